// GET site/users/sermons (auth): the sermons the signed-in user follows, newest follow first.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { Sermon } from '../entities/sermon';
import type { PageParams } from './page-params';

export function getFollowedSermons(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<Sermon>> {
  return client.get<NodeList<Sermon>>('site/users/sermons', { noCache: true, ...options, query: { ...params } });
}
