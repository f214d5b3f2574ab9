import { getBroadcasterSeries } from '@sermon/shared-contracts/api/get-broadcaster-series';
import { MAX_PAGE_SIZE } from '@sermon/shared-contracts/constants/page-sizes';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** The chosen broadcaster's series for the filter bar (a series filter needs its broadcaster). */
export function useFilterSeries(broadcasterID: string | null): QueryResult<NodeList<SermonSeries>> {
  const client = useApiClient();
  return useQuery(
    `filter-series:${client.locale}:${broadcasterID ?? ''}`,
    (signal) => getBroadcasterSeries(client, broadcasterID ?? '', { sort_by: 'title', pageSize: MAX_PAGE_SIZE }, { signal }),
    { progress: false, enabled: broadcasterID !== null },
  );
}
