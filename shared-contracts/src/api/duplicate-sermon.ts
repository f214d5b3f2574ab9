// POST node/sermons/{id}/duplicate: a draft copy with a new sermonID and no media; answers the new Sermon (201).
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Sermon } from '../entities/sermon';

export function duplicateSermon(client: ApiClient, sermonID: string, options: RequestOptions = {}): Promise<Sermon> {
  return client.post<Sermon>(`node/sermons/${pathSegment(sermonID)}/duplicate`, { key: BROADCASTER_KEY_SELECTOR }, options);
}
