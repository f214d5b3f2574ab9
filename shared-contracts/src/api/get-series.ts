// GET node/series/{seriesID}: one series.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { SermonSeries } from '../entities/sermon-series';

export function getSeries(client: ApiClient, seriesID: number, options: RequestOptions = {}): Promise<SermonSeries> {
  return client.get<SermonSeries>(`node/series/${pathSegment(seriesID)}`, options);
}
