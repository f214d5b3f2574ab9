// GET site/users/speakers (auth): the speakers the signed-in user follows, newest follow first.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Speaker } from '../entities/speaker';
import type { PageParams } from './page-params';

export function getFollowedSpeakers(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<Speaker>> {
  return client.get<NodeList<Speaker>>('site/users/speakers', { noCache: true, ...options, query: { ...params } });
}
