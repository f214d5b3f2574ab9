import { useCallback, useEffect, useRef, useState } from 'react';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';

export interface PagedState<T> {
  items: T[];
  /** loading: a page is on its way; idle: ready for more; error: the last page failed */
  status: 'loading' | 'idle' | 'error';
  /** false once the server said there is nothing after the last page */
  hasMore: boolean;
  totalCount: number | null;
  error: unknown;
}

export interface PagedResult<T> extends PagedState<T> {
  loadMore: () => void;
  retry: () => void;
}

/** Whether a page is the last: the envelope has no `next`, the page is short, or the total is reached. */
export function isLastPage(page: NodeList<unknown>, pageSize: number, loadedCount: number): boolean {
  if (page.next === null) return true;
  if (page.results.length < pageSize) return true;
  return page.totalCount !== null && loadedCount >= page.totalCount;
}

const initial = <T,>(): PagedState<T> => ({
  items: [],
  status: 'loading',
  hasMore: true,
  totalCount: null,
  error: undefined,
});

/**
 * Pages through a node list (page 1, 2, ...). A new `key` (other filters) drops what was loaded
 * and starts again at page 1; the first page drives the shell's progress bar.
 */
export function usePagedQuery<T>(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<NodeList<T>>,
  pageSize: number,
): PagedResult<T> {
  const [state, setState] = useState<PagedState<T> & { key: string }>(() => ({ key, ...initial<T>() }));
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const loadedPages = useRef(0);
  const inFlight = useRef<{ controller: AbortController; firstPage: boolean } | null>(null);
  const keyRef = useRef(key);

  const load = useCallback(
    (page: number) => {
      inFlight.current?.controller.abort();
      const controller = new AbortController();
      const firstPage = page === 1;
      inFlight.current = { controller, firstPage };
      const forKey = keyRef.current;
      if (firstPage) emitPlatformEvent('shell:progress', { phase: 'start' });
      setState((s) => ({ ...s, status: 'loading', error: undefined }));
      fetchRef.current(page, controller.signal).then(
        (result) => {
          if (controller.signal.aborted || keyRef.current !== forKey) return;
          inFlight.current = null;
          loadedPages.current = page;
          setState((s) => {
            const items = firstPage ? result.results : [...s.items, ...result.results];
            return {
              key: forKey,
              items,
              status: 'idle',
              hasMore: !isLastPage(result, pageSize, items.length),
              totalCount: result.totalCount,
              error: undefined,
            };
          });
          if (firstPage) emitPlatformEvent('shell:progress', { phase: 'finish' });
        },
        (error: unknown) => {
          if (controller.signal.aborted || keyRef.current !== forKey) return;
          inFlight.current = null;
          setState((s) => ({ ...s, status: 'error', error }));
          if (firstPage) emitPlatformEvent('shell:progress', { phase: 'fail' });
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    keyRef.current = key;
    loadedPages.current = 0;
    setState({ key, ...initial<T>() });
    load(1);
    return () => {
      const pending = inFlight.current;
      inFlight.current = null;
      pending?.controller.abort();
      // A first page cut short by navigation must not leave the shell's bar running.
      if (pending?.firstPage) emitPlatformEvent('shell:progress', { phase: 'finish' });
    };
  }, [key, load]);

  const current: PagedState<T> = state.key === key ? state : initial<T>();

  const loadMore = useCallback(() => {
    if (inFlight.current) return;
    load(loadedPages.current + 1);
  }, [load]);

  // A failed page is fetched again; before any page arrived that is page 1.
  const retry = useCallback(() => load(loadedPages.current + 1), [load]);

  return {
    items: current.items,
    status: current.status,
    hasMore: current.hasMore,
    totalCount: current.totalCount,
    error: current.error,
    loadMore,
    retry,
  };
}
