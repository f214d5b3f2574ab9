/** Applies the scroll rules after single-spa has mounted the page's remotes. */
import { decideScroll } from './scroll-rules';

/** A remote renders its content after mounting; give a hash target this long to appear. */
const HASH_WAIT_MS = 3000;

export function startScrollManager(): () => void {
  let lastUrl: URL | null = null;
  let traversal = false;
  let cancelPending: (() => void) | undefined;

  // single-spa re-dispatches popstate for pushState too; only a browser popstate has no singleSpa flag
  const onPopState = (event: PopStateEvent) => {
    traversal = !(event as PopStateEvent & { singleSpa?: boolean }).singleSpa;
  };
  const onRouted = () => {
    const to = new URL(window.location.href);
    const decision = decideScroll({ from: lastUrl, to, isHistoryTraversal: traversal });
    lastUrl = to;
    traversal = false;
    cancelPending?.();
    cancelPending = undefined;
    if (decision.kind === 'top') window.scrollTo({ top: 0, left: 0 });
    if (decision.kind === 'hash') cancelPending = scrollToWhenPresent(decision.id);
  };

  window.addEventListener('popstate', onPopState);
  window.addEventListener('single-spa:routing-event', onRouted);
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('single-spa:routing-event', onRouted);
    cancelPending?.();
  };
}

function scrollToWhenPresent(id: string): () => void {
  const deadline = Date.now() + HASH_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
