// GET node/discover/series: the series directory (/series, picks, podcasts, recent, search).
import type { ApiClient, RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { SermonSeries } from '../entities/sermon-series';
import type { DiscoverSeriesSortBy } from '../constants/series-sort';

export interface DiscoverSeriesParams {
  /** series holding a staff-picked sermon */
  staffPick?: boolean;
  podcastEnabled?: boolean;
  broadcasterID?: string;
  query?: string;
  sortBy?: DiscoverSeriesSortBy;
  page?: number;
  pageSize?: number;
}

export function getDiscoverSeries(
  client: ApiClient,
  params: DiscoverSeriesParams = {},
  options: RequestOptions = {},
): Promise<NodeList<SermonSeries>> {
  return client.get<NodeList<SermonSeries>>('node/discover/series', { ...options, query: { ...params } });
}
