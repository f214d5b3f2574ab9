// GET site/users/broadcasters?linkedOnly=true&pageSize=100 (auth): the broadcasters the user holds a role for.
// An empty list on any error (spec doc 2 §8): the picker then offers the sign-up and the legacy sign-in.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Broadcaster } from '../entities/broadcaster';
import type { NodeList } from '../entities/node-list';

export const LINKED_BROADCASTERS_PAGE_SIZE = 100;

export async function getLinkedBroadcasters(client: ApiClient, options: RequestOptions = {}): Promise<Broadcaster[]> {
  try {
    const list = await client.get<NodeList<Broadcaster>>('site/users/broadcasters', {
      noCache: true,
      ...options,
      query: { linkedOnly: true, pageSize: LINKED_BROADCASTERS_PAGE_SIZE },
    });
    return Array.isArray(list?.results) ? list.results : [];
  } catch {
    return [];
  }
}
