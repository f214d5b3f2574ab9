// POST node/sermons (broadcaster key, signed in as an Uploader or Admin): a new sermon; 201 with the Sermon.
// The editor always sends copyright accepted (doc 1 §5).
import { BROADCASTER_KEY_SELECTOR, type ApiClient, type RequestOptions } from './create-api-client';
import type { Sermon } from '../entities/sermon';
import type { SermonWrite } from '../entities/sermon-editor';

export function createSermon(client: ApiClient, fields: SermonWrite, options: RequestOptions = {}): Promise<Sermon> {
  return client.post<Sermon>('node/sermons', { ...fields, acceptCopyright: true, key: BROADCASTER_KEY_SELECTOR }, options);
}
