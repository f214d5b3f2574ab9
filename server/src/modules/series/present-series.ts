// Database rows -> the SermonSeries JSON of api-shapes §1.4.
import type { LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import type { series } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import { artworkPath } from '../artwork/artwork-urls';

export type SeriesRow = typeof series.$inferSelect;

export interface SeriesStats {
  count: number;
  earliest: string | null;
  latest: string | null;
  pickDate: string | null;
  /** language of most of its sermons */
  languageCode: string | null;
}

export function presentSeries(
  row: SeriesRow,
  stats: SeriesStats | undefined,
  broadcaster: LiteBroadcaster | null,
  url: UrlBuilder,
  lite = false,
): SermonSeries {
  // an uploaded image (P1's image endpoints set image_key) wins over the generated artwork
  const image = url(row.imageKey ? `/media/${row.imageKey}` : artworkPath('series', row.id));
  return {
    type: lite ? 'lite_sermon_series' : 'series',
    seriesID: row.id,
    title: row.title,
    broadcasterID: row.broadcasterId,
    broadcaster,
    latest: stats?.latest ?? null,
    earliest: stats?.earliest ?? null,
    updated: row.updatedAt,
    count: stats?.count ?? 0,
    description: row.description,
    podcastEnabled: row.podcastEnabled,
    podcastSpeaker: row.podcastSpeaker ?? null,
    image,
    imageResizable: image,
    rssURL: null,
    rssAtomURL: null,
    pickDate: stats?.pickDate ?? null,
    feedLinks: [],
    languageCode: stats?.languageCode ?? null,
    defaultSortBy: row.defaultSortBy ?? null,
    followed: false,
  };
}
