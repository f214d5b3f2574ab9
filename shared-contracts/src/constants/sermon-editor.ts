// Limits and defaults of the sermon editor (spec doc 1 §5: "Exact bounds not shown", so the platform picks them
// here once; the server refuses what the editor would refuse, with the same texts).
import { DEFAULT_EVENT_TYPE } from './event-types';
import { DEFAULT_SERMON_TITLE } from './publish-state';

/** fullTitle; a huge title is refused with a clear message instead of being stored. */
export const SERMON_TITLE_MAX_LENGTH = 200;
export const SERMON_SUBTITLE_MAX_LENGTH = 200;
export const SERMON_BIBLE_TEXT_MAX_LENGTH = 500;
export const SERMON_MORE_INFO_MAX_LENGTH = 10_000;
export const SERMON_SPEAKER_NAME_MAX_LENGTH = 100;
export const SERMON_EXTERNAL_LINK_MAX_LENGTH = 2000;
/** keywords become hashtags on the public page */
export const SERMON_KEYWORDS_MAX = 20;
export const SERMON_KEYWORD_MAX_LENGTH = 40;
/** Bible references per sermon ("John 3:16; Romans 8" counts two) */
export const SERMON_BIBLE_REFERENCES_MAX = 10;

/** The speaker a new sermon gets until the broadcaster picks one; a placeholder, so the sermon is not publishable. */
export const DEFAULT_SERMON_SPEAKER = 'Unknown Speaker';

export const SERMON_DEFAULTS = {
  fullTitle: DEFAULT_SERMON_TITLE,
  speakerName: DEFAULT_SERMON_SPEAKER,
  eventType: DEFAULT_EVENT_TYPE,
  languageCode: 'en',
} as const;

/** The dashboard list's page size (doc 2 §9: sermons 25). */
export const DASHBOARD_SERMON_PAGE_SIZE = 25;

/**
 * The languages a sermon may be in (ISO 639-1 and 639-3). A language outside this list is not available
 * (doc 1 §5: "language must be available").
 */
export const SERMON_LANGUAGES = [
  { code: 'en', code3: 'eng' },
  { code: 'de', code3: 'deu' },
  { code: 'es', code3: 'spa' },
  { code: 'fr', code3: 'fra' },
  { code: 'it', code3: 'ita' },
  { code: 'pt', code3: 'por' },
  { code: 'pl', code3: 'pol' },
  { code: 'nl', code3: 'nld' },
  { code: 'ru', code3: 'rus' },
  { code: 'uk', code3: 'ukr' },
  { code: 'ro', code3: 'ron' },
  { code: 'hu', code3: 'hun' },
  { code: 'cs', code3: 'ces' },
  { code: 'ko', code3: 'kor' },
  { code: 'zh', code3: 'zho' },
  { code: 'ja', code3: 'jpn' },
  { code: 'km', code3: 'khm' },
  { code: 'ta', code3: 'tam' },
  { code: 'te', code3: 'tel' },
  { code: 'hi', code3: 'hin' },
  { code: 'ar', code3: 'ara' },
  { code: 'he', code3: 'heb' },
  { code: 'sw', code3: 'swa' },
  { code: 'tl', code3: 'tgl' },
  { code: 'id', code3: 'ind' },
  { code: 'af', code3: 'afr' },
] as const;

export type SermonLanguageCode = (typeof SERMON_LANGUAGES)[number]['code'];
