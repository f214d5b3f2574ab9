// GET node/broadcasters/{id}/series: a broadcaster's series (note the snake_case sort_by).
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { SermonSeries, SeriesFilterBy, SeriesSortBy } from '../entities/sermon-series';

export interface BroadcasterSeriesParams {
  page?: number;
  pageSize?: number;
  sort_by?: SeriesSortBy;
  filterBy?: SeriesFilterBy;
}

export function getBroadcasterSeries(
  client: ApiClient,
  broadcasterID: string,
  params: BroadcasterSeriesParams = {},
  options: RequestOptions = {},
): Promise<NodeList<SermonSeries>> {
  return client.get<NodeList<SermonSeries>>(`node/broadcasters/${pathSegment(broadcasterID)}/series`, {
    ...options,
    query: { ...params },
  });
}
