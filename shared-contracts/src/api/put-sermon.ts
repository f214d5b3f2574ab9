// PUT node/sermons/{id}: replace every editable field (fields left out take their defaults); answers the Sermon.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { Sermon } from '../entities/sermon';
import type { SermonWrite } from '../entities/sermon-editor';

export function putSermon(client: ApiClient, sermonID: string, fields: SermonWrite, options: RequestOptions = {}): Promise<Sermon> {
  return client.put<Sermon>(
    `node/sermons/${pathSegment(sermonID)}`,
    { ...fields, acceptCopyright: true, key: BROADCASTER_KEY_SELECTOR },
    options,
  );
}
