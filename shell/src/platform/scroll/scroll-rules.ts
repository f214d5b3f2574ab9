/**
 * Where the page scrolls after a navigation (spec doc 1 §2 Layouts): smoothly to the hash target if there is
 * one; keep the position between related pages; otherwise to the top. Back/forward restore the position.
 */
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import { findRoute, matchRoute, type RouteMatch } from '@sermon/shared-contracts/routes/route-table';
import { compilePattern } from '@sermon/shared-contracts/routes/route-pattern';

export type ScrollDecision =
  | { kind: 'hash'; id: string }
  | { kind: 'keep' }
  | { kind: 'top' }
  /** back/forward and the first load: the browser restores the position */
  | { kind: 'restore' };

/** Pages shown as tabs of one screen: switching between them keeps the position. */
const RELATED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['hymnal', 'psalter'],
  ['news', 'release-notes'],
];

export interface ScrollNavigation {
  from: URL | null;
  to: URL;
  /** back/forward (popstate from the browser, not from pushState) */
  isHistoryTraversal: boolean;
}

export function decideScroll({ from, to, isHistoryTraversal }: ScrollNavigation): ScrollDecision {
  if (isHistoryTraversal || !from) return { kind: 'restore' };
  const hash = decodeHash(to.hash);
  if (hash) return { kind: 'hash', id: hash };
  const a = matchRoute(splitLocalePath(from.pathname).path);
  const b = matchRoute(splitLocalePath(to.pathname).path);
  if (a && b && areRelated(a, b)) return { kind: 'keep' };
  return { kind: 'top' };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function areRelated(a: RouteMatch, b: RouteMatch): boolean {
  // same page, other query (filters, tabs in the query string)
  if (a.route.name === b.route.name && sameParams(a.params, b.params)) return true;
  // children of the same parent, or a parent and its child, for the same item
  const familyA = a.route.parent ?? a.route.name;
  const familyB = b.route.parent ?? b.route.name;
  if (familyA === familyB && a.route.name !== b.route.name) {
    const parent = findRoute(familyA);
    const keys = parent ? paramNames(parent.path) : [];
    return keys.every((key) => a.params[key] === b.params[key]);
  }
  return RELATED_PAIRS.some(
    ([x, y]) => (a.route.name === x && b.route.name === y) || (a.route.name === y && b.route.name === x),
  );
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

function paramNames(pattern: string): string[] {
  const longest = compilePattern(pattern).variants.at(-1) ?? [];
  return longest.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));
}
