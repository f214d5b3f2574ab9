// GET site/users/broadcasters (auth): the broadcasters the signed-in user follows, newest follow first.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Broadcaster } from '../entities/broadcaster';
import type { PageParams } from './page-params';

export function getFollowedBroadcasters(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<Broadcaster>> {
  return client.get<NodeList<Broadcaster>>('site/users/broadcasters', { noCache: true, ...options, query: { ...params } });
}
