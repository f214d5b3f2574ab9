import { getFeed, type FeedType } from '@sermon/shared-contracts/api/get-feed';
import { USER_LIST_PAGE_SIZE } from '@sermon/shared-contracts/constants/accounts';
import type { FeedItem } from '@sermon/shared-contracts/entities/user';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** One tab of the feed, newest first. */
export function useFeedPages(type: FeedType): PagedResult<FeedItem> {
  const client = useApiClient();
  return usePagedQuery(
    `feed:${type}`,
    (page, signal) => getFeed(client, type, { page, pageSize: USER_LIST_PAGE_SIZE }, { signal }),
    USER_LIST_PAGE_SIZE,
  );
}
