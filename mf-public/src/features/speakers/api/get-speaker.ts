import { getSpeaker } from '@sermon/shared-contracts/api/get-speaker';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** One speaker, by id or by display name (the API accepts both). */
export function useSpeaker(speakerIdOrName: number | string): QueryResult<Speaker> {
  const client = useApiClient();
  return useQuery(`speaker:${client.locale}:${speakerIdOrName}`, (signal) => getSpeaker(client, speakerIdOrName, { signal }));
}
