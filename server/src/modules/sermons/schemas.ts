// Query schemas of the sermon endpoints, and the cross-field rules zod alone does not express.
import { z } from 'zod';
import { findBibleBook } from '@sermon/shared-contracts/constants/bible-books';
import { SERMON_SORT_OPTIONS, DEFAULT_SERMON_SORT } from '@sermon/shared-contracts/constants/sermon-sort';
import { BadRequestError } from '../../http/api-errors';
import { booleanParam, choiceWithFallback, intParam, optionalParam, parseQuery, textParam, pagingShape } from '../../http/query-params';
import { WHOLE_CHAPTER_END } from './scripture-references';
import type { SermonListFilter } from './repo';

const MAX_SERMON_IDS = 200;
const EPOCH_MAX = 32_503_680_000; // year 3000

export const sermonListQuery = z.object({
  ...pagingShape,
  sortBy: choiceWithFallback(SERMON_SORT_OPTIONS, DEFAULT_SERMON_SORT),
  book: textParam(40),
  chapter: intParam(1, 150),
  chapterEnd: intParam(1, 150),
  verse: intParam(1, 176),
  verseEnd: intParam(1, 176),
  eventType: textParam(64),
  searchKeyword: textParam(200),
  languageCode: optionalParam(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2,3}$/, { error: 'must be a 2- or 3-letter language code' }),
  ),
  requireAudio: booleanParam,
  requireVideo: booleanParam,
  requirePDF: booleanParam,
  noMedia: booleanParam,
  series: textParam(200),
  broadcasterID: textParam(64),
  sermonIDs: optionalParam(
    z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*$/, { error: 'must be sermon IDs separated by commas' })
      .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
      .refine((ids) => ids.length <= MAX_SERMON_IDS, { error: `must list at most ${MAX_SERMON_IDS} IDs` }),
  ),
  speakerName: textParam(200),
  speakerID: intParam(1, 2_147_483_647),
  year: intParam(1000, 9999),
  month: intParam(1, 12),
  day: intParam(1, 31),
  staffPick: booleanParam,
  featured: booleanParam,
  includeDrafts: booleanParam,
  includeScheduled: booleanParam,
  includePublished: booleanParam,
  liteBroadcaster: booleanParam,
  lite: booleanParam,
  audioMinDurationSeconds: intParam(0, 1_000_000),
  audioMaxDurationSeconds: intParam(0, 1_000_000),
  preachedAfterTimestamp: intParam(-EPOCH_MAX, EPOCH_MAX),
  preachedBeforeTimestamp: intParam(-EPOCH_MAX, EPOCH_MAX),
  denomination: textParam(100),
  state: textParam(64),
  country: textParam(64),
  vacantPulpit: booleanParam,
  randomSeed: textParam(64),
});

export const sermonQuery = z.object({
  lite: booleanParam,
  liteBroadcaster: booleanParam,
  allowUnpublished: booleanParam,
});

/** cacheTTL is a cache hint in seconds: any whole number of 0 or more (the service caps what it honours). */
const cacheTTLParam = optionalParam(
  z
    .string()
    .trim()
    .regex(/^\d{1,40}$/, { error: 'must be a whole number of seconds, 0 or more' })
    .transform(Number),
);

export const sermonWaveformQuery = z.object({
  peaksOnly: booleanParam,
  cacheTTL: cacheTTLParam,
  allowUnpublished: booleanParam,
});

export const sermonTranscriptQuery = z.object({
  language: optionalParam(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{3}$/, { error: 'must be a 3-letter ISO 639-3 language code, e.g. eng' }),
  ),
  allowUnpublished: booleanParam,
});

export const sermonLanguagesQuery = z.object({
  allowUnpublished: booleanParam,
});

export interface SermonListRequest {
  /** what the query asks for; the route adds whose unpublished sermons the caller may see */
  filter: Omit<SermonListFilter, 'now' | 'unpublishedScope'>;
  lite: boolean;
  liteBroadcaster: boolean;
}

function epochToDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Reads and checks the node/sermons query; throws a 400 naming each bad parameter. */
export function readSermonListQuery(raw: unknown, defaultPageSize: number): SermonListRequest {
  const q = parseQuery(sermonListQuery, raw);
  const errors: Record<string, string> = {};

  let scripture: SermonListFilter['scripture'];
  if (q.book) {
    const book = findBibleBook(q.book);
    if (!book) errors.book = `unknown Bible book '${q.book}'`;
    else {
      if (q.chapter !== undefined && q.chapter > book.chapters) errors.chapter = `${book.name} has ${book.chapters} chapters`;
      if (q.chapterEnd !== undefined && q.chapter !== undefined && q.chapterEnd < q.chapter) {
        errors.chapterEnd = 'must not be before chapter';
      }
      let range: { startPos: number; endPos: number } | undefined;
      if (q.chapter !== undefined) {
        const endChapter = q.chapterEnd ?? q.chapter;
        const startPos = q.chapter * 1000 + (q.verse ?? 0);
        const endVerse = q.verseEnd ?? (q.chapterEnd === undefined && q.verse !== undefined ? q.verse : WHOLE_CHAPTER_END);
        const endPos = endChapter * 1000 + endVerse;
        if (endPos < startPos) errors.verseEnd = 'must not be before verse';
        range = { startPos, endPos };
      }
      scripture = { book: book.osis, ...range };
    }
  }
  if (!q.book && (q.chapter !== undefined || q.chapterEnd !== undefined)) errors.chapter = 'needs book';
  if (q.chapter === undefined && (q.verse !== undefined || q.verseEnd !== undefined)) errors.verse = 'needs chapter';
  if (q.month !== undefined && q.year === undefined) errors.month = 'needs year';
  if (q.day !== undefined && q.month === undefined) errors.day = 'needs month';
  if (
    q.audioMinDurationSeconds !== undefined &&
    q.audioMaxDurationSeconds !== undefined &&
    q.audioMaxDurationSeconds < q.audioMinDurationSeconds
  ) {
    errors.audioMaxDurationSeconds = 'must not be below audioMinDurationSeconds';
  }
  if (Object.keys(errors).length) throw new BadRequestError(errors);

  return {
    lite: q.lite ?? false,
    liteBroadcaster: (q.liteBroadcaster ?? false) || (q.lite ?? false),
    filter: {
      page: q.page ?? 1,
      pageSize: q.pageSize ?? defaultPageSize,
      sortBy: q.sortBy,
      states: {
        published: q.includePublished ?? true,
        scheduled: q.includeScheduled ?? false,
        drafts: q.includeDrafts ?? false,
      },
      scripture,
      eventType: q.eventType,
      searchKeyword: q.searchKeyword,
      languageCode: q.languageCode,
      requireAudio: q.requireAudio,
      requireVideo: q.requireVideo,
      requirePDF: q.requirePDF,
      noMedia: q.noMedia,
      series: q.series,
      broadcasterID: q.broadcasterID,
      sermonIDs: q.sermonIDs,
      speakerName: q.speakerName,
      speakerID: q.speakerID,
      year: q.year,
      month: q.month,
      day: q.day,
      staffPick: q.staffPick,
      featured: q.featured,
      audioMinDurationSeconds: q.audioMinDurationSeconds,
      audioMaxDurationSeconds: q.audioMaxDurationSeconds,
      preachedAfter: q.preachedAfterTimestamp === undefined ? undefined : epochToDate(q.preachedAfterTimestamp),
      preachedBefore: q.preachedBeforeTimestamp === undefined ? undefined : epochToDate(q.preachedBeforeTimestamp),
      denomination: q.denomination,
      state: q.state,
      country: q.country,
      vacantPulpit: q.vacantPulpit,
      randomSeed: q.randomSeed ?? new Date().toISOString().slice(0, 10),
    },
  };
}
