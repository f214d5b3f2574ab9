import { getSermon } from '@sermon/shared-contracts/api/get-sermon';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** One sermon for its page. */
export function useSermon(sermonID: string): QueryResult<Sermon> {
  const client = useApiClient();
  return useQuery(`sermon:${client.locale}:${sermonID}`, (signal) => getSermon(client, sermonID, {}, { signal }));
}
