// Sermon use cases: the list, one sermon, and the event-type counts; each loads what the
// presentation needs for a whole page at once (media, speaker/series/broadcaster stats).
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { SermonEventTypeDetail } from '@sermon/shared-contracts/entities/sermon-event-type';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/api-errors';
import { nodeList } from '../../http/node-list';
import type { UrlBuilder } from '../../http/public-url';
import { broadcasterSermonCounts } from '../broadcasters/repo';
import { seriesStats } from '../series/repo';
import { speakerStats } from '../speakers/repo';
import { presentSermon, type SermonPresentationContext } from './present-sermon';
import { eventTypeCounts, findSermon, findSermons, listSermons, mediaForSermons, type SermonJoinedRow, type SermonListFilter } from './repo';
import { nowSeconds } from './visibility';

export interface SermonShape {
  lite: boolean;
  liteBroadcaster: boolean;
}

async function presentAll(db: Db, rows: SermonJoinedRow[], shape: SermonShape, url: UrlBuilder, now: number): Promise<Sermon[]> {
  const media = await mediaForSermons(db, rows.map((r) => r.sermon.id));
  const speakers = await speakerStats(db, rows.map((r) => r.speaker.id), now);
  const series = await seriesStats(db, rows.flatMap((r) => (r.series ? [r.series.id] : [])), now);
  const broadcasterCounts = shape.liteBroadcaster
    ? new Map<string, number>()
    : await broadcasterSermonCounts(db, rows.map((r) => r.broadcaster.id), now);
  const ctx: SermonPresentationContext = {
    url,
    media,
    speakerStats: speakers,
    seriesStats: series,
    broadcasterCounts,
    ...shape,
  };
  return rows.map((row) => presentSermon(row, ctx));
}

export async function sermonList(
  db: Db,
  filter: Omit<SermonListFilter, 'now'>,
  shape: SermonShape,
  url: UrlBuilder,
  nextLink: (total: number) => string | null,
): Promise<NodeList<Sermon>> {
  const now = nowSeconds();
  const { rows, total } = await listSermons(db, { ...filter, now });
  const results = await presentAll(db, rows, shape, url, now);
  return nodeList('sermons_list', 'Sermons', results, total, nextLink(total));
}

export async function getSermon(
  db: Db,
  sermonID: string,
  allowUnpublished: boolean,
  shape: SermonShape,
  url: UrlBuilder,
): Promise<Sermon> {
  const now = nowSeconds();
  const row = /^\d{1,30}$/.test(sermonID) ? await findSermon(db, sermonID, now, allowUnpublished) : undefined;
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES.sermon);
  const [sermon] = await presentAll(db, [row], shape, url, now);
  return sermon!;
}

/**
 * The sermons with these ids, presented in one batch, by id; lists of the signed-in user (history, favourites,
 * comments, feed) keep their own order and look their sermons up here.
 */
export async function presentSermonsByIds(
  db: Db,
  sermonIDs: string[],
  shape: SermonShape,
  url: UrlBuilder,
  options: { allowUnpublished?: boolean } = {},
): Promise<Map<string, Sermon>> {
  const now = nowSeconds();
  const rows = await findSermons(db, sermonIDs, now, options.allowUnpublished ?? false);
  const presented = await presentAll(db, rows, shape, url, now);
  return new Map(presented.map((sermon) => [sermon.sermonID, sermon]));
}

export async function sermonEventTypes(
  db: Db,
  broadcasterID: string | undefined,
  includeUnpublished: boolean,
): Promise<NodeList<SermonEventTypeDetail>> {
  const counts = await eventTypeCounts(db, broadcasterID, includeUnpublished, nowSeconds());
  const results: SermonEventTypeDetail[] = counts.map((c) => ({
    type: 'sermon_event_type',
    description: c.eventType,
    displayEventType: c.eventType,
    numberOfSermons: c.count,
    rokuImageURL: null,
    fireTVImageURL: null,
  }));
  return nodeList('sermon_event_types_list', 'Event Types', results, results.length, null);
}
