/**
 * A code-split component that shows the moment its chunk arrives. React's `lazy` + `Suspense` would do the same,
 * but React 19 holds back content that resolves shortly after a fallback was shown (up to 300 ms, to reveal
 * boundaries together): a listener pressing Play for the first time, or opening a page, would wait for nothing.
 * Here the chunk is loaded by an effect and the component rendered as soon as it is there; a load failure is
 * thrown while rendering, so the remote's error boundary shows it as it would for `lazy`.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type ComponentLoader<P> = () => Promise<ComponentType<P>>;

/** Loads `load`'s component once per page; later mounts render it at once. */
export function loadOnMount<P extends object>(load: ComponentLoader<P>, fallback: ReactNode = null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // the next mount tries again
        throw error;
      },
    );
    return pending;
  };

  function LoadOnMount(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      fetchOnce().then(
        (arrived) => live && setComponent(() => arrived),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    if (!component) return <>{fallback}</>;
    return createElement(component, props);
  }
  /** Starts the download ahead (e.g. on hover), without rendering anything. */
  LoadOnMount.preload = () => fetchOnce().catch(() => undefined);
  return LoadOnMount;
}
