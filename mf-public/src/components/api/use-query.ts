import { useCallback, useEffect, useRef, useState } from 'react';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type QueryResult<T> = QueryState<T> & { retry: () => void };

export interface QueryOptions {
  /** Page-level loads drive the shell's progress bar; secondary loads (filter options) do not. */
  progress?: boolean;
  /** Skip the load entirely (e.g. a dependent value is not known yet). */
  enabled?: boolean;
}

/**
 * Loads one thing for a page. `key` names the request: a new key starts a new load and the
 * previous one is aborted, so a fast listener never sees a stale page.
 */
export function useQuery<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { progress = true, enabled = true }: QueryOptions = {},
): QueryResult<T> {
  const [state, setState] = useState<QueryState<T> & { key: string }>({
    key,
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  // The fetcher is a fresh closure each render; the key alone decides when to load again.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let settled = false;
    setState({ key, status: 'loading', data: undefined, error: undefined });
    if (progress) emitPlatformEvent('shell:progress', { phase: 'start' });
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        settled = true;
        setState({ key, status: 'success', data, error: undefined });
        if (progress) emitPlatformEvent('shell:progress', { phase: 'finish' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settled = true;
        setState({ key, status: 'error', data: undefined, error });
        if (progress) emitPlatformEvent('shell:progress', { phase: 'fail' });
      },
    );
    return () => {
      // A load cut short by navigation must not leave the shell's bar running.
      if (!settled && progress) emitPlatformEvent('shell:progress', { phase: 'finish' });
      controller.abort();
    };
  }, [key, attempt, progress, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the effect for a new key has run, report loading rather than the previous key's data.
  if (state.key !== key || !enabled) return { status: 'loading', data: undefined, error: undefined, retry };
  const { key: _loadedKey, ...rest } = state;
  return { ...rest, retry } as QueryResult<T>;
}
