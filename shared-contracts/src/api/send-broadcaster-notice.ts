// POST node/broadcasters/{id}/notices {title, text, confirm: true}: the server refuses a notice sent without confirmation.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { BroadcasterNotice } from '../entities/notice';

export function sendBroadcasterNotice(
  client: ApiClient,
  broadcasterID: string,
  notice: { title: string; text: string },
  options: RequestOptions = {},
): Promise<BroadcasterNotice> {
  return client.post<BroadcasterNotice>(`node/broadcasters/${pathSegment(broadcasterID)}/notices`, { ...notice, confirm: true, key: 'broadcaster' }, options);
}
