// DELETE node/broadcasters/{id}/notices/{noticeID} (Uploader).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteBroadcasterNotice(client: ApiClient, broadcasterID: string, noticeID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`node/broadcasters/${pathSegment(broadcasterID)}/notices/${pathSegment(noticeID)}`, {
    ...options,
    query: { ...options.query, key: 'broadcaster' },
  });
}
