// The demo recordings the project makes itself. Both sides import this list: the media generator
// renders one recording per entry, and the demo catalogue gives each key to exactly one sermon whose
// title, passage and language match what is spoken.

export interface DemoMediaSpec {
  key: string;
  kind: 'audio' | 'video';
  /** ISO 639-1 code of the spoken language. */
  languageCode: 'en' | 'de' | 'es';
  title: string;
  bibleText: string;
}

export const DEMO_MEDIA_SPECS = [
  { key: 'psalm-23-shepherd', kind: 'audio', languageCode: 'en', title: 'The Lord Is My Shepherd', bibleText: 'Psalm 23:1-6' },
  { key: 'john-3-so-loved', kind: 'audio', languageCode: 'en', title: 'For God So Loved the World', bibleText: 'John 3:14-21' },
  { key: 'romans-8-conquerors', kind: 'audio', languageCode: 'en', title: 'More Than Conquerors', bibleText: 'Romans 8:31-39' },
  { key: 'isaiah-53-man-of-sorrows', kind: 'audio', languageCode: 'en', title: 'A Man of Sorrows', bibleText: 'Isaiah 53:3-6' },
  { key: 'matthew-5-beatitudes', kind: 'audio', languageCode: 'en', title: 'The Blessed Life', bibleText: 'Matthew 5:1-12' },
  { key: 'corinthians-13-charity', kind: 'audio', languageCode: 'en', title: 'Charity Never Faileth', bibleText: '1 Corinthians 13:4-13' },
  { key: 'ephesians-2-by-grace', kind: 'audio', languageCode: 'en', title: 'By Grace Are Ye Saved', bibleText: 'Ephesians 2:1-10' },
  { key: 'luke-15-the-father-ran', kind: 'audio', languageCode: 'en', title: 'When the Father Ran', bibleText: 'Luke 15:17-24' },
  { key: 'hebrews-11-by-faith', kind: 'audio', languageCode: 'en', title: 'The Substance of Things Hoped For', bibleText: 'Hebrews 11:1-6' },
  { key: 'psalm-121-keeper', kind: 'audio', languageCode: 'en', title: 'The Lord Is Thy Keeper', bibleText: 'Psalm 121:1-8' },
  { key: 'psalm-23-de-hirte', kind: 'audio', languageCode: 'de', title: 'Der Herr ist mein Hirte', bibleText: 'Psalm 23:1-6' },
  { key: 'john-3-es-tal-manera', kind: 'audio', languageCode: 'es', title: 'De tal manera amó Dios', bibleText: 'John 3:16-18' },
  { key: 'john-1-word-made-flesh', kind: 'video', languageCode: 'en', title: 'The Word Made Flesh', bibleText: 'John 1:1-14' },
  { key: 'psalm-1-two-ways', kind: 'video', languageCode: 'en', title: 'The Two Ways', bibleText: 'Psalm 1:1-6' },
] as const satisfies readonly DemoMediaSpec[];

/** ISO 639-3 (as sermons store it in languageCode3) of each spoken language: caption and transcript files carry it. */
export const DEMO_LANGUAGE_CODES_3 = { en: 'eng', de: 'deu', es: 'spa' } as const satisfies Record<DemoMediaSpec['languageCode'], string>;

export type DemoMediaKey = (typeof DEMO_MEDIA_SPECS)[number]['key'];

export const DEMO_MEDIA_KEYS: readonly DemoMediaKey[] = DEMO_MEDIA_SPECS.map((spec) => spec.key);
