// The 66 books of the Protestant canon in order: OSIS abbreviation, Paratext code, English name, chapter count.

export interface BibleBook {
  /** OSIS abbreviation, used in scripture URLs, e.g. 'Rom' */
  osis: string;
  /** Paratext/USFM code, as the API's `book` param, e.g. 'ROM' */
  code: string;
  name: string;
  chapters: number;
  testament: 'OT' | 'NT';
}

const OT: [string, string, string, number][] = [
  ['Gen', 'GEN', 'Genesis', 50],
  ['Exod', 'EXO', 'Exodus', 40],
  ['Lev', 'LEV', 'Leviticus', 27],
  ['Num', 'NUM', 'Numbers', 36],
  ['Deut', 'DEU', 'Deuteronomy', 34],
  ['Josh', 'JOS', 'Joshua', 24],
  ['Judg', 'JDG', 'Judges', 21],
  ['Ruth', 'RUT', 'Ruth', 4],
  ['1Sam', '1SA', '1 Samuel', 31],
  ['2Sam', '2SA', '2 Samuel', 24],
  ['1Kgs', '1KI', '1 Kings', 22],
  ['2Kgs', '2KI', '2 Kings', 25],
  ['1Chr', '1CH', '1 Chronicles', 29],
  ['2Chr', '2CH', '2 Chronicles', 36],
  ['Ezra', 'EZR', 'Ezra', 10],
  ['Neh', 'NEH', 'Nehemiah', 13],
  ['Esth', 'EST', 'Esther', 10],
  ['Job', 'JOB', 'Job', 42],
  ['Ps', 'PSA', 'Psalms', 150],
  ['Prov', 'PRO', 'Proverbs', 31],
  ['Eccl', 'ECC', 'Ecclesiastes', 12],
  ['Song', 'SNG', 'Song of Solomon', 8],
  ['Isa', 'ISA', 'Isaiah', 66],
  ['Jer', 'JER', 'Jeremiah', 52],
  ['Lam', 'LAM', 'Lamentations', 5],
  ['Ezek', 'EZK', 'Ezekiel', 48],
  ['Dan', 'DAN', 'Daniel', 12],
  ['Hos', 'HOS', 'Hosea', 14],
  ['Joel', 'JOL', 'Joel', 3],
  ['Amos', 'AMO', 'Amos', 9],
  ['Obad', 'OBA', 'Obadiah', 1],
  ['Jonah', 'JON', 'Jonah', 4],
  ['Mic', 'MIC', 'Micah', 7],
  ['Nah', 'NAM', 'Nahum', 3],
  ['Hab', 'HAB', 'Habakkuk', 3],
  ['Zeph', 'ZEP', 'Zephaniah', 3],
  ['Hag', 'HAG', 'Haggai', 2],
  ['Zech', 'ZEC', 'Zechariah', 14],
  ['Mal', 'MAL', 'Malachi', 4],
];

const NT: [string, string, string, number][] = [
  ['Matt', 'MAT', 'Matthew', 28],
  ['Mark', 'MRK', 'Mark', 16],
  ['Luke', 'LUK', 'Luke', 24],
  ['John', 'JHN', 'John', 21],
  ['Acts', 'ACT', 'Acts', 28],
  ['Rom', 'ROM', 'Romans', 16],
  ['1Cor', '1CO', '1 Corinthians', 16],
  ['2Cor', '2CO', '2 Corinthians', 13],
  ['Gal', 'GAL', 'Galatians', 6],
  ['Eph', 'EPH', 'Ephesians', 6],
  ['Phil', 'PHP', 'Philippians', 4],
  ['Col', 'COL', 'Colossians', 4],
  ['1Thess', '1TH', '1 Thessalonians', 5],
  ['2Thess', '2TH', '2 Thessalonians', 3],
  ['1Tim', '1TI', '1 Timothy', 6],
  ['2Tim', '2TI', '2 Timothy', 4],
  ['Titus', 'TIT', 'Titus', 3],
  ['Phlm', 'PHM', 'Philemon', 1],
  ['Heb', 'HEB', 'Hebrews', 13],
  ['Jas', 'JAS', 'James', 5],
  ['1Pet', '1PE', '1 Peter', 5],
  ['2Pet', '2PE', '2 Peter', 3],
  ['1John', '1JN', '1 John', 5],
  ['2John', '2JN', '2 John', 1],
  ['3John', '3JN', '3 John', 1],
  ['Jude', 'JUD', 'Jude', 1],
  ['Rev', 'REV', 'Revelation', 22],
];

export const BIBLE_BOOKS: readonly BibleBook[] = [
  ...OT.map(([osis, code, name, chapters]) => ({ osis, code, name, chapters, testament: 'OT' as const })),
  ...NT.map(([osis, code, name, chapters]) => ({ osis, code, name, chapters, testament: 'NT' as const })),
];

/** Other spellings people write in Bible texts, lower-case, without dots. */
const EXTRA_ALIASES: Record<string, string> = {
  psalm: 'Ps',
  psa: 'Ps',
  'song of songs': 'Song',
  canticles: 'Song',
  revelations: 'Rev',
  'revelation of john': 'Rev',
  qoheleth: 'Eccl',
};

function normalize(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(\d) ?/, '$1 ')
    .trim();
}

const BY_ALIAS = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) {
  for (const alias of [book.osis, book.code, book.name]) BY_ALIAS.set(normalize(alias), book);
}
for (const [alias, osis] of Object.entries(EXTRA_ALIASES)) {
  const book = BIBLE_BOOKS.find((b) => b.osis === osis);
  if (book) BY_ALIAS.set(normalize(alias), book);
}

/** Finds a book by OSIS abbreviation, Paratext code or English name, case-insensitively ('ROM', 'rom', 'Romans'). */
export function findBibleBook(name: string): BibleBook | undefined {
  return BY_ALIAS.get(normalize(name));
}

/** 1-based canonical position, for sorting by scripture. */
export function bibleBookOrder(book: BibleBook): number {
  return BIBLE_BOOKS.indexOf(book) + 1;
}
