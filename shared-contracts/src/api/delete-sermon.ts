// DELETE node/sermons/{id}: the sermon and its media files go; a later GET answers 404. Answers 204.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteSermon(client: ApiClient, sermonID: string, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`node/sermons/${pathSegment(sermonID)}`, {
    ...options,
    query: { ...options.query, key: BROADCASTER_KEY_SELECTOR },
  });
}
