import { getSeries } from '@sermon/shared-contracts/api/get-series';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** One series for its page. */
export function useSeries(seriesID: number): QueryResult<SermonSeries> {
  const client = useApiClient();
  return useQuery(`series:${client.locale}:${seriesID}`, (signal) => getSeries(client, seriesID, { signal }));
}
