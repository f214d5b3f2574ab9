// GET node/series/{id}/editor (dashboard, Uploader): the series with its private podcast e-mail, for the editor.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonSeries } from '../entities/sermon-series';

export function getSeriesEditor(client: ApiClient, seriesID: number | string, options: RequestOptions = {}): Promise<SermonSeries> {
  return client.get<SermonSeries>(`node/series/${pathSegment(seriesID)}/editor`, { ...options, noCache: true, query: { ...options.query, key: 'broadcaster' } });
}
