// highlighted_sermons (api-shapes §1.8, §2.2): the order of the broadcaster page's sermon list (sortOrder) and its
// highlighted "audio" sermon, chosen by audioType: a fixed sermon (sermon_id), the newest of an event type
// (event_type), the newest sermon or staff pick, or a random one of either. Only published sermons are shown.
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  HIGHLIGHTED_AUDIO_TYPES,
  HIGHLIGHTED_SORT_ORDERS,
  type HighlightedAudioType,
  type HighlightedSermons,
  type HighlightedSortOrder,
} from '@sermon/shared-contracts/api/get-highlighted-sermons';
import { isSermonEventType } from '@sermon/shared-contracts/constants/event-types';
import type { Db } from '../../db/client';
import { broadcasters, sermons } from '../../db/schema';
import { BadRequestError } from '../../http/api-errors';
import type { UrlBuilder } from '../../http/public-url';
import { bodyOf } from '../accounts/request-body';
import { presentSermonsByIds } from '../sermons/service';
import { publishedAt } from '../sermons/visibility';

export const SORT_TITLES: Record<HighlightedSortOrder, string> = {
  preached: 'Recently Preached',
  popular: 'Most Popular',
  added: 'Recently Added',
  picklistnewest: 'Newest Staff Picks',
  picklistrandom: 'Random Staff Picks',
  clipsnewest: 'Newest Clips',
  clipsrandom: 'Random Clips',
};

const AUDIO_TITLES: Record<Exclude<HighlightedAudioType, 'event_type'>, string> = {
  sermon_id: 'Featured Sermon',
  newest: 'Newest Sermon',
  newestpick: 'Newest Staff Pick',
  randompick: 'Staff Pick',
  randomsource: 'Random Sermon',
};

export const DEFAULT_AUDIO_TYPE: HighlightedAudioType = 'newest';

export interface HighlightedChoice {
  sortOrder: HighlightedSortOrder | null;
  sortTitle: string;
  audioType: HighlightedAudioType;
  audioTitle: string | null;
  /** the sermon shown now, or null */
  sermonID: string | null;
  audioSermonID: string | null;
  audioEventType: string | null;
}

/** Resolves the stored choice to the sermon shown now; null when the broadcaster does not exist. */
export async function resolveHighlighted(db: Db, broadcasterID: string, now: number): Promise<HighlightedChoice | null> {
  const [row] = await db
    .select({
      sortOrder: broadcasters.highlightedSortOrder,
      audioType: broadcasters.highlightedAudioType,
      sermonId: broadcasters.highlightedSermonId,
      eventType: broadcasters.highlightedEventType,
    })
    .from(broadcasters)
    .where(eq(broadcasters.id, broadcasterID));
  if (!row) return null;
  const sortOrder = (HIGHLIGHTED_SORT_ORDERS as readonly string[]).includes(row.sortOrder ?? '') ? (row.sortOrder as HighlightedSortOrder) : null;
  const audioType = (HIGHLIGHTED_AUDIO_TYPES as readonly string[]).includes(row.audioType ?? '')
    ? (row.audioType as HighlightedAudioType)
    : row.sermonId
      ? 'sermon_id'
      : row.eventType
        ? 'event_type'
        : DEFAULT_AUDIO_TYPE;

  const own = and(eq(sermons.broadcasterId, broadcasterID), publishedAt(now));
  const newestFirst = [desc(sermons.preachDate), desc(sermons.publishTimestamp), desc(sermons.id)];
  const pick = async (where: ReturnType<typeof and>, random: boolean): Promise<string | null> => {
    const [found] = await db
      .select({ id: sermons.id })
      .from(sermons)
      .where(where)
      .orderBy(...(random ? [sql`random()`] : newestFirst))
      .limit(1);
    return found?.id ?? null;
  };

  let sermonID: string | null = null;
  if (audioType === 'sermon_id') sermonID = row.sermonId ? await pick(and(own, eq(sermons.id, row.sermonId)), false) : null;
  else if (audioType === 'event_type') sermonID = row.eventType ? await pick(and(own, eq(sermons.eventType, row.eventType)), false) : null;
  else if (audioType === 'newest') sermonID = await pick(own, false);
  else if (audioType === 'randomsource') sermonID = await pick(own, true);
  else if (audioType === 'newestpick') sermonID = await pick(and(own, isNotNull(sermons.pickDate)), false);
  else sermonID = await pick(and(own, isNotNull(sermons.pickDate)), true);

  const audioTitle = sermonID === null ? null : audioType === 'event_type' ? row.eventType : AUDIO_TITLES[audioType];
  return {
    sortOrder,
    sortTitle: SORT_TITLES[sortOrder ?? 'preached'],
    audioType,
    audioTitle,
    sermonID,
    audioSermonID: row.sermonId,
    audioEventType: row.eventType,
  };
}

export async function presentHighlighted(db: Db, choice: HighlightedChoice, url: UrlBuilder): Promise<HighlightedSermons> {
  const sermon = choice.sermonID
    ? ((await presentSermonsByIds(db, [choice.sermonID], { lite: false, liteBroadcaster: true }, url)).get(choice.sermonID) ?? null)
    : null;
  return {
    sortOrder: choice.sortOrder,
    sortTitle: choice.sortTitle,
    audioTitle: sermon ? choice.audioTitle : null,
    audioSermon: sermon,
    audioType: choice.audioType,
    audioSermonID: choice.audioSermonID,
    audioEventType: choice.audioEventType,
  };
}

export const SORT_ORDER_TEXT = `Use one of ${HIGHLIGHTED_SORT_ORDERS.join(', ')}.`;
export const AUDIO_TYPE_TEXT = `Use one of ${HIGHLIGHTED_AUDIO_TYPES.join(', ')}.`;
export const AUDIO_SERMON_TEXT = 'Choose one of this broadcaster’s sermons.';
export const AUDIO_EVENT_TYPE_TEXT = 'Choose a sermon event type.';
export const NOTHING_TO_CHANGE_TEXT = 'Send sortOrder, audioType or both.';

/**
 * PATCH: form, JSON or query fields `sortOrder` and/or `audioType` (+ `audioSermonID` for sermon_id,
 * `audioEventType` for event_type). The fixed sermon must be one of the broadcaster's own (a draft may be chosen;
 * it shows once published).
 */
export async function patchHighlighted(db: Db, request: FastifyRequest, broadcasterID: string): Promise<void> {
  const body = { ...bodyOf(request.query), ...bodyOf(request.body) };
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string).trim() : body[field] === undefined || body[field] === null ? undefined : null);
  const problems: Record<string, string> = {};
  const changes: Partial<typeof broadcasters.$inferInsert> = {};

  const sortOrder = text('sortOrder');
  if (sortOrder !== undefined) {
    const lower = sortOrder?.toLowerCase() ?? '';
    if ((HIGHLIGHTED_SORT_ORDERS as readonly string[]).includes(lower)) changes.highlightedSortOrder = lower;
    else problems.sortOrder = SORT_ORDER_TEXT;
  }
  const audioType = text('audioType');
  if (audioType !== undefined) {
    const lower = audioType?.toLowerCase() ?? '';
    if (!(HIGHLIGHTED_AUDIO_TYPES as readonly string[]).includes(lower)) problems.audioType = AUDIO_TYPE_TEXT;
    else {
      changes.highlightedAudioType = lower;
      changes.highlightedSermonId = null;
      changes.highlightedEventType = null;
      if (lower === 'sermon_id') {
        const id = text('audioSermonID') ?? text('audioSermonId') ?? '';
        const [own] = id && /^\d{1,30}$/.test(id)
          ? await db.select({ id: sermons.id }).from(sermons).where(and(eq(sermons.id, id), eq(sermons.broadcasterId, broadcasterID)))
          : [];
        if (own) changes.highlightedSermonId = own.id;
        else problems.audioSermonID = AUDIO_SERMON_TEXT;
      } else if (lower === 'event_type') {
        const eventType = text('audioEventType') ?? '';
        if (isSermonEventType(eventType)) changes.highlightedEventType = eventType;
        else problems.audioEventType = AUDIO_EVENT_TYPE_TEXT;
      }
    }
  }
  if (sortOrder === undefined && audioType === undefined) problems.sortOrder = NOTHING_TO_CHANGE_TEXT;
  if (Object.keys(problems).length) throw new BadRequestError(problems);
  await db.update(broadcasters).set(changes).where(eq(broadcasters.id, broadcasterID));
}
