// Loads one thing for a dashboard page and keeps the three outcomes apart: loading, loaded, failed (with the HTTP
// status, so a page can show its not-found screen for a 404 and a retry for anything else).
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; status: number | null; message: string };

export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Load<T> & { reload(): void; replace(data: T): void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          status: isApiError(error) ? error.httpStatus : null,
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: T) => setLoad({ state: 'ready', data }), []);
  return Object.assign({}, load, { reload, replace });
}
