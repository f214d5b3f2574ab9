import { getDiscoverBroadcasters } from '@sermon/shared-contracts/api/get-discover-broadcasters';
import { MAX_PAGE_SIZE } from '@sermon/shared-contracts/constants/page-sizes';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Broadcasters for the filter bar, by name. */
export function useFilterBroadcasters(): QueryResult<NodeList<Broadcaster>> {
  const client = useApiClient();
  return useQuery(
    `filter-broadcasters:${client.locale}`,
    (signal) => getDiscoverBroadcasters(client, { sortBy: 'name', pageSize: MAX_PAGE_SIZE }, { signal }),
    { progress: false },
  );
}
