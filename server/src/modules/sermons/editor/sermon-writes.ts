// Creating, changing, duplicating and deleting sermons in the database (the dashboard editor and API clients).
import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { DISPLAY_TITLE_MAX_LENGTH } from '@sermon/shared-contracts/constants/text-limits';
import { SERMON_DEFAULTS } from '@sermon/shared-contracts/constants/sermon-editor';
import { findSermonLanguage, publishBlock, publishBlockProblem, sermonProblemText, todayIsoDate } from '@sermon/shared-contracts/rules/sermon-validation';
import { NOT_FOUND_MESSAGES } from '@sermon/shared-contracts/errors/messages';
import type { Db } from '../../../db/client';
import { broadcasters, series, sermonScripture, sermons, speakers } from '../../../db/schema';
import { BadRequestError, HttpError, NotFoundError } from '../../../http/api-errors';
import { parseScriptureReferences, scriptureOrder } from '../scripture-references';
import type { PublishChange, SermonInput } from './sermon-input';

export type SermonRecord = Omit<typeof sermons.$inferSelect, 'search'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

export const NOT_PUBLISHABLE_CODE = 'NOT_PUBLISHABLE';

// the tsvector is for matching only
const { search: _search, ...recordColumns } = getTableColumns(sermons);

export async function findSermonRecord(db: DbOrTx, sermonID: string): Promise<SermonRecord | undefined> {
  if (!/^\d{1,30}$/.test(sermonID)) return undefined;
  const [row] = await db
    .select(recordColumns)
    .from(sermons)
    .where(eq(sermons.id, sermonID))
    .limit(1);
  return row;
}

/** Media uploaded (or on its way): the sermon's language may no longer change (doc 1 §5). */
export function hasMedia(row: Pick<SermonRecord, 'hasAudio' | 'hasVideo' | 'hasPdf' | 'audioMediaStatus' | 'videoMediaStatus'>): boolean {
  return row.hasAudio || row.hasVideo || row.hasPdf || row.audioMediaStatus !== null || row.videoMediaStatus !== null;
}

/**
 * A new public sermonID: digits like the real ones ("122201427568190"), the creation time in ms and two random
 * digits; a clash (two creates in the same millisecond) simply takes the next candidate.
 */
function candidateSermonId(): string {
  return `${Date.now()}${String(randomInt(100)).padStart(2, '0')}`;
}

/** Inserts the sermon under a fresh candidate id, trying again when another insert took that id first. */
async function insertUnderFreeSermonId(tx: Tx, values: Omit<typeof sermons.$inferInsert, 'id'>): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const id = candidateSermonId();
    const inserted = await tx
      .insert(sermons)
      .values({ id, ...values })
      .onConflictDoNothing()
      .returning({ id: sermons.id });
    if (inserted.length) return id;
    if (attempt >= 5) throw new Error('could not find a free sermonID');
  }
}

/** "John Doe" -> "Doe, John"; one-word names and placeholders stay as they are. */
export function sortNameOf(displayName: string): string {
  const parts = displayName.trim().split(/\s+/);
  if (parts.length < 2 || displayName.includes(',')) return displayName.trim();
  const last = parts.pop()!;
  return `${last}, ${parts.join(' ')}`;
}

/**
 * The speaker of a write: speakerID (must exist), else the speaker of that name (any case), else a new speaker
 * locked to the broadcaster (only it may edit it; doc 1: broadcasterLock).
 */
export async function resolveSpeaker(
  db: DbOrTx,
  broadcasterID: string,
  choice: { speakerID?: number; speakerName?: string },
  now: number,
): Promise<{ id: number; displayName: string }> {
  if (choice.speakerID !== undefined) {
    const [row] = await db.select({ id: speakers.id, displayName: speakers.displayName }).from(speakers).where(eq(speakers.id, choice.speakerID)).limit(1);
    if (!row) throw new BadRequestError({ speakerID: 'no speaker has this ID' });
    return row;
  }
  const name = (choice.speakerName ?? SERMON_DEFAULTS.speakerName).trim().replace(/\s+/g, ' ');
  const byName = () =>
    db
      .select({ id: speakers.id, displayName: speakers.displayName })
      .from(speakers)
      .where(sql`lower(${speakers.displayName}) = lower(${name})`)
      .limit(1);
  const [existing] = await byName();
  if (existing) return existing;
  // another request may create the same name at the same moment: the unique index decides, then we read it back
  await db
    .insert(speakers)
    .values({ displayName: name, sortName: sortNameOf(name), broadcasterLock: broadcasterID, createdAt: now })
    .onConflictDoNothing();
  const [created] = await byName();
  return created!;
}

/** seriesID must be a series of this broadcaster; a title finds (any case) or creates one. */
export async function resolveSeries(
  db: DbOrTx,
  broadcasterID: string,
  choice: { seriesID?: number | null; seriesTitle?: string | null },
  now: number,
): Promise<{ id: number; title: string } | null | undefined> {
  if (choice.seriesID === null) return null;
  if (choice.seriesID !== undefined) {
    const [row] = await db
      .select({ id: series.id, title: series.title })
      .from(series)
      .where(and(eq(series.id, choice.seriesID), eq(series.broadcasterId, broadcasterID)))
      .limit(1);
    if (!row) throw new BadRequestError({ seriesID: 'no series of this broadcaster has this ID' });
    return row;
  }
  if (choice.seriesTitle === null) return null;
  if (choice.seriesTitle === undefined) return undefined;
  const title = choice.seriesTitle;
  const [existing] = await db
    .select({ id: series.id, title: series.title })
    .from(series)
    .where(and(eq(series.broadcasterId, broadcasterID), sql`lower(${series.title}) = lower(${title})`))
    .orderBy(series.id)
    .limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(series)
    .values({ broadcasterId: broadcasterID, title, createdAt: now, updatedAt: now })
    .returning({ id: series.id, title: series.title });
  return created!;
}

function publishTimestampOf(change: PublishChange, now: number): number | null {
  if (change.kind === 'now') return now;
  if (change.kind === 'draft') return null;
  return change.timestamp;
}

/**
 * Publishing or scheduling needs a publishable sermon (doc 1 §4): not already published, a known speaker and a
 * real title (and copyright accepted). 422 with the reason otherwise. Making a sermon a draft is always allowed.
 */
function checkPublishable(
  current: { publishTimestamp: number | null },
  next: { fullTitle: string; speakerName: string; acceptCopyright: boolean; publishTimestamp: number | null },
  change: PublishChange | undefined,
  now: number,
): void {
  if (!change || change.kind === 'draft') return;
  // resending the timestamp a sermon already has (PUT of the whole sermon) is no new publishing
  if (change.kind === 'at' && change.timestamp === current.publishTimestamp) return;
  const block = publishBlock(
    { publishTimestamp: current.publishTimestamp, fullTitle: next.fullTitle, speakerName: next.speakerName, acceptCopyright: next.acceptCopyright },
    now,
  );
  if (block) {
    const problem = publishBlockProblem(block);
    const text = sermonProblemText(problem);
    throw new HttpError(422, text, NOT_PUBLISHABLE_CODE, { [problem.field]: text });
  }
}

function displayTitleFor(input: SermonInput, fullTitle: string, current?: string): string {
  if (input.displayTitle) return input.displayTitle;
  if (current !== undefined && input.fullTitle === undefined) return current;
  return fullTitle.slice(0, DISPLAY_TITLE_MAX_LENGTH).trim();
}

async function writeScripture(db: DbOrTx, sermonID: string, bibleText: string | null): Promise<number | null> {
  const ranges = parseScriptureReferences(bibleText);
  await db.delete(sermonScripture).where(eq(sermonScripture.sermonId, sermonID));
  if (ranges.length) await db.insert(sermonScripture).values(ranges.map((r) => ({ sermonId: sermonID, ...r })));
  return scriptureOrder(ranges);
}

/** The broadcaster's own language when the platform offers it, else the default. */
async function defaultLanguage(db: DbOrTx, broadcasterID: string): Promise<{ code: string; code3: string }> {
  const [row] = await db.select({ languageCode: broadcasters.languageCode }).from(broadcasters).where(eq(broadcasters.id, broadcasterID)).limit(1);
  const language = findSermonLanguage(row?.languageCode) ?? findSermonLanguage(SERMON_DEFAULTS.languageCode)!;
  return { code: language.code, code3: language.code3 };
}

/** POST node/sermons: a new sermon with the spec's defaults for what is left out; returns its id. */
export async function createSermonRecord(db: Db, broadcasterID: string, input: SermonInput, now: number, timeZone?: string): Promise<string> {
  return db.transaction(async (tx) => {
    const fullTitle = input.fullTitle ?? SERMON_DEFAULTS.fullTitle;
    const speaker = await resolveSpeaker(tx, broadcasterID, { speakerID: input.speakerID, speakerName: input.speakerName }, now);
    // the subtitle mirrors the series title (PL's live test: subtitle 'Test Series' gives series 'Test Series')
    const seriesRow = await resolveSeries(tx, broadcasterID, { seriesID: input.seriesID, seriesTitle: input.seriesTitle ?? input.subtitle }, now);
    const acceptCopyright = input.acceptCopyright ?? true;
    const publishTimestamp = input.publish ? publishTimestampOf(input.publish, now) : null;
    checkPublishable({ publishTimestamp: null }, { fullTitle, speakerName: speaker.displayName, acceptCopyright, publishTimestamp }, input.publish, now);
    const language = input.language ?? (await defaultLanguage(tx, broadcasterID));
    const id = await insertUnderFreeSermonId(tx, {
      broadcasterId: broadcasterID,
      speakerId: speaker.id,
      seriesId: seriesRow?.id ?? null,
      fullTitle,
      displayTitle: displayTitleFor(input, fullTitle),
      subtitle: input.subtitle ?? seriesRow?.title ?? null,
      bibleText: input.bibleText ?? null,
      moreInfoText: input.moreInfoText ?? null,
      eventType: input.eventType ?? SERMON_DEFAULTS.eventType,
      languageCode: language.code,
      languageCode3: language.code3,
      preachDate: input.preachDate ?? todayIsoDate(new Date(now * 1000), timeZone),
      publishTimestamp,
      keywords: input.keywords ?? null,
      externalLink: input.externalLink ?? null,
      acceptCopyright,
      newsInFocus: input.newsInFocus ?? false,
      createdAt: now,
      updatedAt: now,
    });
    const order = await writeScripture(tx, id, input.bibleText ?? null);
    if (order !== null) await tx.update(sermons).set({ scriptureOrder: order }).where(eq(sermons.id, id));
    return id;
  });
}

/**
 * PATCH (only the fields sent change) or PUT (every editable field is replaced; what is left out takes the
 * create defaults, except the publish state, which changes only when asked).
 */
export async function updateSermonRecord(db: Db, current: SermonRecord, input: SermonInput, mode: 'patch' | 'put', now: number, timeZone?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const broadcasterID = current.broadcasterId;
    const put = mode === 'put';
    const pick = <T,>(sent: T | undefined, keep: T, fallback: T): T => (sent !== undefined ? sent : put ? fallback : keep);

    const fullTitle = pick(input.fullTitle, current.fullTitle, SERMON_DEFAULTS.fullTitle);
    const speakerChanged = input.speakerID !== undefined || input.speakerName !== undefined || put;
    const speaker = speakerChanged
      ? await resolveSpeaker(tx, broadcasterID, { speakerID: input.speakerID, speakerName: input.speakerName }, now)
      : (await tx.select({ id: speakers.id, displayName: speakers.displayName }).from(speakers).where(eq(speakers.id, current.speakerId)))[0]!;
    const seriesChoice =
      input.seriesID !== undefined || input.seriesTitle !== undefined
        ? { seriesID: input.seriesID, seriesTitle: input.seriesTitle }
        : put
          ? { seriesTitle: input.subtitle ?? null }
          : {};
    const seriesRow = await resolveSeries(tx, broadcasterID, seriesChoice, now);
    const acceptCopyright = pick(input.acceptCopyright, current.acceptCopyright, true);
    const publishTimestamp = input.publish ? publishTimestampOf(input.publish, now) : current.publishTimestamp;
    checkPublishable(current, { fullTitle, speakerName: speaker.displayName, acceptCopyright, publishTimestamp }, input.publish, now);
    const bibleText = pick(input.bibleText, current.bibleText, null);
    const language = input.language ?? (put ? { code: current.languageCode, code3: current.languageCode3 } : undefined);

    const changes: Partial<typeof sermons.$inferInsert> = {
      fullTitle,
      displayTitle: put ? displayTitleFor(input, fullTitle) : displayTitleFor(input, fullTitle, current.displayTitle),
      subtitle: pick(input.subtitle, current.subtitle, seriesRow?.title ?? null),
      speakerId: speaker.id,
      bibleText,
      moreInfoText: pick(input.moreInfoText, current.moreInfoText, null),
      eventType: pick(input.eventType, current.eventType, SERMON_DEFAULTS.eventType),
      preachDate: pick(input.preachDate, current.preachDate, todayIsoDate(new Date(now * 1000), timeZone)),
      keywords: pick(input.keywords, current.keywords, null),
      externalLink: pick(input.externalLink, current.externalLink, null),
      newsInFocus: pick(input.newsInFocus, current.newsInFocus, false),
      acceptCopyright,
      publishTimestamp,
      updatedAt: now,
    };
    if (seriesRow !== undefined) changes.seriesId = seriesRow?.id ?? null;
    if (language) {
      changes.languageCode = language.code;
      changes.languageCode3 = language.code3;
    }
    if (bibleText !== current.bibleText) changes.scriptureOrder = await writeScripture(tx, current.id, bibleText);
    await tx.update(sermons).set(changes).where(eq(sermons.id, current.id));
  });
}

/** POST node/sermons/{id}/duplicate: the same details under a new sermonID, as a draft without media. */
export async function duplicateSermonRecord(db: Db, source: SermonRecord, now: number): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertUnderFreeSermonId(tx, {
      broadcasterId: source.broadcasterId,
      speakerId: source.speakerId,
      seriesId: source.seriesId,
      fullTitle: source.fullTitle,
      displayTitle: source.displayTitle,
      subtitle: source.subtitle,
      bibleText: source.bibleText,
      moreInfoText: source.moreInfoText,
      eventType: source.eventType,
      languageCode: source.languageCode,
      languageCode3: source.languageCode3,
      preachDate: source.preachDate,
      publishTimestamp: null,
      keywords: source.keywords,
      externalLink: source.externalLink,
      scriptureOrder: source.scriptureOrder,
      acceptCopyright: source.acceptCopyright,
      newsInFocus: source.newsInFocus,
      showCc: source.showCc,
      socialSharing: source.socialSharing,
      createdAt: now,
      updatedAt: now,
    });
    await writeScripture(tx, id, source.bibleText);
    return id;
  });
}

export function notFound(): NotFoundError {
  return new NotFoundError(NOT_FOUND_MESSAGES.sermon);
}
