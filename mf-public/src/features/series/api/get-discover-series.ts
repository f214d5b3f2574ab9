import { getDiscoverSeries, type DiscoverSeriesParams } from '@sermon/shared-contracts/api/get-discover-series';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { useApiClient } from '../../../components/api/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';
import { paramsKey } from '../../../components/api/query-key';

/** The series directory, 20 at a time (the spec's series page size). */
export function useDiscoverSeries(params: DiscoverSeriesParams): PagedResult<SermonSeries> {
  const client = useApiClient();
  const pageSize = PAGE_SIZES.series;
  return usePagedQuery(
    `discover-series:${client.locale}:${paramsKey(params)}`,
    (page, signal) => getDiscoverSeries(client, { ...params, page, pageSize }, { signal }),
    pageSize,
  );
}
