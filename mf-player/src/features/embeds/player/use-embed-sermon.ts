// The sermon an embed shows before anything plays: fetched once, with what went wrong told apart.
import { useCallback, useEffect, useState } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { usePlayerSermonLoader } from '../../player/api/get-player-sermon';

export type EmbedSermonState =
  | { status: 'loading'; sermon: null }
  | { status: 'ready'; sermon: Sermon }
  /** the API answered 404: no such sermon, or not published */
  | { status: 'not-found'; sermon: null }
  /** the network or the server failed: worth another try */
  | { status: 'failed'; sermon: null };

export function useEmbedSermon(sermonID: string): EmbedSermonState & { retry: () => void } {
  const loader = usePlayerSermonLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EmbedSermonState>({ status: 'loading', sermon: null });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', sermon: null });
    loader(sermonID, controller.signal).then(
      (sermon) => setState({ status: 'ready', sermon }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400)) {
          setState({ status: 'not-found', sermon: null });
          return;
        }
        console.warn('[embed] the sermon could not be loaded', error);
        setState({ status: 'failed', sermon: null });
      },
    );
    return () => controller.abort();
  }, [loader, sermonID, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
