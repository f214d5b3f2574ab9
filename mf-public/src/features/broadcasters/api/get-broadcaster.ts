import { getBroadcaster } from '@sermon/shared-contracts/api/get-broadcaster';
import type { Broadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** One broadcaster with every detail its page shows (the full record, not the lite one). */
export function useBroadcaster(broadcasterID: string): QueryResult<Broadcaster> {
  const client = useApiClient();
  return useQuery(`broadcaster:${client.locale}:${broadcasterID}`, (signal) =>
    getBroadcaster(client, broadcasterID, { lite: false }, { signal }),
  );
}
