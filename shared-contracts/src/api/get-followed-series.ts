// GET site/users/series (auth): the series the signed-in user follows, newest follow first.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { SermonSeries } from '../entities/sermon-series';
import type { PageParams } from './page-params';

export function getFollowedSeries(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<SermonSeries>> {
  return client.get<NodeList<SermonSeries>>('site/users/series', { noCache: true, ...options, query: { ...params } });
}
