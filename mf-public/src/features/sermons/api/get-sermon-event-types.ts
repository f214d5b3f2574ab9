import { getSermonEventTypes } from '@sermon/shared-contracts/api/get-sermon-event-types';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonEventTypeDetail } from '@sermon/shared-contracts/entities/sermon-event-type';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Event types for the filter bar, with their localized labels. */
export function useSermonEventTypes(): QueryResult<NodeList<SermonEventTypeDetail>> {
  const client = useApiClient();
  return useQuery(`event-types:${client.locale}`, (signal) => getSermonEventTypes(client, {}, { signal }), { progress: false });
}
