import { getSermons, type SermonListParams } from '@sermon/shared-contracts/api/get-sermons';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { useApiClient } from '../../../components/api/use-api-client';
import { useQuery, type QueryResult } from '../../../components/api/use-query';

/** Staff picks, most recently picked first: also the list a card's play hands the player. */
export const FEATURED_SERMONS: SermonListParams = { staffPick: true, sortBy: 'pickdate' };

/** Staff picks, most recently picked first, for the home page. */
export function useFeaturedSermons(count: number): QueryResult<NodeList<Sermon>> {
  const client = useApiClient();
  return useQuery(`featured-sermons:${client.locale}:${count}`, (signal) =>
    getSermons(client, { ...FEATURED_SERMONS, pageSize: count, liteBroadcaster: true }, { signal }),
  );
}
