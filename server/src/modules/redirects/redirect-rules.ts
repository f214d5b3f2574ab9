// The redirect rules of spec doc 2 "Redirect rules" as data: first match wins, paths match without case, 301
// unless a rule says otherwise. Patterns are locale-free; the caller strips and re-adds the locale prefix.
// Rules that need the database (a bare sermon id, the sign-up coupon) only name an action; routes.ts runs it.
import { resolveBibleRoute } from '@sermon/shared-contracts/rules/bible-route';

export type RedirectAction =
  | { kind: 'static'; to: string; status: 301 | 302 }
  /** `/{digits}`: 301 to /sermons/{id} only when that sermon exists and is published (a draft id reveals nothing) */
  | { kind: 'sermon'; sermonID: string }
  /** `/broadcaster/signup-coupon/{segment}`: create the coupon, then 302 to the sign-up page carrying it */
  | { kind: 'signup-coupon'; segment: string }
  /** `/speakers/{name}`: 301 to /speakers/{id} when a speaker has that display name; otherwise the SPA's not-found page */
  | { kind: 'speaker-name'; name: string };

interface RedirectRule {
  /** matched against the locale-free path, lowercased for the literal parts by the `i` flag */
  pattern: RegExp;
  /** groups are decoded; undefined for an optional group that did not match. Returning undefined ends the search
   *  with no redirect (the path is already canonical and belongs to the SPA). */
  action: (groups: (string | undefined)[]) => RedirectAction | undefined;
}

const to = (path: string, status: 301 | 302 = 301): RedirectAction => ({ kind: 'static', to: path, status });
const SEGMENT = '([^/]+)';
/** The fixed `/speakers/{x}` pages of the route table, which are not speaker names. */
const SPEAKER_ROUTES = new Set(['choice', 'classic', 'featured', 'primary', 'puritans', 'alphabetical', 'search']);
/** No display name is this long; longer segments are not looked up. */
const MAX_SPEAKER_NAME = 200;

/**
 * In spec order. Legacy shapes chosen where the spec does not show them:
 * - broadcaster-scoped series: `/broadcasters/{id}/series/{seriesID}` (the series tab itself, without an id, stays);
 * - broadcaster about: `/broadcasters/{id}/about` (there is no about tab any more).
 */
export const REDIRECT_RULES: readonly RedirectRule[] = [
  { pattern: new RegExp(`^/(\\d+)$`), action: ([id]) => ({ kind: 'sermon', sermonID: id! }) },
  { pattern: new RegExp(`^/broadcasters/${SEGMENT}/series/${SEGMENT}$`, 'i'), action: ([, seriesID]) => to(`/series/${seriesID}`) },
  { pattern: new RegExp(`^/podcasts/${SEGMENT}$`, 'i'), action: ([seriesID]) => to(`/series/${seriesID}`) },
  { pattern: /^\/podcasts$/i, action: () => to('/series/podcasts') },
  { pattern: new RegExp(`^/broadcasters/${SEGMENT}/about$`, 'i'), action: ([id]) => to(`/broadcasters/${id}`) },
  { pattern: new RegExp(`^/broadcaster/signup-coupon/${SEGMENT}$`, 'i'), action: ([segment]) => ({ kind: 'signup-coupon', segment: segment! }) },
  { pattern: /^\/broadcaster\/signup-coupon$/i, action: () => to('/broadcaster/sign-up') },
  { pattern: new RegExp(`^/goj/${SEGMENT}$`, 'i'), action: ([segment]) => to(`/collections/goj-${segment}`) },
  { pattern: /^\/sitemap\.xml$/i, action: () => to('/sitemap/index.xml') },
  { pattern: /^\/login$/i, action: () => to('/user/login') },
  { pattern: /^\/logout$/i, action: () => to('/user/logout') },
  { pattern: /^\/learn$/i, action: () => to('/broadcaster/overview') },
  { pattern: /^\/mobile$/i, action: () => to('/devices') },
  // spec doc 1, Bible route: book spellings to OSIS, out-of-range chapter/verse one level up (bible-route.ts)
  {
    pattern: new RegExp(`^/sermons/scripture/${SEGMENT}(?:/${SEGMENT})?(?:/${SEGMENT})?$`, 'i'),
    action: ([book, chapter, verse]) => {
      const target = resolveBibleRoute(book!, chapter, verse);
      return target === null ? undefined : to(target);
    },
  },
  // spec doc 1: a speaker name goes to the id page; ids and the fixed speaker lists are the SPA's own routes
  {
    pattern: new RegExp(`^/speakers/${SEGMENT}$`, 'i'),
    action: ([segment]) => {
      const name = segment!.replace(/_/g, ' ').trim();
      if (/^\d+$/.test(segment!) || SPEAKER_ROUTES.has(segment!.toLowerCase()) || !name || name.length > MAX_SPEAKER_NAME) return undefined;
      return { kind: 'speaker-name', name };
    },
  },
];

/** The first rule matching a locale-free path (trailing slash ignored), or undefined. */
export function matchRedirect(path: string): RedirectAction | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const rule of REDIRECT_RULES) {
    const match = rule.pattern.exec(clean);
    // first match wins, even when the rule decides not to redirect
    if (match) return rule.action(match.slice(1).map((part) => (part === undefined ? undefined : safeDecode(part))));
  }
  return undefined;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
