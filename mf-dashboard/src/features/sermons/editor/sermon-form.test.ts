import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { formFromSermon, formProblems, formPublishBlock, fromLocalInput, NEW_SERIES, patchFromForm, toLocalInput } from './sermon-form';

const NOW = 1_750_000_000;

function sermon(overrides: Partial<Sermon> = {}): Sermon {
  return {
    sermonID: '123',
    fullTitle: 'Untitled Sermon',
    displayTitle: 'Untitled Sermon',
    subtitle: null,
    speaker: { displayName: 'Unknown Speaker' },
    series: null,
    eventType: 'Sunday Service',
    preachDate: '2025-06-01',
    languageCode: 'en',
    languageCode3: 'eng',
    bibleText: null,
    keywords: 'grace hope',
    moreInfoText: null,
    publishTimestamp: null,
    ...overrides,
  } as Sermon;
}

describe('formFromSermon', () => {
  it('turns keywords into chips and the publish timestamp into a mode', () => {
    const values = formFromSermon(sermon(), NOW);
    expect(values.keywords).toEqual(['grace', 'hope']);
    expect(values.publishMode).toBe('draft');
    expect(formFromSermon(sermon({ publishTimestamp: NOW + 3600 }), NOW).publishMode).toBe('scheduled');
    expect(formFromSermon(sermon({ publishTimestamp: NOW - 1 }), NOW).publishMode).toBe('published');
  });
});

describe('patchFromForm', () => {
  const saved = formFromSermon(sermon(), NOW);

  it('sends only what changed', () => {
    expect(patchFromForm(saved, saved)).toEqual({});
    expect(patchFromForm(saved, { ...saved, fullTitle: ' Grace ', keywords: ['grace'] })).toEqual({ fullTitle: 'Grace', keywords: 'grace' });
  });

  it('turns the publish choice into publishNow, a timestamp or a draft', () => {
    expect(patchFromForm(saved, { ...saved, publishMode: 'now' })).toEqual({ publishNow: true });
    const at = '2030-01-02T09:30';
    expect(patchFromForm(saved, { ...saved, publishMode: 'scheduled', scheduledAt: at })).toEqual({ publishTimestamp: fromLocalInput(at) });
    const scheduled = { ...saved, publishMode: 'scheduled' as const, scheduledAt: at };
    expect(patchFromForm(scheduled, { ...scheduled, publishMode: 'draft' })).toEqual({ publishTimestamp: null });
  });

  it('sends a series ID, none, or the title of a new series', () => {
    expect(patchFromForm(saved, { ...saved, seriesID: '10' })).toEqual({ seriesID: 10 });
    expect(patchFromForm({ ...saved, seriesID: '10' }, saved)).toEqual({ seriesID: null });
    expect(patchFromForm(saved, { ...saved, seriesID: NEW_SERIES, newSeriesTitle: 'Acts' })).toEqual({ seriesTitle: 'Acts' });
  });
});

describe('formProblems and formPublishBlock', () => {
  const values = formFromSermon(sermon(), NOW);

  it('finds an invalid Bible reference and a locked language', () => {
    const problems = formProblems({ ...values, bibleText: 'Hezekiah 1:1', languageCode: 'de' }, { hasMedia: true, savedLanguageCode: 'en' });
    expect(problems.map((p) => p.kind)).toEqual(['invalidBibleReference', 'languageLocked']);
    expect(formProblems({ ...values, languageCode: 'de' }, { hasMedia: false, savedLanguageCode: 'en' })).toEqual([]);
  });

  it('needs a title for a new series', () => {
    expect(formProblems({ ...values, seriesID: NEW_SERIES }, { hasMedia: false, savedLanguageCode: 'en' }).map((p) => p.field)).toEqual(['newSeriesTitle']);
  });

  it('blocks publishing until the sermon has a known speaker and a real title, counting unsaved edits', () => {
    expect(formPublishBlock(values, null, NOW)).toBe('unknownSpeaker');
    expect(formPublishBlock({ ...values, speakerName: 'John Doe' }, null, NOW)).toBe('defaultTitle');
    expect(formPublishBlock({ ...values, speakerName: 'John Doe', fullTitle: 'Grace' }, null, NOW)).toBeNull();
    expect(formPublishBlock({ ...values, speakerName: 'John Doe', fullTitle: 'Grace' }, NOW - 5, NOW)).toBe('alreadyPublished');
  });
});

describe('local date-time input', () => {
  it('round-trips epoch seconds to the minute', () => {
    const epoch = 1_893_456_000; // a whole minute
    expect(fromLocalInput(toLocalInput(epoch))).toBe(epoch);
    expect(fromLocalInput('')).toBeNull();
  });
});
