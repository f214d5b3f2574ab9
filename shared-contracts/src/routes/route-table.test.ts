import { REMOTE_FOLDERS } from '../mf/remotes';
import {
  ROUTES,
  REMOTE_ROUTE_PREFIXES,
  layoutOf,
  localizedRoutes,
  matchRoute,
  matchesRoutePrefix,
  ownerOf,
  parseRouteName,
  routeName,
  urlFor,
} from './route-table';

describe('route table', () => {
  it('gives every route a unique name', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every route a unique path pattern', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names parents that exist', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const route of ROUTES) if (route.parent) expect(names.has(route.parent)).toBe(true);
  });

  it.each([
    ['/', 'mf-public'],
    ['/sermons', 'mf-public'],
    ['/sermons/12345', 'mf-public'],
    ['/sermons/12345/v', 'mf-public'],
    ['/speakers/john_owen/series', 'mf-public'],
    ['/broadcasters/group/reformed', 'mf-public'],
    ['/webcasts/gracechurch/abc', 'mf-public'],
    ['/live/gracechurch', 'mf-public'],
    ['/go/gracechurch', 'mf-public'],
    ['/hymnal/12/fullscreen', 'mf-public'],
    ['/article/my-slug', 'mf-public'],
    ['/article/gracechurch/my-slug/print', 'mf-public'],
    ['/library/following/speakers', 'mf-public'],
    ['/user/login', 'mf-public'],
    ['/demo/buttons', 'mf-public'],
    ['/embed/classic/player/a/12345', 'mf-player'],
    ['/embed/classic/player', 'mf-player'],
    ['/player/sermon/legacy/video/12345', 'mf-player'],
    ['/dashboard-beta', 'mf-dashboard'],
    ['/dashboard-beta/sermons/create', 'mf-dashboard'],
    ['/dashboard/sermons/12345', 'mf-dashboard'],
    ['/broadcaster/sign-in', 'mf-dashboard'],
    ['/admin/webcast-health', 'mf-dashboard'],
    ['/promotions', 'mf-promotions'],
    ['/promotions/stats/ad/77', 'mf-promotions'],
    ['/video-wall/admin', 'mf-video-wall'],
    ['/django/sermons/12345', 'mf-legacy-bridge'],
    ['/django/embed/user-dropdown', 'mf-legacy-bridge'],
  ])('says %s is rendered by %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('owns no unknown page', () => {
    expect(ownerOf('/no-such-page')).toBeNull();
    expect(ownerOf('/sermons/1/a/b/c')).toBeNull();
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('/sermons/categories')?.route.name).toBe('sermons-categories');
    expect(matchRoute('/sermons/date/week')?.route.name).toBe('sermons-date-week');
    expect(matchRoute('/sermons/date/2024/05')?.params).toEqual({ year: '2024', month: '05' });
    expect(matchRoute('/hymnal/search')?.route.name).toBe('hymnal-search');
    expect(matchRoute('/embed/classic/player/v/9')?.route.name).toBe('embed-classic-player-v-sermonID');
  });

  it('ignores trailing slashes, queries and letter case of static segments', () => {
    expect(matchRoute('/Promotions/')?.route.name).toBe('promotions');
    expect(matchRoute('/sermons/123?autoplay=1')?.params).toEqual({ sermonID: '123' });
  });

  it('decodes parameters', () => {
    expect(matchRoute('/speakers/search/john%20owen')?.params).toEqual({ search: 'john owen' });
  });

  it('derives manifest prefixes for every remote, with the player on every page', () => {
    for (const folder of REMOTE_FOLDERS) expect(REMOTE_ROUTE_PREFIXES[folder].length).toBeGreaterThan(0);
    expect(REMOTE_ROUTE_PREFIXES['mf-player']).toEqual(['*']);
    expect(REMOTE_ROUTE_PREFIXES['mf-public']).toEqual(expect.arrayContaining(['/', '/sermons', '/hymnal', '/user']));
    expect(REMOTE_ROUTE_PREFIXES['mf-dashboard']).toEqual(
      expect.arrayContaining(['/dashboard-beta', '/dashboard', '/broadcaster', '/admin']),
    );
    expect(REMOTE_ROUTE_PREFIXES['mf-promotions']).toEqual(['/promotions']);
    expect(REMOTE_ROUTE_PREFIXES['mf-video-wall']).toEqual(['/video-wall']);
    expect(REMOTE_ROUTE_PREFIXES['mf-legacy-bridge']).toEqual(['/django']);
  });

  it('never gives one prefix to two remotes', () => {
    const seen = new Map<string, string>();
    for (const folder of REMOTE_FOLDERS) {
      for (const prefix of REMOTE_ROUTE_PREFIXES[folder]) {
        expect(seen.get(prefix)).toBeUndefined();
        seen.set(prefix, folder);
      }
    }
  });

  it('matches a prefix on whole segments only, and "/" only at the home page', () => {
    expect(matchesRoutePrefix('/sermons/1', '/sermons')).toBe(true);
    expect(matchesRoutePrefix('/sermons', '/sermons')).toBe(true);
    expect(matchesRoutePrefix('/sermonsx', '/sermons')).toBe(false);
    expect(matchesRoutePrefix('/', '/')).toBe(true);
    expect(matchesRoutePrefix('/sermons', '/')).toBe(false);
    expect(matchesRoutePrefix('/dashboard-beta', '/dashboard')).toBe(false);
  });

  it('mounts the persistent player everywhere but the video wall and the classic embedded widgets', () => {
    expect(matchesRoutePrefix('/sermons/1', '*')).toBe(true);
    expect(matchesRoutePrefix('/dashboard-beta', '*')).toBe(true);
    expect(matchesRoutePrefix('/embed/classic/player/a/1', '*')).toBe(true);
    expect(matchesRoutePrefix('/video-wall/qr', '*')).toBe(false);
    expect(matchesRoutePrefix('/django/embed/link-user', '*')).toBe(false);
  });

  it('knows the layout of a page', () => {
    expect(layoutOf('/embed/classic/player/a/1')).toBe('embed');
    expect(layoutOf('/video-wall/qr')).toBe('video-wall');
    expect(layoutOf('/django/overview')).toBe('dashboard-django');
    expect(layoutOf('/dashboard-beta/sermons')).toBe('dashboard');
    expect(layoutOf('/sermons')).toBe('site');
    expect(layoutOf('/nowhere')).toBe('site');
  });
});

describe('localized routes', () => {
  it('suffixes route names with the locale and parses them back', () => {
    expect(routeName('sermons', 'de')).toBe('sermons___de');
    expect(parseRouteName('sermons-sermonID___zh')).toEqual({ name: 'sermons-sermonID', locale: 'zh' });
    expect(parseRouteName('sermons')).toBeNull();
    expect(parseRouteName('sermons___xx')).toBeNull();
  });

  it('has every route once per locale, English without a prefix', () => {
    expect(localizedRoutes).toHaveLength(ROUTES.length * 13);
    const byName = new Map(localizedRoutes.map((r) => [r.name, r]));
    expect(byName.get('sermons___en')?.path).toBe('/sermons');
    expect(byName.get('sermons___de')?.path).toBe('/de/sermons');
    expect(byName.get('index___fr')?.path).toBe('/fr');
    expect(byName.get('index___en')?.path).toBe('/');
    expect(byName.get('sermons-sermonID___ko')).toMatchObject({ baseName: 'sermons-sermonID', locale: 'ko' });
  });

  it('builds URLs from a name, params, locale and query', () => {
    expect(urlFor('sermons-sermonID', { sermonID: '123' })).toBe('/sermons/123');
    expect(urlFor('sermons-sermonID', { sermonID: '123', mediaType: 'v' }, 'de')).toBe('/de/sermons/123/v');
    expect(urlFor('index', {}, 'gb')).toBe('/gb');
    expect(urlFor('speakers-search', { search: 'john owen' })).toBe('/speakers/search/john%20owen');
    expect(urlFor('user-login', {}, 'en', { next: '/library', signup: undefined })).toBe('/user/login?next=%2Flibrary');
  });

  it('refuses an unknown route or a missing required parameter', () => {
    expect(() => urlFor('nope')).toThrow('Unknown route');
    expect(() => urlFor('sermons-sermonID')).toThrow('sermonID');
  });
});
