// GET site/history/sermons (auth): the sermons the user played, most recent first, with where they stopped.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { HistoryEntry } from '../entities/user';
import type { PageParams } from './page-params';

export function getHistory(client: ApiClient, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<HistoryEntry>> {
  return client.get<NodeList<HistoryEntry>>('site/history/sermons', { noCache: true, ...options, query: { ...params } });
}
