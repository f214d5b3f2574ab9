// The live embed's data: the broadcaster (lite) and its newest published sermon, fetched together.
import { useCallback, useEffect, useState } from 'react';
import { getBroadcaster } from '@sermon/shared-contracts/api/get-broadcaster';
import { getSermons } from '@sermon/shared-contracts/api/get-sermons';
import type { LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { isApiError } from '@sermon/shared-contracts/errors/api-error';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

export type LiveBroadcasterState =
  | { status: 'loading' }
  | { status: 'ready'; broadcaster: LiteBroadcaster; latest: Sermon | null }
  | { status: 'not-found' }
  | { status: 'failed' };

export function useLiveBroadcaster(broadcasterID: string): LiveBroadcasterState & { retry: () => void } {
  const client = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LiveBroadcasterState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    Promise.all([
      getBroadcaster(client, broadcasterID, { lite: true }, { signal }),
      getSermons(client, { broadcasterID, sortBy: 'newest', pageSize: 1, lite: true, liteBroadcaster: true }, { signal }),
    ]).then(
      ([broadcaster, sermons]) => setState({ status: 'ready', broadcaster, latest: sermons.results[0] ?? null }),
      (error: unknown) => {
        if (signal.aborted) return;
        if (isApiError(error) && error.httpStatus === 404) {
          setState({ status: 'not-found' });
          return;
        }
        console.warn('[embed] the broadcaster could not be loaded', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, broadcasterID, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
