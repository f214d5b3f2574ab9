import { SERMON_KEYWORDS_MAX, SERMON_TITLE_MAX_LENGTH } from '../constants/sermon-editor';
import {
  bibleReferenceProblem,
  bibleTextProblem,
  findSermonLanguage,
  isIsoDate,
  keywordProblem,
  keywordsProblem,
  publishBlock,
  sermonProblemText,
  splitKeywords,
  validateSermonFields,
} from './sermon-validation';

const kinds = (problems: { field: string; kind: string }[]) => problems.map((p) => `${p.field}:${p.kind}`);

describe('validateSermonFields', () => {
  it('requires a title and a speaker', () => {
    expect(kinds(validateSermonFields({ fullTitle: '  ', speakerName: '' }))).toEqual(['fullTitle:titleRequired', 'speakerName:speakerRequired']);
  });

  it('refuses a huge title with the limit in the text', () => {
    const [problem] = validateSermonFields({ fullTitle: 'x'.repeat(SERMON_TITLE_MAX_LENGTH + 1) });
    expect(problem).toEqual({ field: 'fullTitle', kind: 'tooLong', values: { max: SERMON_TITLE_MAX_LENGTH } });
    expect(sermonProblemText(problem!)).toBe(`Must be at most ${SERMON_TITLE_MAX_LENGTH} characters`);
  });

  it('accepts a complete valid sermon', () => {
    expect(
      validateSermonFields({
        fullTitle: 'The Good Shepherd',
        displayTitle: 'Good Shepherd',
        speakerName: 'John Doe',
        preachDate: '2024-02-29',
        eventType: 'Sunday Service',
        bibleText: 'John 10:1-18; Psalm 23',
        keywords: 'shepherd sheep',
        languageCode: 'de',
        externalLink: 'https://example.org/notes',
      }),
    ).toEqual([]);
  });

  it('checks dates, event types and links', () => {
    expect(kinds(validateSermonFields({ preachDate: '2023-02-29', eventType: 'Party', externalLink: 'javascript:alert(1)' }))).toEqual([
      'preachDate:dateInvalid',
      'eventType:eventTypeUnknown',
      'externalLink:linkInvalid',
    ]);
  });

  it('only offers available languages and locks the language once media is uploaded', () => {
    expect(kinds(validateSermonFields({ languageCode: 'xx' }))).toEqual(['languageCode:languageUnavailable']);
    expect(kinds(validateSermonFields({ languageCode: 'de' }, { hasMedia: true, currentLanguageCode3: 'eng' }))).toEqual(['languageCode:languageLocked']);
    expect(validateSermonFields({ languageCode: 'en' }, { hasMedia: true, currentLanguageCode3: 'eng' })).toEqual([]);
    expect(validateSermonFields({ languageCode: 'de' }, { hasMedia: false, currentLanguageCode3: 'eng' })).toEqual([]);
  });
});

describe('Bible references', () => {
  it("names the invalid reference: '{reference} is not a valid Bible reference'", () => {
    const problem = bibleTextProblem('John 3:16; Hezekiah 4:1');
    expect(sermonProblemText(problem!)).toBe('Hezekiah 4:1 is not a valid Bible reference');
    expect(sermonProblemText(bibleTextProblem('John 99:1')!)).toBe('John 99:1 is not a valid Bible reference');
  });

  it('refuses a reference that has already been added', () => {
    expect(sermonProblemText(bibleReferenceProblem('John 3:16', 'john 3:16')!)).toBe('john 3:16 has already been added');
    expect(bibleReferenceProblem('John 3:16', 'Romans 8')).toBeNull();
  });

  it('stops at the reference limit', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Psalm ${i + 1}`).join('; ');
    expect(bibleReferenceProblem(ten, 'Psalm 20')?.kind).toBe('limitReached');
  });

  it('treats an empty text as no references', () => {
    expect(bibleTextProblem('')).toBeNull();
    expect(bibleTextProblem(null)).toBeNull();
  });
});

describe('keywords', () => {
  it('splits on spaces and drops the hashtag mark', () => {
    expect(splitKeywords('  grace #faith  hope ')).toEqual(['grace', 'faith', 'hope']);
  });

  it("refuses duplicates case-insensitively: '{text} has already been added'", () => {
    expect(sermonProblemText(keywordProblem(['Grace'], 'grace')!)).toBe('grace has already been added');
    expect(keywordsProblem('grace hope GRACE')?.kind).toBe('duplicate');
  });

  it("says 'Limit has been reached' past the maximum", () => {
    const full = Array.from({ length: SERMON_KEYWORDS_MAX }, (_, i) => `k${i}`);
    expect(sermonProblemText(keywordProblem(full, 'one-more')!)).toBe('Limit has been reached');
    expect(keywordProblem(full.slice(1), 'one-more')).toBeNull();
  });

  it('refuses words with spaces', () => {
    expect(keywordProblem([], 'two words')?.kind).toBe('keywordInvalid');
  });
});

describe('publishBlock', () => {
  const now = 1_700_000_000;
  const ready = { publishTimestamp: null, fullTitle: 'Grace', speakerName: 'John Doe' };

  it('allows a titled draft with a known speaker', () => {
    expect(publishBlock(ready, now)).toBeNull();
    expect(publishBlock({ ...ready, publishTimestamp: now + 60 }, now)).toBeNull();
  });

  it('gives the reason a sermon cannot be published', () => {
    expect(publishBlock({ ...ready, publishTimestamp: now - 1 }, now)).toBe('alreadyPublished');
    expect(publishBlock({ ...ready, speakerName: 'Unknown Speaker' }, now)).toBe('unknownSpeaker');
    expect(publishBlock({ ...ready, speakerName: null }, now)).toBe('unknownSpeaker');
    expect(publishBlock({ ...ready, fullTitle: 'Untitled Sermon' }, now)).toBe('defaultTitle');
    expect(publishBlock({ ...ready, acceptCopyright: false }, now)).toBe('copyrightRequired');
  });
});

describe('small helpers', () => {
  it('finds languages by either code', () => {
    expect(findSermonLanguage('DEU')?.code).toBe('de');
    expect(findSermonLanguage('de')?.code3).toBe('deu');
    expect(findSermonLanguage('')).toBeUndefined();
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('24-1-1')).toBe(false);
  });
});
