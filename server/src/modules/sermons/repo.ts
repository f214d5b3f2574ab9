// Sermon queries: the filtered/sorted/paged list, one sermon, and the media of a page of sermons.
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { SermonSortBy } from '@sermon/shared-contracts/constants/sermon-sort';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { broadcasters, series, sermonMedia, sermonScripture, sermons, speakers } from '../../db/schema';
import { inPublishStates, publishedAt, type PublishStates, type UnpublishedScope } from './visibility';

export type SermonRow = typeof sermons.$inferSelect;
export type SermonMediaRow = typeof sermonMedia.$inferSelect;

export interface SermonListFilter {
  page: number;
  pageSize: number;
  sortBy: SermonSortBy;
  now: number;
  states: PublishStates;
  /** whose drafts and scheduled sermons the caller may see (required, so no list forgets to ask) */
  unpublishedScope: UnpublishedScope;
  /** OSIS book, with an optional chapter*1000+verse range */
  scripture?: { book: string; startPos?: number; endPos?: number };
  eventType?: string;
  searchKeyword?: string;
  languageCode?: string;
  requireAudio?: boolean;
  requireVideo?: boolean;
  requirePDF?: boolean;
  noMedia?: boolean;
  /** id or title */
  series?: string;
  broadcasterID?: string;
  sermonIDs?: string[];
  speakerName?: string;
  speakerID?: number;
  year?: number;
  month?: number;
  day?: number;
  staffPick?: boolean;
  featured?: boolean;
  audioMinDurationSeconds?: number;
  audioMaxDurationSeconds?: number;
  /** YYYY-MM-DD bounds, inclusive */
  preachedAfter?: string;
  preachedBefore?: string;
  denomination?: string;
  state?: string;
  country?: string;
  vacantPulpit?: boolean;
  randomSeed: string;
}

/** A sermon joined with the rows it always needs. */
export interface SermonJoinedRow {
  sermon: Omit<SermonRow, 'search'>;
  speaker: typeof speakers.$inferSelect;
  broadcaster: typeof broadcasters.$inferSelect;
  series: typeof series.$inferSelect | null;
}

// The tsvector is for matching only; it never leaves the database.
const { search: _search, ...sermonColumns } = getTableColumns(sermons);

function searchQuery(keyword: string): SQL {
  return sql`websearch_to_tsquery('sermon_en', ${keyword})`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The series param is an id when it is a number that fits the column, else a title. */
function seriesIdOf(text: string): number | undefined {
  return /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

function conditionsFor(filter: SermonListFilter): SQL[] {
  const c: SQL[] = [inPublishStates(filter.states, filter.now, filter.unpublishedScope)];
  // A list of IDs "ignores most others" (api-shapes §2.1): only publish states still apply.
  if (filter.sermonIDs) {
    c.push(inArray(sermons.id, filter.sermonIDs));
    return c;
  }
  if (filter.scripture) {
    const { book, startPos, endPos } = filter.scripture;
    const range =
      startPos !== undefined && endPos !== undefined
        ? sql` and ${sermonScripture.startPos} <= ${endPos} and ${sermonScripture.endPos} >= ${startPos}`
        : sql``;
    c.push(
      sql`exists (select 1 from ${sermonScripture} where ${sermonScripture.sermonId} = ${sermons.id} and ${sermonScripture.book} = ${book}${range})`,
    );
  }
  if (filter.eventType) c.push(sql`lower(${sermons.eventType}) = lower(${filter.eventType})`);
  if (filter.searchKeyword) {
    const q = searchQuery(filter.searchKeyword);
    c.push(
      sql`(${sermons.search} @@ ${q} or ${sermons.speakerId} in (select ${speakers.id} from ${speakers} where to_tsvector('sermon_en', ${speakers.displayName}) @@ ${q}))`,
    );
  }
  if (filter.languageCode) {
    c.push(
      filter.languageCode.length === 2
        ? eq(sermons.languageCode, filter.languageCode)
        : eq(sermons.languageCode3, filter.languageCode),
    );
  }
  if (filter.requireAudio) c.push(eq(sermons.hasAudio, true));
  if (filter.requireVideo) c.push(eq(sermons.hasVideo, true));
  if (filter.requirePDF) c.push(eq(sermons.hasPdf, true));
  if (filter.noMedia) c.push(sql`not (${sermons.hasAudio} or ${sermons.hasVideo} or ${sermons.hasPdf})`);
  if (filter.series) {
    c.push(
      seriesIdOf(filter.series) !== undefined
        ? eq(sermons.seriesId, seriesIdOf(filter.series)!)
        : sql`lower(${series.title}) = lower(${filter.series})`,
    );
  }
  if (filter.broadcasterID) c.push(eq(sermons.broadcasterId, filter.broadcasterID));
  if (filter.speakerName) c.push(sql`lower(${speakers.displayName}) = lower(${filter.speakerName})`);
  if (filter.speakerID !== undefined) c.push(eq(sermons.speakerId, filter.speakerID));
  if (filter.year !== undefined) {
    const { year, month, day } = filter;
    let from: string;
    let to: string;
    if (month === undefined) {
      from = `${year}-01-01`;
      to = `${year + 1}-01-01`;
    } else if (day === undefined) {
      from = `${year}-${pad(month)}-01`;
      to = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
    } else {
      from = `${year}-${pad(month)}-${pad(day)}`;
      to = from;
    }
    c.push(
      from === to
        ? sql`${sermons.preachDate} = ${from}::date`
        : sql`${sermons.preachDate} >= ${from}::date and ${sermons.preachDate} < ${to}::date`,
    );
  }
  if (filter.staffPick !== undefined) {
    c.push(filter.staffPick ? sql`${sermons.pickDate} is not null` : sql`${sermons.pickDate} is null`);
  }
  if (filter.featured !== undefined) {
    c.push(filter.featured ? sql`${sermons.lastFeatureDate} is not null` : sql`${sermons.lastFeatureDate} is null`);
  }
  if (filter.audioMinDurationSeconds !== undefined) {
    c.push(sql`${sermons.audioDurationSeconds} >= ${filter.audioMinDurationSeconds}`);
  }
  if (filter.audioMaxDurationSeconds !== undefined) {
    c.push(sql`${sermons.audioDurationSeconds} <= ${filter.audioMaxDurationSeconds}`);
  }
  if (filter.preachedAfter) c.push(sql`${sermons.preachDate} >= ${filter.preachedAfter}::date`);
  if (filter.preachedBefore) c.push(sql`${sermons.preachDate} <= ${filter.preachedBefore}::date`);
  if (filter.denomination) c.push(sql`${broadcasters.denomination} ilike ${containsPattern(filter.denomination)}`);
  if (filter.state) c.push(sql`lower(${broadcasters.state}) = lower(${filter.state})`);
  if (filter.country) {
    c.push(
      sql`(upper(${broadcasters.countryIsoCode}) = upper(${filter.country}) or lower(${broadcasters.country}) = lower(${filter.country}))`,
    );
  }
  if (filter.vacantPulpit !== undefined) c.push(eq(broadcasters.vacantPulpit, filter.vacantPulpit));
  return c;
}

function orderFor(filter: SermonListFilter): SQL[] {
  const newest = [sql`${sermons.preachDate} desc`];
  const byPreach = sql`${sermons.preachDate} desc`;
  switch (filter.sortBy) {
    case 'newest':
      return newest;
    case 'oldest':
      return [sql`${sermons.preachDate} asc`];
    case 'newest-published':
      return [sql`${sermons.publishTimestamp} desc`];
    case 'added':
      return [sql`${sermons.createdAt} desc`];
    case 'updated':
      return [sql`${sermons.updatedAt} desc`];
    case 'pickdate':
      return [sql`${sermons.pickDate} desc nulls last`, byPreach];
    case 'title':
      return [sql`lower(${sermons.fullTitle}) asc`];
    case 'speaker':
      return [sql`lower(${speakers.sortName}) asc`, byPreach];
    case 'lastplayed':
      return [sql`greatest(${sermons.lastAudioAccessAt}, ${sermons.lastVideoAccessAt}) desc nulls last`, byPreach];
    case 'language':
      return [sql`${sermons.languageCode} asc`, byPreach];
    case 'event':
      return [sql`${sermons.eventType} asc`, byPreach];
    case 'downloads':
    case 'audioplays':
      return [sql`${sermons.downloadCount} desc`];
    case 'videoplays':
      return [sql`${sermons.videoDownloadCount} desc`];
    case 'plays':
      return [sql`(${sermons.downloadCount} + ${sermons.videoDownloadCount}) desc`];
    case 'series':
      return [sql`lower(${series.title}) asc nulls last`, byPreach];
    case 'commentcount':
      return [sql`${sermons.commentCount} desc`, byPreach];
    case 'bible':
      return [sql`${sermons.scriptureOrder} asc nulls last`, byPreach];
    case 'random':
      // Seeded, so that page 2 continues the order of page 1.
      return [sql`md5(${sermons.id} || ${filter.randomSeed})`];
    case 'relevance':
      return filter.searchKeyword
        ? [sql`ts_rank(${sermons.search}, ${searchQuery(filter.searchKeyword)}) desc`, byPreach]
        : newest;
  }
}

function needsJoins(filter: SermonListFilter): boolean {
  if (filter.sermonIDs) return false;
  return Boolean(
    filter.speakerName ||
      (filter.series && seriesIdOf(filter.series) === undefined) ||
      filter.denomination ||
      filter.state ||
      filter.country ||
      filter.vacantPulpit !== undefined,
  );
}

export async function listSermons(db: Db, filter: SermonListFilter): Promise<{ rows: SermonJoinedRow[]; total: number }> {
  const where = and(...conditionsFor(filter));
  const rows = await db
    .select({ sermon: sermonColumns, speaker: speakers, broadcaster: broadcasters, series })
    .from(sermons)
    .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
    .innerJoin(broadcasters, eq(broadcasters.id, sermons.broadcasterId))
    .leftJoin(series, eq(series.id, sermons.seriesId))
    .where(where)
    .orderBy(...orderFor(filter), sql`${sermons.id} desc`)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  // The joins are inner on non-null foreign keys, so counting needs them only when a filter reads them.
  const countQuery = db.select({ total: sql<number>`count(*)::int` }).from(sermons);
  const [totalRow] = needsJoins(filter)
    ? await countQuery
        .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
        .innerJoin(broadcasters, eq(broadcasters.id, sermons.broadcasterId))
        .leftJoin(series, eq(series.id, sermons.seriesId))
        .where(where)
    : await countQuery.where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findSermon(
  db: Db,
  sermonID: string,
  now: number,
  allowUnpublished: boolean,
): Promise<SermonJoinedRow | undefined> {
  const [row] = await db
    .select({ sermon: sermonColumns, speaker: speakers, broadcaster: broadcasters, series })
    .from(sermons)
    .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
    .innerJoin(broadcasters, eq(broadcasters.id, sermons.broadcasterId))
    .leftJoin(series, eq(series.id, sermons.seriesId))
    .where(allowUnpublished ? eq(sermons.id, sermonID) : and(eq(sermons.id, sermonID), publishedAt(now)))
    .limit(1);
  return row;
}

/** Several sermons by id (any order; missing or, unless allowed, unpublished ones are left out). */
export async function findSermons(
  db: Db,
  sermonIDs: string[],
  now: number,
  allowUnpublished: boolean,
): Promise<SermonJoinedRow[]> {
  const ids = [...new Set(sermonIDs)];
  if (ids.length === 0) return [];
  return db
    .select({ sermon: sermonColumns, speaker: speakers, broadcaster: broadcasters, series })
    .from(sermons)
    .innerJoin(speakers, eq(speakers.id, sermons.speakerId))
    .innerJoin(broadcasters, eq(broadcasters.id, sermons.broadcasterId))
    .leftJoin(series, eq(series.id, sermons.seriesId))
    .where(allowUnpublished ? inArray(sermons.id, ids) : and(inArray(sermons.id, ids), publishedAt(now)));
}

/** The columns that decide who may see a sermon and which translations it has, without the joins of a full sermon. */
export interface SermonHeader {
  id: string;
  broadcasterId: string;
  publishTimestamp: number | null;
  languageCode: string;
  languageCode3: string;
  translationGroup: string | null;
}

const headerColumns = {
  id: sermons.id,
  broadcasterId: sermons.broadcasterId,
  publishTimestamp: sermons.publishTimestamp,
  languageCode: sermons.languageCode,
  languageCode3: sermons.languageCode3,
  translationGroup: sermons.translationGroup,
};

/** Any sermon by id, whatever its publish state (the caller decides what the viewer may see). */
export async function findSermonHeader(db: Db, sermonID: string): Promise<SermonHeader | undefined> {
  const [row] = await db.select(headerColumns).from(sermons).where(eq(sermons.id, sermonID)).limit(1);
  return row;
}

/** Every sermon of a translation group, whatever its publish state. */
export async function translationGroupMembers(db: Db, group: string): Promise<SermonHeader[]> {
  return db.select(headerColumns).from(sermons).where(eq(sermons.translationGroup, group));
}

/** A sermon's transcript files (text rows of mediaType 'transcript'), oldest first. */
export async function transcriptFilesOf(db: Db, sermonID: string): Promise<TranscriptFile[]> {
  return db
    .select({ storageKey: sermonMedia.storageKey, language: sermonMedia.language })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.sermonId, sermonID), eq(sermonMedia.kind, 'text'), eq(sermonMedia.mediaType, 'transcript')))
    .orderBy(sermonMedia.id);
}

export type TranscriptFile = Pick<SermonMediaRow, 'storageKey' | 'language'>;

/** The title a download is named after. */
export async function sermonTitleOf(db: Db, sermonID: string): Promise<string | undefined> {
  const [row] = await db.select({ fullTitle: sermons.fullTitle }).from(sermons).where(eq(sermons.id, sermonID)).limit(1);
  return row?.fullTitle;
}

/** The file of a sermon's computed waveform peaks, if the pipeline made one. */
export async function waveformMediaOf(db: Db, sermonID: string): Promise<Pick<SermonMediaRow, 'storageKey'> | undefined> {
  const [row] = await db
    .select({ storageKey: sermonMedia.storageKey })
    .from(sermonMedia)
    .where(and(eq(sermonMedia.sermonId, sermonID), eq(sermonMedia.kind, 'waveform')))
    .orderBy(desc(sermonMedia.id))
    .limit(1);
  return row;
}

export async function mediaForSermons(db: Db, sermonIDs: string[]): Promise<Map<string, SermonMediaRow[]>> {
  const bySermon = new Map<string, SermonMediaRow[]>();
  if (sermonIDs.length === 0) return bySermon;
  // in insertion order, so lists keep a stable order and the newest of a kind is the last
  const rows = await db.select().from(sermonMedia).where(inArray(sermonMedia.sermonId, sermonIDs)).orderBy(sermonMedia.id);
  for (const row of rows) {
    const list = bySermon.get(row.sermonId) ?? [];
    list.push(row);
    bySermon.set(row.sermonId, list);
  }
  return bySermon;
}

export interface EventTypeCount {
  eventType: string;
  count: number;
}

export async function eventTypeCounts(
  db: Db,
  broadcasterID: string | undefined,
  includeUnpublished: boolean,
  now: number,
): Promise<EventTypeCount[]> {
  const conditions: SQL[] = [
    inPublishStates({ published: true, scheduled: includeUnpublished, drafts: includeUnpublished }, now),
  ];
  if (broadcasterID) conditions.push(eq(sermons.broadcasterId, broadcasterID));
  return db
    .select({ eventType: sermons.eventType, count: sql<number>`count(*)::int` })
    .from(sermons)
    .where(and(...conditions))
    .groupBy(sermons.eventType)
    .orderBy(sermons.eventType);
}

export async function languageCounts(db: Db, now: number): Promise<{ code: string; code3: string; count: number }[]> {
  return db
    .select({ code: sermons.languageCode, code3: sermons.languageCode3, count: sql<number>`count(*)::int` })
    .from(sermons)
    .where(publishedAt(now))
    .groupBy(sermons.languageCode, sermons.languageCode3);
}
