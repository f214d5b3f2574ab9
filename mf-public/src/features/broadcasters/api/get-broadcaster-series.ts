import { getBroadcasterSeries } from '@sermon/shared-contracts/api/get-broadcaster-series';
import { PAGE_SIZES } from '@sermon/shared-contracts/constants/page-sizes';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { useApiClient } from '../../../components/api/use-api-client';
import { usePagedQuery, type PagedResult } from '../../../components/api/use-paged-query';

/** A broadcaster's series, most recently updated first, 20 at a time (the spec's series page size). */
export function useBroadcasterSeries(broadcasterID: string): PagedResult<SermonSeries> {
  const client = useApiClient();
  const pageSize = PAGE_SIZES.series;
  return usePagedQuery(
    `broadcaster-series:${client.locale}:${broadcasterID}`,
    (page, signal) => getBroadcasterSeries(client, broadcasterID, { sort_by: 'last_updated', page, pageSize }, { signal }),
    pageSize,
  );
}
