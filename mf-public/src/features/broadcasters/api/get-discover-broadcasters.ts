import { getDiscoverBroadcasters, type DiscoverBroadcastersParams } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { useApiClient } from '../../../components/api/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';
import { paramsKey } from '../../../components/api/query-key';

/** The broadcaster directory, a page at a time (as many per page as the sermon list). */
export function useDiscoverBroadcasters(params: DiscoverBroadcastersParams): PagedResult<Broadcaster> {
  const client = useApiClient();
  const pageSize = PAGE_SIZES.sermons;
  return usePagedQuery(
    `discover-broadcasters:${client.locale}:${paramsKey(params)}`,
    (page, signal) => getDiscoverBroadcasters(client, { ...params, page, pageSize }, { signal }),
    pageSize,
  );
}
