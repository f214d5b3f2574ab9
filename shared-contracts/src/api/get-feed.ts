// GET site/users/feeds?type= (auth): what is new from everything the user follows, newest first.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { FeedItem } from '../entities/user';
import type { PageParams } from './page-params';

export const FEED_TYPES = ['sermons', 'articles', 'notices', 'webcasts'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export function getFeed(client: ApiClient, type: FeedType, params: PageParams = {}, options: RequestOptions = {}): Promise<NodeList<FeedItem>> {
  return client.get<NodeList<FeedItem>>('site/users/feeds', { noCache: true, ...options, query: { type, ...params } });
}
