// POST node/series (dashboard, Uploader): a new series of the broadcaster; answers it with the private podcast e-mail.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { SermonSeries } from '../entities/sermon-series';
import type { SeriesPatch } from './patch-series';

export function createSeries(client: ApiClient, broadcasterID: string, fields: SeriesPatch & { title: string }, options: RequestOptions = {}): Promise<SermonSeries> {
  return client.post<SermonSeries>('node/series', { ...fields, broadcasterID, key: 'broadcaster' }, options);
}
