import { getFollowedBroadcasters } from '@sermon/shared-contracts/api/get-followed-broadcasters';
import { getFollowedSeries } from '@sermon/shared-contracts/api/get-followed-series';
import { getFollowedSermons } from '@sermon/shared-contracts/api/get-followed-sermons';
import { getFollowedSpeakers } from '@sermon/shared-contracts/api/get-followed-speakers';
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { USER_LIST_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';
import type { FollowingKind } from '../following-kinds';

export interface FollowedItems {
  broadcasters: Broadcaster;
  speakers: Speaker;
  series: SermonSeries;
}

type Fetcher<K extends FollowingKind> = (
  client: ApiClient,
  params: { page: number; pageSize: number },
  options: { signal?: AbortSignal },
) => Promise<NodeList<FollowedItems[K]>>;

const FETCHERS: { [K in FollowingKind]: Fetcher<K> } = {
  broadcasters: getFollowedBroadcasters,
  speakers: getFollowedSpeakers,
  series: getFollowedSeries,
};

/** One page of what the user follows, for the overview's short lists. */
export function fetchFollowed<K extends FollowingKind>(client: ApiClient, kind: K, pageSize: number, signal: AbortSignal) {
  return (FETCHERS[kind] as Fetcher<K>)(client, { page: 1, pageSize }, { signal });
}

/** What the user follows of one kind, newest follow first, page after page. */
export function useFollowedPages<K extends FollowingKind>(kind: K): PagedResult<FollowedItems[K]> {
  const client = useApiClient();
  return usePagedQuery(
    `followed:${kind}`,
    (page, signal) => (FETCHERS[kind] as Fetcher<K>)(client, { page, pageSize: USER_LIST_PAGE_SIZE }, { signal }),
    USER_LIST_PAGE_SIZE,
  );
}

/** The favourite (bookmarked) sermons. */
export function useBookmarkPages(): PagedResult<Sermon> {
  const client = useApiClient();
  return usePagedQuery(
    'followed:sermons',
    (page, signal) => getFollowedSermons(client, { page, pageSize: USER_LIST_PAGE_SIZE }, { signal }),
    USER_LIST_PAGE_SIZE,
  );
}
