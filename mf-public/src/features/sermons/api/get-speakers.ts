import { getSpeakers } from '@sermon/shared-contracts/api/get-speakers';
import { MAX_PAGE_SIZE } from '@sermon/shared-contracts/constants/page-sizes';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Speakers for the filter bar (of one broadcaster once one is chosen), by name. */
export function useFilterSpeakers(broadcasterID: string | null): QueryResult<NodeList<Speaker>> {
  const client = useApiClient();
  return useQuery(
    `filter-speakers:${client.locale}:${broadcasterID ?? ''}`,
    (signal) =>
      getSpeakers(client, { sortBy: 'name', pageSize: MAX_PAGE_SIZE, ...(broadcasterID ? { broadcasterID } : {}) }, { signal }),
    { progress: false },
  );
}
