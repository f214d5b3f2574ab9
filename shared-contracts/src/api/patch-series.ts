// PATCH node/series/{id} (dashboard, Uploader): change a series; answers it with the private podcast e-mail.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonSeries } from '../entities/sermon-series';

export interface SeriesPatch {
  title?: string;
  description?: string | null;
  podcastEnabled?: boolean;
  podcastEmail?: string | null;
  podcastSpeaker?: string | null;
  /** a sermon sort option (newest, oldest, title, ...) */
  defaultSortBy?: string | null;
}

export function patchSeries(client: ApiClient, seriesID: number, patch: SeriesPatch, options: RequestOptions = {}): Promise<SermonSeries> {
  return client.patch<SermonSeries>(`node/series/${pathSegment(seriesID)}`, { ...patch, key: 'broadcaster' }, options);
}
