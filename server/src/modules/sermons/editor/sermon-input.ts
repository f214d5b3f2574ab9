// The fields of POST/PUT/PATCH node/sermons, read and checked against the shared sermon rules
// (shared-contracts rules/sermon-validation.ts), so the server refuses exactly what the editor refuses.
import type { FastifyRequest } from 'fastify';
import { SERMON_EVENT_TYPES } from '@sermon/shared-contracts/constants/event-types';
import type { SermonWrite } from '@sermon/shared-contracts/entities/sermon-editor';
import {
  findSermonLanguage,
  isIsoDate,
  joinKeywords,
  sermonProblemText,
  splitKeywords,
  validateSermonFields,
  type SermonValidationContext,
} from '@sermon/shared-contracts/rules/sermon-validation';
import { BadRequestError } from '../../../http/api-errors';
import { FieldReader, mergedFields } from './sermon-body';

const INT_MAX = 2_147_483_647;
/** year 3000: a later publish time is a typo, not a schedule */
const EPOCH_MAX = 32_503_680_000;

export type PublishChange = { kind: 'now' } | { kind: 'at'; timestamp: number } | { kind: 'draft' };

/**
 * The shared SermonWrite (what clients send), read: the language resolved to both codes and the three ways of
 * publishing (publishNow, publishTimestamp, publishDate) folded into one change.
 */
export interface SermonInput extends Omit<SermonWrite, 'languageCode' | 'publishNow' | 'publishTimestamp' | 'publishDate'> {
  /** both codes, from either one sent */
  language?: { code: string; code3: string };
  publish?: PublishChange;
}

/** The event type as the list spells it, matched without regard to case. */
function canonicalEventType(value: string): string {
  const lower = value.trim().toLowerCase();
  return SERMON_EVENT_TYPES.find((type) => type.toLowerCase() === lower) ?? value.trim();
}

function readPublish(reader: FieldReader): PublishChange | undefined {
  if (reader.bool('publishNow') === true) return { kind: 'now' };
  if (reader.has('publishTimestamp')) {
    const timestamp = reader.int('publishTimestamp', 0, EPOCH_MAX);
    if (timestamp === undefined) return undefined;
    return timestamp === null ? { kind: 'draft' } : { kind: 'at', timestamp };
  }
  if (reader.has('publishDate')) {
    const date = reader.optionalText('publishDate');
    if (date === null) return { kind: 'draft' };
    if (date === undefined) return undefined;
    if (!isIsoDate(date)) {
      reader.problems.publishDate ??= 'must be a date (YYYY-MM-DD)';
      return undefined;
    }
    return { kind: 'at', timestamp: Date.parse(`${date}T00:00:00Z`) / 1000 };
  }
  return undefined;
}

/**
 * Reads the request's fields; 400 with one text per field for wrong types and for every rule the sermon
 * fields break (title and speaker required, lengths, Bible references, keywords, language).
 */
export function readSermonInput(request: FastifyRequest, context: SermonValidationContext = {}): SermonInput {
  const reader = new FieldReader(mergedFields(request));
  const input: SermonInput = {};
  const broadcasterID = reader.optionalText('broadcasterID');
  if (broadcasterID) input.broadcasterID = broadcasterID;
  input.acceptCopyright = reader.bool('acceptCopyright');
  const fullTitle = reader.text('fullTitle');
  if (fullTitle !== undefined) input.fullTitle = (fullTitle ?? '').trim();
  const displayTitle = reader.text('displayTitle');
  if (displayTitle !== undefined) input.displayTitle = (displayTitle ?? '').trim();
  input.subtitle = reader.optionalText('subtitle');
  const speakerName = reader.text('speakerName');
  if (speakerName !== undefined) input.speakerName = (speakerName ?? '').trim();
  const speakerID = reader.int('speakerID', 1, INT_MAX);
  if (speakerID !== undefined && speakerID !== null) input.speakerID = speakerID;
  const preachDate = reader.text('preachDate');
  if (preachDate !== undefined) input.preachDate = (preachDate ?? '').trim();
  const eventType = reader.text('eventType');
  if (eventType !== undefined) input.eventType = canonicalEventType(eventType ?? '');
  input.bibleText = reader.optionalText('bibleText');
  input.moreInfoText = reader.optionalText('moreInfoText');
  const languageCode = reader.optionalText('languageCode');
  input.keywords = reader.keywords('keywords');
  input.externalLink = reader.optionalText('externalLink');
  input.newsInFocus = reader.bool('newsInFocus');
  // seriesID (SR, JSON) and series_id (PL, form) are the same field
  const seriesID = reader.has('seriesID') ? reader.int('seriesID', 1, INT_MAX) : reader.int('series_id', 1, INT_MAX);
  if (seriesID !== undefined) input.seriesID = seriesID;
  input.seriesTitle = reader.optionalText('seriesTitle');
  input.publish = readPublish(reader);
  reader.throwIfAny();

  const problems = validateSermonFields(
    {
      fullTitle: input.fullTitle,
      displayTitle: input.displayTitle,
      subtitle: input.subtitle,
      speakerName: input.speakerName !== undefined || input.speakerID === undefined ? input.speakerName : undefined,
      preachDate: input.preachDate,
      eventType: input.eventType,
      bibleText: input.bibleText,
      moreInfoText: input.moreInfoText,
      languageCode: languageCode ?? undefined,
      keywords: input.keywords,
      externalLink: input.externalLink,
    },
    context,
  );
  if (languageCode === null) problems.push({ field: 'languageCode', kind: 'languageUnavailable' });
  if (problems.length > 0) {
    throw new BadRequestError(Object.fromEntries(problems.map((p) => [p.field, sermonProblemText(p)])));
  }
  if (languageCode) {
    const language = findSermonLanguage(languageCode)!;
    input.language = { code: language.code, code3: language.code3 };
  }
  if (input.keywords !== undefined) input.keywords = joinKeywords(splitKeywords(input.keywords));
  return input;
}

/** Whether the request carries any sermon field at all (a body-less PATCH is a 422, as clients saw live). */
export function hasAnyField(input: SermonInput): boolean {
  return Object.entries(input).some(([name, value]) => value !== undefined && name !== 'broadcasterID');
}
