// Series use cases: one series, a broadcaster's series and the series directory.
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { presentLiteBroadcaster } from '../broadcasters/present-broadcaster';
import { nowSeconds } from '../sermons/visibility';
import { presentSeries } from './present-series';
import { findSeries, listSeries, seriesStats, type SeriesListFilter } from './repo';

export async function getSeries(db: Db, idOrTitle: string, url: UrlBuilder, broadcasterID?: string): Promise<SermonSeries> {
  const found = await findSeries(db, idOrTitle, broadcasterID);
  if (!found) throw new NotFoundError(NOT_FOUND_MESSAGES.series);
  const stats = await seriesStats(db, [found.series.id], nowSeconds());
  return presentSeries(found.series, stats.get(found.series.id), presentLiteBroadcaster(found.broadcaster, url), url);
}

export async function seriesList(
  db: Db,
  filter: Omit<SeriesListFilter, 'now'>,
  url: UrlBuilder,
  nextLink: (total: number) => string | null,
): Promise<NodeList<SermonSeries>> {
  const { items, total } = await listSeries(db, { ...filter, now: nowSeconds() });
  return nodeList(
    'series_list',
    'Series',
    items.map((item) => presentSeries(item.series, item.stats, presentLiteBroadcaster(item.broadcaster, url), url)),
    total,
    nextLink(total),
  );
}
