/**
 * The route table as data (spec doc 1 §2): every page's name, react-router style path pattern, owning
 * remote and layout. The shell decides which remote to mount from it, the server derives the remotes
 * manifest prefixes and the sitemap from it, and remotes build cross-remote links with `urlFor`.
 */
import { LOCALES, localizePath, type LocaleCode } from '../i18n/locales';
import { REMOTE_FOLDERS, type RemoteFolder } from '../mf/remotes';
import { compilePattern, fillPattern, matchPattern, normalizePath, type RouteParams } from './route-pattern';

/** Layouts of spec doc 1 §2 "Layouts and error pages". */
export type LayoutName =
  | 'broadcaster'
  | 'dashboard-django'
  | 'dashboard'
  | 'default'
  | 'embed'
  | 'events'
  | 'lite'
  | 'site'
  | 'standalone-modal'
  | 'video-wall';

export interface RouteDef {
  /** locale-free route name; the per-locale name adds a suffix (see routeName) */
  name: string;
  path: string;
  remote: RemoteFolder;
  layout: LayoutName;
  /** name of the parent route for child pages (tabs); used by the scroll rules */
  parent?: string;
}

type Entry = [name: string, path: string, extra?: { layout?: LayoutName; parent?: string }];

function group(remote: RemoteFolder, layout: LayoutName, entries: Entry[]): RouteDef[] {
  return entries.map(([name, path, extra]) => ({
    name,
    path,
    remote,
    layout: extra?.layout ?? layout,
    ...(extra?.parent ? { parent: extra.parent } : {}),
  }));
}

/** Child pages (tabs) of a parent route: `${parent}-${child}` at `${parentPath}/${child}`. */
function children(parent: string, parentPath: string, names: string[]): Entry[] {
  return names.map((child): Entry => [`${parent}-${child}`, `${parentPath}/${child}`, { parent }]);
}

/** Flat lists under a prefix: `${prefix}-${name}` at `/${prefix}/${name}`. */
function lists(prefix: string, names: string[]): Entry[] {
  return names.map((name): Entry => [`${prefix}-${name}`, `/${prefix}/${name}`]);
}

const DASHBOARD_PAGES: Array<[string, string]> = [
  ['articles', 'articles'],
  ['articles-articleID', 'articles/:articleID'],
  ['notices', 'notices'],
  ['series', 'series'],
  ['series-seriesID', 'series/:seriesID'],
  ['sermons', 'sermons'],
  ['sermons-create', 'sermons/create'],
  ['sermons-sermonID', 'sermons/:sermonID'],
  ['speakers', 'speakers'],
  ['speakers-speakerID', 'speakers/:speakerID'],
  ['switch', 'switch'],
  ['webcast', 'webcast'],
  ['account-connections', 'account/connections'],
  ['customization', 'customization'],
  ['donations', 'donations'],
  ['email-settings', 'email-settings'],
  ['managers', 'managers'],
  ['settings', 'settings'],
];

/** The dashboard lives under /dashboard-beta, with /dashboard as the alternate prefix for the same pages. */
function dashboard(base: 'dashboard-beta' | 'dashboard'): Entry[] {
  return [
    [base, `/${base}`],
    ...DASHBOARD_PAGES.map(([name, path]): Entry => [`${base}-${name}`, `/${base}/${path}`]),
  ];
}

const DEMO_PAGES = [
  'audio-embeds',
  'broadcaster',
  'broadcaster-locations',
  'buttons',
  'cornerstone',
  'dates',
  'filters',
  'list-headers',
  'maps',
  'md',
  's3',
  'search-pills',
  'series',
  'sermon',
  'speaker',
  'time',
  'video-embeds',
  'webcasts',
];

const PUBLIC: RouteDef[] = group('mf-public', 'site', [
  ['index', '/'],
  ['activate', '/activate'],
  ['articles-of-faith', '/articles-of-faith'],
  ['comments', '/comments'],
  ['daily-devotional', '/daily-devotional'],
  ['devices', '/devices'],
  // the TV's own sign-in page: it shows a code a signed-in user enters at /activate
  ['devices-tv', '/devices/tv', { layout: 'lite' }],
  ['healthz', '/healthz', { layout: 'lite' }],
  ['multiview', '/multiview'],
  ['mychurch', '/mychurch'],
  ['news', '/news'],
  ['news-newsSlug', '/news/:newsSlug'],
  ['privacy-policy', '/privacy-policy'],
  ['radio', '/radio'],
  ['release-notes', '/release-notes/:releaseNotesSlug?'],
  ['search', '/search'],
  ['sitemap', '/sitemap'],
  ['vault', '/vault'],
  // sermons
  ['sermons', '/sermons'],
  ['sermons-sermonID', '/sermons/:sermonID/:mediaType?'],
  ['sermons-sermonID-globalize', '/sermons/:sermonID/globalize'],
  ['sermons-date', '/sermons/date/:year/:month?/:day?'],
  ...['50s', '60s', '70s', 'week'].map((span): Entry => [`sermons-date-${span}`, `/sermons/date/${span}`]),
  ['sermons-scripture', '/sermons/scripture'],
  ['sermons-scripture-book', '/sermons/scripture/:book/:chapter?/:verse?'],
  ['sermons-categories', '/sermons/categories'],
  ['sermons-categories-category', '/sermons/categories/:category'],
  ['sermons-languages', '/sermons/languages'],
  ['sermons-languages-language', '/sermons/languages/:language'],
  ['sermons-topics', '/sermons/topics'],
  ['sermons-topics-topic', '/sermons/topics/:topic'],
  ...lists('sermons', ['clips', 'featured', 'staff-picks', 'transcripts', 'videos']),
  // speakers
  ['speakers', '/speakers'],
  ['speakers-speaker', '/speakers/:speaker'],
  ...children('speakers-speaker', '/speakers/:speaker', ['articles', 'series', 'sermons']),
  ...lists('speakers', ['choice', 'classic', 'featured', 'primary', 'puritans']),
  ['speakers-alphabetical', '/speakers/alphabetical/:letter?'],
  ['speakers-search', '/speakers/search/:search?'],
  // broadcasters
  ['broadcasters', '/broadcasters'],
  ['broadcasters-broadcasterID', '/broadcasters/:broadcasterID'],
  ...children('broadcasters-broadcasterID', '/broadcasters/:broadcasterID', [
    'articles',
    'comments',
    'disabled',
    'notices',
    'series',
    'sermons',
    'speakers',
  ]),
  ...lists('broadcasters', [
    'featured',
    'international',
    'newest',
    'podcast',
    'school',
    'seminary',
    'usa',
    'vacant',
  ]),
  ['broadcasters-alphabetical', '/broadcasters/alphabetical/:letter?'],
  ['broadcasters-country', '/broadcasters/country/:country?'],
  ['broadcasters-state', '/broadcasters/state/:state?'],
  ['broadcasters-search', '/broadcasters/search/:search?'],
  ['broadcasters-group', '/broadcasters/group/:group'],
  // series
  ['series', '/series'],
  ['series-seriesID', '/series/:seriesID'],
  ...lists('series', ['picks', 'podcasts', 'recent']),
  ['series-search', '/series/search/:search?'],
  // webcasts
  ['webcasts', '/webcasts'],
  ['webcasts-recent', '/webcasts/recent'],
  ['webcasts-broadcasterID', '/webcasts/:broadcasterID'],
  ['webcasts-broadcasterID-webcastID', '/webcasts/:broadcasterID/:webcastID'],
  ['live-broadcasterID', '/live/:broadcasterID'],
  ['go-broadcasterID', '/go/:broadcasterID'],
  // hymnal and psalter
  ['hymnal', '/hymnal'],
  ['hymnal-hymnID', '/hymnal/:hymnID/:tuneID?'],
  ['hymnal-hymnID-fullscreen', '/hymnal/:hymnID/fullscreen', { layout: 'lite' }],
  ['hymnal-search', '/hymnal/search/:keyword?'],
  ['psalter', '/psalter'],
  ['psalter-psalmID', '/psalter/:psalmID'],
  ['psalter-psalmID-fullscreen', '/psalter/:psalmID/fullscreen', { layout: 'lite' }],
  ['psalter-search', '/psalter/search/:keyword?'],
  ['rewrite-psalter', '/rewrite/psalter'],
  ['rewrite-psalter-psalmID', '/rewrite/psalter/:psalmID'],
  ['rewrite-psalter-psalmID-fullscreen', '/rewrite/psalter/:psalmID/fullscreen', { layout: 'lite' }],
  ['rewrite-psalter-search', '/rewrite/psalter/search/:keyword?'],
  // content
  ['article', '/article/:broadcasterID?/:slug'],
  ['article-print', '/article/:broadcasterID?/:slug/print', { layout: 'lite' }],
  ['collections-collectionSlug', '/collections/:collectionSlug'],
  ...children('collections-collectionSlug', '/collections/:collectionSlug', ['series', 'sermons', 'speakers']),
  ['hashtag', '/hashtag/:hashtag?'],
  ['events-id', '/events/:id', { layout: 'events' }],
  ['events-id-registration-confirmation', '/events/:id/registration-confirmation', { layout: 'events' }],
  ['solo-id', '/solo/:id', { layout: 'standalone-modal' }],
  ['give', '/give/:broadcasterID?'],
  ['contact', '/contact/:broadcasterID?'],
  ['join', '/join'],
  ['join-code', '/join/:code'],
  ['signup-code', '/signup/:code'],
  // library and feed (signed in)
  ['library', '/library'],
  ...children('library', '/library', ['overview', 'bookmarks', 'comments', 'history']),
  ['library-following', '/library/following/:following?', { parent: 'library' }],
  ...['broadcasters', 'speakers', 'series'].map(
    (kind): Entry => [`library-following-${kind}`, `/library/following/${kind}`, { parent: 'library' }],
  ),
  ['feed', '/feed'],
  ...children('feed', '/feed', ['articles', 'notices', 'sermons', 'webcasts']),
  // user
  ...lists('user', ['login', 'logout', 'about', 'reset-password', 'settings', 'verify']),
  // demo and debug
  ['demo', '/demo'],
  ...lists('demo', DEMO_PAGES),
  ['debug-info', '/debug/info'],
]);

const PLAYER: RouteDef[] = group('mf-player', 'embed', [
  ['embed-classic-player-a-sermonID', '/embed/classic/player/a/:sermonID'],
  ['embed-classic-player-v-sermonID', '/embed/classic/player/v/:sermonID'],
  ['embed-classic-player-l-broadcasterID', '/embed/classic/player/l/:broadcasterID?'],
  [
    'embed-classic-player',
    '/embed/classic/player/:mediaType?/:category?/:categoryValue?/:filter?/:filterValue?',
  ],
  ['embed-classic-examples', '/embed/classic/examples'],
  ['player-sermon-legacy', '/player/sermon/legacy/:sermon?'],
  ['player-sermon-legacy-video', '/player/sermon/legacy/video/:sermon?'],
]);

const DASHBOARD: RouteDef[] = [
  ...group('mf-dashboard', 'broadcaster', lists('broadcaster', ['sign-in', 'sign-up', 'overview', 'select', 'linking-users'])),
  ...group('mf-dashboard', 'dashboard', [
    ...lists('admin', ['api', 'classic-embeds', 'metadata', 'speakers', 'unlink', 'webcast-health']),
    ...dashboard('dashboard-beta'),
    ...dashboard('dashboard'),
    ['dashboard-legacy-sign-in', '/dashboard/legacy-sign-in', { layout: 'broadcaster' }],
  ]),
];

const PROMOTIONS: RouteDef[] = group('mf-promotions', 'dashboard', [
  ['promotions', '/promotions'],
  ['promotions-create', '/promotions/create/:adType?'],
  ['promotions-edit', '/promotions/edit/:adId?'],
  ['promotions-help', '/promotions/help/:helpPage?'],
  ['promotions-orders', '/promotions/orders'],
  ...children('promotions-orders', '/promotions/orders', ['featured', 'graphical', 'text']),
  ['promotions-stats', '/promotions/stats'],
  ...children('promotions-stats', '/promotions/stats', ['featured', 'graphical', 'text']),
  ['promotions-stats-all', '/promotions/stats/all/:adType?', { parent: 'promotions-stats' }],
  ['promotions-stats-ad', '/promotions/stats/ad/:adId?', { parent: 'promotions-stats' }],
]);

const VIDEO_WALL: RouteDef[] = group('mf-video-wall', 'video-wall', [
  ['video-wall-admin', '/video-wall/admin', { layout: 'default' }],
  ['video-wall-qr', '/video-wall/qr'],
  ['video-wall-broadcaster', '/video-wall/broadcaster/:broadcasterID?'],
  ['video-wall-group', '/video-wall/group/:group?'],
]);

const DJANGO_PAGES_WITH_ID = ['articles', 'series', 'sermons', 'speakers'];
const DJANGO_PAGES = [
  'connections',
  'customization',
  'donations',
  'email-settings',
  'managers',
  'overview',
  'settings',
  'webcast',
];

const LEGACY_BRIDGE: RouteDef[] = group('mf-legacy-bridge', 'dashboard-django', [
  ['django', '/django'],
  ...DJANGO_PAGES_WITH_ID.map((page): Entry => [`django-${page}`, `/django/${page}/:id?`]),
  ...lists('django', DJANGO_PAGES),
  // pages the classic dashboard itself embeds in a frame: no site chrome
  ...['link-user', 'payment-method-input', 'user-dropdown'].map(
    (widget): Entry => [`django-embed-${widget}`, `/django/embed/${widget}`, { layout: 'embed' }],
  ),
]);

export const ROUTES: readonly RouteDef[] = [
  ...PUBLIC,
  ...PLAYER,
  ...DASHBOARD,
  ...PROMOTIONS,
  ...VIDEO_WALL,
  ...LEGACY_BRIDGE,
];

const COMPILED = ROUTES.map((route) => ({ route, compiled: compilePattern(route.path) }));
const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

/** The most specific route for a locale-free path (static segments beat parameters), or null. */
export function matchRoute(pathWithoutLocale: string): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const { route, compiled } of COMPILED) {
    const match = matchPattern(compiled, pathWithoutLocale);
    if (match && (!best || match.score > best.score)) best = { route, params: match.params, score: match.score };
  }
  return best && { route: best.route, params: best.params };
}

/** Which remote renders the page at a locale-free path; null when no route of the table matches. */
export function ownerOf(pathWithoutLocale: string): RemoteFolder | null {
  return matchRoute(pathWithoutLocale)?.route.remote ?? null;
}

export function findRoute(name: string): RouteDef | undefined {
  return BY_NAME.get(name);
}

/**
 * Prefixes where the persistent player is NOT mounted. mf-player is mounted on every other page ('*'):
 * the player bar lives in the shell's bottom slot and keeps playing across navigation between remotes.
 * On its own pages (/embed, /player) it renders the page itself instead of the bar. The video wall has
 * its own players, and the classic dashboard's embedded widgets are tiny frames with no room for a bar.
 */
export const PERSISTENT_PLAYER_EXCLUDED_PREFIXES: readonly string[] = ['/video-wall', '/django/embed'];

/** Route prefixes per remote, as the remotes manifest lists them. '/' matches only the home page. */
export const REMOTE_ROUTE_PREFIXES: Record<RemoteFolder, string[]> = Object.fromEntries(
  REMOTE_FOLDERS.map((folder) => {
    if (folder === 'mf-player') return [folder, ['*']];
    const prefixes = new Set<string>();
    for (const route of ROUTES) {
      if (route.remote !== folder) continue;
      const first = route.path.split('/').filter(Boolean)[0];
      prefixes.add(first ? `/${first}` : '/');
    }
    return [folder, [...prefixes]];
  }),
) as Record<RemoteFolder, string[]>;

/** Whether a locale-free path lies under one manifest prefix ('*': every page except the player's exclusions). */
export function matchesRoutePrefix(pathWithoutLocale: string, prefix: string): boolean {
  const path = normalizePath(pathWithoutLocale).toLowerCase();
  if (prefix === '*') {
    return !PERSISTENT_PLAYER_EXCLUDED_PREFIXES.some((excluded) => matchesRoutePrefix(path, excluded));
  }
  const p = normalizePath(prefix).toLowerCase();
  if (p === '/') return path === '/';
  return path === p || path.startsWith(`${p}/`);
}

/** The layout a page is shown in; unknown paths get the site layout (the 404 page is a site page). */
export function layoutOf(pathWithoutLocale: string): LayoutName {
  return matchRoute(pathWithoutLocale)?.route.layout ?? 'site';
}

/** Route names carry a locale suffix, one route per locale (spec doc 1 §2). */
export const ROUTE_LOCALE_SEPARATOR = '___';

export function routeName(name: string, locale: LocaleCode): string {
  return `${name}${ROUTE_LOCALE_SEPARATOR}${locale}`;
}

/** Splits 'sermons___de' into its base name and locale. */
export function parseRouteName(localizedName: string): { name: string; locale: LocaleCode } | null {
  const at = localizedName.lastIndexOf(ROUTE_LOCALE_SEPARATOR);
  if (at < 0) return null;
  const locale = localizedName.slice(at + ROUTE_LOCALE_SEPARATOR.length);
  if (!(LOCALES as readonly string[]).includes(locale)) return null;
  return { name: localizedName.slice(0, at), locale: locale as LocaleCode };
}

export interface LocalizedRoute extends RouteDef {
  /** locale-free name, e.g. 'sermons' (name itself is 'sermons___de') */
  baseName: string;
  locale: LocaleCode;
}

/** Every route once per locale: '/sermons' (en), '/de/sermons', ..., and the locale homes '/de', '/es', ... */
export const localizedRoutes: readonly LocalizedRoute[] = ROUTES.flatMap((route) =>
  LOCALES.map(
    (locale): LocalizedRoute => ({
      ...route,
      name: routeName(route.name, locale),
      path: route.path === '/' ? localizePath('/', locale) : localizePath(route.path, locale),
      baseName: route.name,
      locale,
    }),
  ),
);

export type UrlParams = Record<string, string | number | undefined>;
export type UrlQuery = Record<string, string | number | boolean | undefined | null>;

/**
 * Builds the URL of a route for a locale: urlFor('sermons-sermonID', { sermonID: '123' }, 'de') -> '/de/sermons/123'.
 * Throws for an unknown name or a missing required parameter: a broken link is a bug to see, not to hide.
 */
export function urlFor(name: string, params: UrlParams = {}, locale: LocaleCode = 'en', query?: UrlQuery): string {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  const path = localizePath(fillPattern(route.path, params), locale);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
