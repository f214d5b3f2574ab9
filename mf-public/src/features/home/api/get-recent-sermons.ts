import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** The newest published sermons: also the list a card's play hands the player. */
export const RECENT_SERMONS: SermonListParams = { sortBy: 'newest-published' };

/** The newest published sermons for the home page. */
export function useRecentSermons(count: number): QueryResult<NodeList<Sermon>> {
  const client = useApiClient();
  return useQuery(`recent-sermons:${client.locale}:${count}`, (signal) =>
    getSermons(client, { ...RECENT_SERMONS, pageSize: count, liteBroadcaster: true }, { signal }),
  );
}
