// The sermon editor's validation rules (spec doc 1 §5), shared so the editor and the server refuse the same
// input with the same words. Problems carry a kind and values: the server sends the English text, the editor
// translates by kind.
import { SERMON_EVENT_TYPES } from '../constants/event-types';
import { DEFAULT_SERMON_TITLE, SERMON_PUBLISH_STATE } from '../constants/publish-state';
import {
  SERMON_BIBLE_REFERENCES_MAX,
  SERMON_BIBLE_TEXT_MAX_LENGTH,
  SERMON_EXTERNAL_LINK_MAX_LENGTH,
  SERMON_KEYWORD_MAX_LENGTH,
  SERMON_KEYWORDS_MAX,
  SERMON_LANGUAGES,
  SERMON_MORE_INFO_MAX_LENGTH,
  SERMON_SPEAKER_NAME_MAX_LENGTH,
  SERMON_SUBTITLE_MAX_LENGTH,
  SERMON_TITLE_MAX_LENGTH,
} from '../constants/sermon-editor';
import { DISPLAY_TITLE_MAX_LENGTH } from '../constants/text-limits';
import { isGenericSpeaker } from '../entities/speaker';
import { formatMessage } from '../errors/messages';
import { publishState } from './publish-state';
import { isValidBibleText } from './bible-reference';

export const SERMON_VALIDATION_MESSAGES = {
  titleRequired: 'Title is required',
  speakerRequired: 'Speaker is required',
  tooLong: 'Must be at most {max} characters',
  invalidBibleReference: '{reference} is not a valid Bible reference',
  duplicate: '{text} has already been added',
  limitReached: 'Limit has been reached',
  keywordInvalid: 'Keywords are single words without spaces',
  languageUnavailable: 'This language is not available',
  languageLocked: 'The language cannot be changed once media has been uploaded',
  eventTypeUnknown: 'Choose an event type from the list',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  copyrightRequired: 'The copyright acknowledgement is required to publish',
  alreadyPublished: 'This sermon is already published',
  unknownSpeaker: 'Choose a known speaker before publishing',
  defaultTitle: 'Give the sermon a title other than "{title}" before publishing',
  linkInvalid: 'Enter a valid web address (http or https)',
} as const;

export type SermonProblemKind = keyof typeof SERMON_VALIDATION_MESSAGES;

export interface SermonProblem {
  field: string;
  kind: SermonProblemKind;
  values?: Record<string, string | number>;
}

/** The English text of a problem (server answers, logs, tests). */
export function sermonProblemText(problem: Pick<SermonProblem, 'kind' | 'values'>): string {
  return formatMessage(SERMON_VALIDATION_MESSAGES[problem.kind], problem.values ?? {});
}

/** A language the platform offers, by ISO 639-1 or 639-3 code (any case); undefined when not available. */
export function findSermonLanguage(code: string | null | undefined): (typeof SERMON_LANGUAGES)[number] | undefined {
  const wanted = (code ?? '').trim().toLowerCase();
  return SERMON_LANGUAGES.find((l) => l.code === wanted || l.code3 === wanted);
}

/** Keywords travel space-separated; '#' is how listeners see them (hashtags), so it is not part of the word. */
export function splitKeywords(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(/\s+/)
    .map((k) => k.replace(/^#+/, ''))
    .filter(Boolean);
}

export function joinKeywords(keywords: readonly string[]): string | null {
  return keywords.length ? keywords.join(' ') : null;
}

/**
 * Adding one chip (keyword) to a list: the problem if it cannot be added ('{text} has already been added',
 * 'Limit has been reached', too long, contains spaces), else null. Duplicates compare case-insensitively.
 */
export function keywordProblem(existing: readonly string[], raw: string): SermonProblem | null {
  const text = raw.trim().replace(/^#+/, '');
  if (!text) return null;
  if (/\s/.test(text)) return { field: 'keywords', kind: 'keywordInvalid' };
  if (existing.some((k) => k.toLowerCase() === text.toLowerCase())) return { field: 'keywords', kind: 'duplicate', values: { text } };
  if (existing.length >= SERMON_KEYWORDS_MAX) return { field: 'keywords', kind: 'limitReached' };
  if (text.length > SERMON_KEYWORD_MAX_LENGTH) return { field: 'keywords', kind: 'tooLong', values: { max: SERMON_KEYWORD_MAX_LENGTH } };
  return null;
}

/** Every problem of a whole keyword string (the server's check of what the editor sends). */
export function keywordsProblem(keywords: string | null | undefined): SermonProblem | null {
  const accepted: string[] = [];
  for (const word of splitKeywords(keywords)) {
    const problem = keywordProblem(accepted, word);
    if (problem) return problem;
    accepted.push(word);
  }
  return null;
}

/** The Bible text's references, split on ';' as the public pages show them. */
export function splitBibleReferences(bibleText: string | null | undefined): string[] {
  return (bibleText ?? '')
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The first problem of a Bible text: an invalid reference, a duplicate, too many or too long. */
export function bibleTextProblem(bibleText: string | null | undefined): SermonProblem | null {
  const text = bibleText ?? '';
  if (text.length > SERMON_BIBLE_TEXT_MAX_LENGTH) return { field: 'bibleText', kind: 'tooLong', values: { max: SERMON_BIBLE_TEXT_MAX_LENGTH } };
  const seen: string[] = [];
  for (const reference of splitBibleReferences(text)) {
    if (!isValidBibleText(reference)) return { field: 'bibleText', kind: 'invalidBibleReference', values: { reference } };
    const normal = reference.toLowerCase().replace(/\s+/g, ' ');
    if (seen.includes(normal)) return { field: 'bibleText', kind: 'duplicate', values: { text: reference } };
    if (seen.length >= SERMON_BIBLE_REFERENCES_MAX) return { field: 'bibleText', kind: 'limitReached' };
    seen.push(normal);
  }
  return null;
}

/** Adding one Bible reference to those already in the text (the editor's "Add" button). */
export function bibleReferenceProblem(existingBibleText: string | null | undefined, reference: string): SermonProblem | null {
  return bibleTextProblem([...splitBibleReferences(existingBibleText), reference.trim()].join('; '));
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The fields the editor and the write calls check; absent fields are not checked (PATCH sends a subset). */
export interface SermonFields {
  fullTitle?: string;
  displayTitle?: string;
  subtitle?: string | null;
  speakerName?: string;
  preachDate?: string;
  eventType?: string;
  bibleText?: string | null;
  moreInfoText?: string | null;
  languageCode?: string;
  keywords?: string | null;
  externalLink?: string | null;
}

export interface SermonValidationContext {
  /** the sermon's language now; with media uploaded it may not change */
  currentLanguageCode3?: string;
  hasMedia?: boolean;
}

function tooLong(field: string, value: string | null | undefined, max: number): SermonProblem | null {
  return value && value.length > max ? { field, kind: 'tooLong', values: { max } } : null;
}

/** Every field's first problem; an empty list means the fields may be saved. */
export function validateSermonFields(fields: SermonFields, context: SermonValidationContext = {}): SermonProblem[] {
  const problems: Array<SermonProblem | null> = [];
  if (fields.fullTitle !== undefined) {
    problems.push(fields.fullTitle.trim() === '' ? { field: 'fullTitle', kind: 'titleRequired' } : tooLong('fullTitle', fields.fullTitle, SERMON_TITLE_MAX_LENGTH));
  }
  if (fields.displayTitle !== undefined) problems.push(tooLong('displayTitle', fields.displayTitle, DISPLAY_TITLE_MAX_LENGTH));
  if (fields.subtitle !== undefined) problems.push(tooLong('subtitle', fields.subtitle, SERMON_SUBTITLE_MAX_LENGTH));
  if (fields.speakerName !== undefined) {
    problems.push(
      fields.speakerName.trim() === ''
        ? { field: 'speakerName', kind: 'speakerRequired' }
        : tooLong('speakerName', fields.speakerName, SERMON_SPEAKER_NAME_MAX_LENGTH),
    );
  }
  if (fields.preachDate !== undefined && !isIsoDate(fields.preachDate)) problems.push({ field: 'preachDate', kind: 'dateInvalid' });
  if (fields.eventType !== undefined && !(SERMON_EVENT_TYPES as readonly string[]).includes(fields.eventType)) {
    problems.push({ field: 'eventType', kind: 'eventTypeUnknown' });
  }
  if (fields.bibleText !== undefined) problems.push(bibleTextProblem(fields.bibleText));
  if (fields.moreInfoText !== undefined) problems.push(tooLong('moreInfoText', fields.moreInfoText, SERMON_MORE_INFO_MAX_LENGTH));
  if (fields.keywords !== undefined) problems.push(keywordsProblem(fields.keywords));
  if (fields.externalLink) {
    problems.push(
      tooLong('externalLink', fields.externalLink, SERMON_EXTERNAL_LINK_MAX_LENGTH) ??
        (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(fields.externalLink) ? null : { field: 'externalLink', kind: 'linkInvalid' }),
    );
  }
  if (fields.languageCode !== undefined) {
    const language = findSermonLanguage(fields.languageCode);
    if (!language) problems.push({ field: 'languageCode', kind: 'languageUnavailable' });
    else if (context.hasMedia && context.currentLanguageCode3 && context.currentLanguageCode3 !== language.code3) {
      problems.push({ field: 'languageCode', kind: 'languageLocked' });
    }
  }
  return problems.filter((p): p is SermonProblem => p !== null);
}

export type PublishBlock = 'alreadyPublished' | 'unknownSpeaker' | 'defaultTitle' | 'copyrightRequired';

/**
 * Why a sermon cannot be published (null when it can): the same rule as isPublishable (rules/publish-state.ts),
 * with the reason, so the editor can say why its publish controls are disabled. Copyright is always sent
 * accepted by the editor, so it only blocks a sermon an API client created without it.
 */
export function publishBlock(
  sermon: { publishTimestamp: number | null; fullTitle: string; speakerName: string | null; acceptCopyright?: boolean },
  now: number = Math.floor(Date.now() / 1000),
): PublishBlock | null {
  if (publishState(sermon.publishTimestamp, now) === SERMON_PUBLISH_STATE.Published) return 'alreadyPublished';
  const speaker = (sermon.speakerName ?? '').trim();
  if (!speaker || isGenericSpeaker({ displayName: speaker })) return 'unknownSpeaker';
  const title = sermon.fullTitle.trim();
  if (!title || title === DEFAULT_SERMON_TITLE) return 'defaultTitle';
  if (sermon.acceptCopyright === false) return 'copyrightRequired';
  return null;
}

export function publishBlockProblem(block: PublishBlock): SermonProblem {
  return { field: 'publishTimestamp', kind: block, values: block === 'defaultTitle' ? { title: DEFAULT_SERMON_TITLE } : {} };
}

/** Today's date (YYYY-MM-DD) in the given time zone, the default preach date of a new sermon. */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parts;
}
