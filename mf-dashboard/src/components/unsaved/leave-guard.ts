/**
 * The dirty forms of the page, and the guard for navigations react-router cannot block: links of the shell and
 * of other remotes (the shell navigates with single-spa, whose pushState our router only hears afterwards).
 * single-spa announces every route change with 'single-spa:before-routing-event' and lets a listener cancel it;
 * while any form is dirty one listener asks there.
 */
let dirtyGuards = 0;
let leaveQuestion = '';

interface BeforeRoutingDetail {
  newUrl?: string;
  oldUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
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
  const { newUrl, oldUrl, cancelNavigation } = ((event as CustomEvent<BeforeRoutingDetail>).detail ?? {}) as BeforeRoutingDetail;
  if (!cancelNavigation || dirtyGuards === 0) return;
  // A navigation of a react-router (ours: its blocker has already asked) or back/forward to such an entry carries
  // the router's index in the history state; the shell's navigateToUrl pushes a null state.
  const state = window.history.state as { idx?: unknown } | null;
  if (state && typeof state.idx === 'number') return;
  // the same page with another query (a tab, a filter) keeps the form
  if (pathOf(newUrl) === pathOf(oldUrl)) return;
  if (!window.confirm(leaveQuestion)) cancelNavigation(true);
}

/** Counts a dirty form while it stays dirty; the returned function releases it. `question` is the translated prompt. */
export function registerDirtyGuard(question: string): () => void {
  leaveQuestion = question;
  if (dirtyGuards === 0) window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  dirtyGuards += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    dirtyGuards -= 1;
    if (dirtyGuards === 0) window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  };
}

export function hasDirtyGuard(): boolean {
  return dirtyGuards > 0;
}
