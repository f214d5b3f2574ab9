// GET node/broadcasters/{id}/notices (any role): the notices sent, newest first, 10 to a page.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { BroadcasterNotice } from '../entities/notice';

export function getBroadcasterNotices(client: ApiClient, broadcasterID: string, page = 1, options: RequestOptions = {}): Promise<NodeList<BroadcasterNotice>> {
  return client.get<NodeList<BroadcasterNotice>>(`node/broadcasters/${pathSegment(broadcasterID)}/notices`, {
    ...options,
    noCache: true,
    query: { page, key: 'broadcaster' },
  });
}
