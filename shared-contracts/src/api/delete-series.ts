// DELETE node/series/{id} (dashboard, Uploader): the series goes, its sermons stay without it.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';

export function deleteSeries(client: ApiClient, seriesID: number, options: RequestOptions = {}): Promise<void> {
  return client.delete<void>(`node/series/${pathSegment(seriesID)}`, { ...options, query: { ...options.query, key: 'broadcaster' } });
}
