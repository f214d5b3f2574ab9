// PATCH node/sermons/{id}: change some fields (publishNow, publishTimestamp, seriesID, keywords, ...); answers 204.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonWrite } from '../entities/sermon-editor';

export function patchSermon(client: ApiClient, sermonID: string, fields: SermonWrite, options: RequestOptions = {}): Promise<void> {
  return client.patch<void>(`node/sermons/${pathSegment(sermonID)}`, { ...fields, key: BROADCASTER_KEY_SELECTOR }, options);
}
