// The broadcaster a user chose as My Church (its name and picture for the settings page) and the name search to pick one.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { getBroadcaster } from '@sermon/shared-contracts/api/get-broadcaster';
import { getDiscoverBroadcasters } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import type { Broadcaster, LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Names shorter than this are not searched (spec doc 1 §5: search at least 3 characters). */
export const CHURCH_SEARCH_MIN_LENGTH = 3;
export const CHURCH_SEARCH_DEBOUNCE_MS = 300;
export const CHURCH_SEARCH_RESULTS = 8;

export function useChurch(broadcasterID: string | null): QueryResult<LiteBroadcaster> {
  const client = useApiClient();
  return useQuery(
    `my-church:${client.locale}:${broadcasterID}`,
    (signal) => getBroadcaster(client, broadcasterID ?? '', {}, { signal }),
    { enabled: broadcasterID !== null, progress: false },
  );
}

export type ChurchSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: Broadcaster[] }
  | { status: 'error' };

/** Broadcasters whose name matches `query`, searched through the same directory call the /broadcasters pages use. */
export function useChurchSearch(query: string): ChurchSearch {
  const client = useApiClient();
  const trimmed = query.trim();
  const searchable = trimmed.length >= CHURCH_SEARCH_MIN_LENGTH;
  const [state, setState] = useState<{ query: string; search: ChurchSearch }>({ query: '', search: { status: 'idle' } });
  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => searchChurches(client, trimmed, controller, (search) => setState({ query: trimmed, search })), CHURCH_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, trimmed, searchable]);
  if (!searchable) return { status: 'idle' };
  return state.query === trimmed ? state.search : { status: 'searching' };
}

function searchChurches(client: ApiClient, query: string, controller: AbortController, report: (search: ChurchSearch) => void): void {
  getDiscoverBroadcasters(client, { query, sortBy: 'name', pageSize: CHURCH_SEARCH_RESULTS }, { signal: controller.signal }).then(
    (list) => {
      if (!controller.signal.aborted) report({ status: 'done', results: list.results });
    },
    () => {
      if (!controller.signal.aborted) report({ status: 'error' });
    },
  );
}
