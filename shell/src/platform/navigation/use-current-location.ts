import { useSyncExternalStore } from 'react';

/** The current URL, updated on every single-spa navigation (pushState, replaceState and back/forward). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => window.location.pathname;

export function useCurrentPathname(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
