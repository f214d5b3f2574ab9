/**
 * The dirty forms of the page, and the guard for navigations react-router cannot block: links of the shell and
 * of other remotes (the shell navigates with single-spa, whose pushState our router only hears afterwards), and
 * the browser's back/forward to another remote's page (single-spa unmounts this remote before our router hears
 * the popstate, so its blocker never runs).
 * single-spa announces every route change with 'single-spa:before-routing-event' and lets a listener cancel it
 * (it then puts the old URL back with replaceState, also after a popstate); while any form is dirty one listener
 * asks there.
 */
import { REMOTES } from '@sermon/shared-contracts/mf/remotes';

/** The name the shell registers this remote under with single-spa (the container name of its manifest). */
const OWN_APP_NAME = REMOTES['mf-dashboard'].container;

let dirtyGuards = 0;
let leaveQuestion = '';

interface BeforeRoutingDetail {
  newUrl?: string;
  oldUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
  /** app names by the status the navigation gives them (single-spa 5+) */
  appsByNewStatus?: Record<string, string[] | undefined>;
  /** the DOM event behind the navigation: a popstate for back/forward */
  originalEvent?: Event;
}

/** The Navigation API's view of the session history (Chromium, recent Firefox and Safari), where present. */
function historyIndex(): number | null {
  const index = (window as { navigation?: { currentEntry?: { index?: unknown } | null } }).navigation?.currentEntry?.index;
  return typeof index === 'number' && index >= 0 ? index : null;
}

/** History index of the page holding the dirty forms (kept while a guard is registered). */
let pageIndex: number | null = null;

function onRouted(): void {
  pageIndex = historyIndex();
}

/**
 * After a declined back/forward, single-spa cancels by writing this page's URL over the entry the browser moved
 * to (replaceState there), so that entry (another remote's page) would be lost: the next Back would skip it.
 * Where the history index is known, give the entry its own URL and state back and step to this page's entry
 * again. replaceState goes through History.prototype: single-spa patches the instance method to route on a
 * URL change, and this page must stay. Without the Navigation API single-spa's own restore stands.
 */
function restoreTraversedEntry(newUrl: string | undefined): void {
  const from = pageIndex;
  const to = historyIndex();
  if (!newUrl || from === null || to === null || from === to) return;
  const traversedState: unknown = window.history.state;
  // single-spa replaces the URL once the cancel promises settle (microtasks); a task runs after that
  window.setTimeout(() => {
    History.prototype.replaceState.call(window.history, traversedState, '', newUrl);
    window.history.go(from - to);
  }, 0);
}

function decline(detail: BeforeRoutingDetail): void {
  detail.cancelNavigation?.(true);
  if (detail.originalEvent?.type === 'popstate') restoreTraversedEntry(detail.newUrl);
}

/** Whether the navigation unmounts this remote (its page goes, whatever router made the history entry). */
function unmountsThisRemote(detail: BeforeRoutingDetail): boolean {
  const statuses = detail.appsByNewStatus;
  if (!statuses) return false;
  return ['NOT_MOUNTED', 'NOT_LOADED'].some((status) => statuses[status]?.includes(OWN_APP_NAME) ?? false);
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return null;
  }
}

function onBeforeRouting(event: Event): void {
  const detail = ((event as CustomEvent<BeforeRoutingDetail>).detail ?? {}) as BeforeRoutingDetail;
  const { newUrl, oldUrl, cancelNavigation } = detail;
  if (!cancelNavigation || dirtyGuards === 0) return;
  // Leaving this remote: its router is unmounted before it hears a popstate, so nobody else asks. The entry
  // may still carry a react-router index (another remote's router made it), hence this comes first.
  if (unmountsThisRemote(detail)) {
    if (!window.confirm(leaveQuestion)) decline(detail);
    return;
  }
  // Within this remote, a navigation of our react-router (its blocker has already asked) or back/forward to
  // such an entry carries the router's index in the history state; the shell's navigateToUrl pushes a null state.
  const state = window.history.state as { idx?: unknown } | null;
  if (state && typeof state.idx === 'number') return;
  // the same page with another query (a tab, a filter) keeps the form
  if (pathOf(newUrl) === pathOf(oldUrl)) return;
  if (!window.confirm(leaveQuestion)) decline(detail);
}

/** Counts a dirty form while it stays dirty; the returned function releases it. `question` is the translated prompt. */
export function registerDirtyGuard(question: string): () => void {
  leaveQuestion = question;
  if (dirtyGuards === 0) {
    pageIndex = historyIndex();
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    // a navigation that went ahead while dirty (a new query string on this page) moves the page's entry
    window.addEventListener('single-spa:routing-event', onRouted);
  }
  dirtyGuards += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    dirtyGuards -= 1;
    if (dirtyGuards === 0) {
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
      window.removeEventListener('single-spa:routing-event', onRouted);
    }
  };
}

export function hasDirtyGuard(): boolean {
  return dirtyGuards > 0;
}
