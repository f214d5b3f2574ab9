// The 66 books of the Protestant canon with the verse count of every chapter (KJV versification:
// 1,189 chapters, 31,102 verses), so every Bible reference in the demo catalogue can be checked.

export interface BibleBook {
  /** English name as written in a sermon's bibleText, e.g. "1 Corinthians", "Psalm". */
  name: string;
  /** OSIS abbreviation, used by the scripture routes. */
  osis: string;
  /** verses[c - 1] is the number of verses in chapter c. */
  verses: readonly number[];
}

export const BIBLE_BOOKS: readonly BibleBook[] = [
  { name: 'Genesis', osis: 'Gen', verses: [31, 25, 24, 26, 32, 22, 24, 22, 29, 32, 32, 20, 18, 24, 21, 16, 27, 33, 38, 18, 34, 24, 20, 67, 34, 35, 46, 22, 35, 43, 55, 32, 20, 31, 29, 43, 36, 30, 23, 23, 57, 38, 34, 34, 28, 34, 31, 22, 33, 26] },
  { name: 'Exodus', osis: 'Exod', verses: [22, 25, 22, 31, 23, 30, 25, 32, 35, 29, 10, 51, 22, 31, 27, 36, 16, 27, 25, 26, 36, 31, 33, 18, 40, 37, 21, 43, 46, 38, 18, 35, 23, 35, 35, 38, 29, 31, 43, 38] },
  { name: 'Leviticus', osis: 'Lev', verses: [17, 16, 17, 35, 19, 30, 38, 36, 24, 20, 47, 8, 59, 57, 33, 34, 16, 30, 37, 27, 24, 33, 44, 23, 55, 46, 34] },
  { name: 'Numbers', osis: 'Num', verses: [54, 34, 51, 49, 31, 27, 89, 26, 23, 36, 35, 16, 33, 45, 41, 50, 13, 32, 22, 29, 35, 41, 30, 25, 18, 65, 23, 31, 40, 16, 54, 42, 56, 29, 34, 13] },
  { name: 'Deuteronomy', osis: 'Deut', verses: [46, 37, 29, 49, 33, 25, 26, 20, 29, 22, 32, 32, 18, 29, 23, 22, 20, 22, 21, 20, 23, 30, 25, 22, 19, 19, 26, 68, 29, 20, 30, 52, 29, 12] },
  { name: 'Joshua', osis: 'Josh', verses: [18, 24, 17, 24, 15, 27, 26, 35, 27, 43, 23, 24, 33, 15, 63, 10, 18, 28, 51, 9, 45, 34, 16, 33] },
  { name: 'Judges', osis: 'Judg', verses: [36, 23, 31, 24, 31, 40, 25, 35, 57, 18, 40, 15, 25, 20, 20, 31, 13, 31, 30, 48, 25] },
  { name: 'Ruth', osis: 'Ruth', verses: [22, 23, 18, 22] },
  { name: '1 Samuel', osis: '1Sam', verses: [28, 36, 21, 22, 12, 21, 17, 22, 27, 27, 15, 25, 23, 52, 35, 23, 58, 30, 24, 42, 15, 23, 29, 22, 44, 25, 12, 25, 11, 31, 13] },
  { name: '2 Samuel', osis: '2Sam', verses: [27, 32, 39, 12, 25, 23, 29, 18, 13, 19, 27, 31, 39, 33, 37, 23, 29, 33, 43, 26, 22, 51, 39, 25] },
  { name: '1 Kings', osis: '1Kgs', verses: [53, 46, 28, 34, 18, 38, 51, 66, 28, 29, 43, 33, 34, 31, 34, 34, 24, 46, 21, 43, 29, 53] },
  { name: '2 Kings', osis: '2Kgs', verses: [18, 25, 27, 44, 27, 33, 20, 29, 37, 36, 21, 21, 25, 29, 38, 20, 41, 37, 37, 21, 26, 20, 37, 20, 30] },
  { name: '1 Chronicles', osis: '1Chr', verses: [54, 55, 24, 43, 26, 81, 40, 40, 44, 14, 47, 40, 14, 17, 29, 43, 27, 17, 19, 8, 30, 19, 32, 31, 31, 32, 34, 21, 30] },
  { name: '2 Chronicles', osis: '2Chr', verses: [17, 18, 17, 22, 14, 42, 22, 18, 31, 19, 23, 16, 22, 15, 19, 14, 19, 34, 11, 37, 20, 12, 21, 27, 28, 23, 9, 27, 36, 27, 21, 33, 25, 33, 27, 23] },
  { name: 'Ezra', osis: 'Ezra', verses: [11, 70, 13, 24, 17, 22, 28, 36, 15, 44] },
  { name: 'Nehemiah', osis: 'Neh', verses: [11, 20, 32, 23, 19, 19, 73, 18, 38, 39, 36, 47, 31] },
  { name: 'Esther', osis: 'Esth', verses: [22, 23, 15, 17, 14, 14, 10, 17, 32, 3] },
  { name: 'Job', osis: 'Job', verses: [22, 13, 26, 21, 27, 30, 21, 22, 35, 22, 20, 25, 28, 22, 35, 22, 16, 21, 29, 29, 34, 30, 17, 25, 6, 14, 23, 28, 25, 31, 40, 22, 33, 37, 16, 33, 24, 41, 30, 24, 34, 17] },
  { name: 'Psalm', osis: 'Ps', verses: [6, 12, 8, 8, 12, 10, 17, 9, 20, 18, 7, 8, 6, 7, 5, 11, 15, 50, 14, 9, 13, 31, 6, 10, 22, 12, 14, 9, 11, 12, 24, 11, 22, 22, 28, 12, 40, 22, 13, 17, 13, 11, 5, 26, 17, 11, 9, 14, 20, 23, 19, 9, 6, 7, 23, 13, 11, 11, 17, 12, 8, 12, 11, 10, 13, 20, 7, 35, 36, 5, 24, 20, 28, 23, 10, 12, 20, 72, 13, 19, 16, 8, 18, 12, 13, 17, 7, 18, 52, 17, 16, 15, 5, 23, 11, 13, 12, 9, 9, 5, 8, 28, 22, 35, 45, 48, 43, 13, 31, 7, 10, 10, 9, 8, 18, 19, 2, 29, 176, 7, 8, 9, 4, 8, 5, 6, 5, 6, 8, 8, 3, 18, 3, 3, 21, 26, 9, 8, 24, 13, 10, 7, 12, 15, 21, 10, 20, 14, 9, 6] },
  { name: 'Proverbs', osis: 'Prov', verses: [33, 22, 35, 27, 23, 35, 27, 36, 18, 32, 31, 28, 25, 35, 33, 33, 28, 24, 29, 30, 31, 29, 35, 34, 28, 28, 27, 28, 27, 33, 31] },
  { name: 'Ecclesiastes', osis: 'Eccl', verses: [18, 26, 22, 16, 20, 12, 29, 17, 18, 20, 10, 14] },
  { name: 'Song of Solomon', osis: 'Song', verses: [17, 17, 11, 16, 16, 13, 13, 14] },
  { name: 'Isaiah', osis: 'Isa', verses: [31, 22, 26, 6, 30, 13, 25, 22, 21, 34, 16, 6, 22, 32, 9, 14, 14, 7, 25, 6, 17, 25, 18, 23, 12, 21, 13, 29, 24, 33, 9, 20, 24, 17, 10, 22, 38, 22, 8, 31, 29, 25, 28, 28, 25, 13, 15, 22, 26, 11, 23, 15, 12, 17, 13, 12, 21, 14, 21, 22, 11, 12, 19, 12, 25, 24] },
  { name: 'Jeremiah', osis: 'Jer', verses: [19, 37, 25, 31, 31, 30, 34, 22, 26, 25, 23, 17, 27, 22, 21, 21, 27, 23, 15, 18, 14, 30, 40, 10, 38, 24, 22, 17, 32, 24, 40, 44, 26, 22, 19, 32, 21, 28, 18, 16, 18, 22, 13, 30, 5, 28, 7, 47, 39, 46, 64, 34] },
  { name: 'Lamentations', osis: 'Lam', verses: [22, 22, 66, 22, 22] },
  { name: 'Ezekiel', osis: 'Ezek', verses: [28, 10, 27, 17, 17, 14, 27, 18, 11, 22, 25, 28, 23, 23, 8, 63, 24, 32, 14, 49, 32, 31, 49, 27, 17, 21, 36, 26, 21, 26, 18, 32, 33, 31, 15, 38, 28, 23, 29, 49, 26, 20, 27, 31, 25, 24, 23, 35] },
  { name: 'Daniel', osis: 'Dan', verses: [21, 49, 30, 37, 31, 28, 28, 27, 27, 21, 45, 13] },
  { name: 'Hosea', osis: 'Hos', verses: [11, 23, 5, 19, 15, 11, 16, 14, 17, 15, 12, 14, 16, 9] },
  { name: 'Joel', osis: 'Joel', verses: [20, 32, 21] },
  { name: 'Amos', osis: 'Amos', verses: [15, 16, 15, 13, 27, 14, 17, 14, 15] },
  { name: 'Obadiah', osis: 'Obad', verses: [21] },
  { name: 'Jonah', osis: 'Jonah', verses: [17, 10, 10, 11] },
  { name: 'Micah', osis: 'Mic', verses: [16, 13, 12, 13, 15, 16, 20] },
  { name: 'Nahum', osis: 'Nah', verses: [15, 13, 19] },
  { name: 'Habakkuk', osis: 'Hab', verses: [17, 20, 19] },
  { name: 'Zephaniah', osis: 'Zeph', verses: [18, 15, 20] },
  { name: 'Haggai', osis: 'Hag', verses: [15, 23] },
  { name: 'Zechariah', osis: 'Zech', verses: [21, 13, 10, 14, 11, 15, 14, 23, 17, 12, 17, 14, 9, 21] },
  { name: 'Malachi', osis: 'Mal', verses: [14, 17, 18, 6] },
  { name: 'Matthew', osis: 'Matt', verses: [25, 23, 17, 25, 48, 34, 29, 34, 38, 42, 30, 50, 58, 36, 39, 28, 27, 35, 30, 34, 46, 46, 39, 51, 46, 75, 66, 20] },
  { name: 'Mark', osis: 'Mark', verses: [45, 28, 35, 41, 43, 56, 37, 38, 50, 52, 33, 44, 37, 72, 47, 20] },
  { name: 'Luke', osis: 'Luke', verses: [80, 52, 38, 44, 39, 49, 50, 56, 62, 42, 54, 59, 35, 35, 32, 31, 37, 43, 48, 47, 38, 71, 56, 53] },
  { name: 'John', osis: 'John', verses: [51, 25, 36, 54, 47, 71, 53, 59, 41, 42, 57, 50, 38, 31, 27, 33, 26, 40, 42, 31, 25] },
  { name: 'Acts', osis: 'Acts', verses: [26, 47, 26, 37, 42, 15, 60, 40, 43, 48, 30, 25, 52, 28, 41, 40, 34, 28, 41, 38, 40, 30, 35, 27, 27, 32, 44, 31] },
  { name: 'Romans', osis: 'Rom', verses: [32, 29, 31, 25, 21, 23, 25, 39, 33, 21, 36, 21, 14, 23, 33, 27] },
  { name: '1 Corinthians', osis: '1Cor', verses: [31, 16, 23, 21, 13, 20, 40, 13, 27, 33, 34, 31, 13, 40, 58, 24] },
  { name: '2 Corinthians', osis: '2Cor', verses: [24, 17, 18, 18, 21, 18, 16, 24, 15, 18, 33, 21, 14] },
  { name: 'Galatians', osis: 'Gal', verses: [24, 21, 29, 31, 26, 18] },
  { name: 'Ephesians', osis: 'Eph', verses: [23, 22, 21, 32, 33, 24] },
  { name: 'Philippians', osis: 'Phil', verses: [30, 30, 21, 23] },
  { name: 'Colossians', osis: 'Col', verses: [29, 23, 25, 18] },
  { name: '1 Thessalonians', osis: '1Thess', verses: [10, 20, 13, 18, 28] },
  { name: '2 Thessalonians', osis: '2Thess', verses: [12, 17, 18] },
  { name: '1 Timothy', osis: '1Tim', verses: [20, 15, 16, 16, 25, 21] },
  { name: '2 Timothy', osis: '2Tim', verses: [18, 26, 17, 22] },
  { name: 'Titus', osis: 'Titus', verses: [16, 15, 15] },
  { name: 'Philemon', osis: 'Phlm', verses: [25] },
  { name: 'Hebrews', osis: 'Heb', verses: [14, 18, 19, 16, 14, 20, 28, 13, 28, 39, 40, 29, 25] },
  { name: 'James', osis: 'Jas', verses: [27, 26, 18, 17, 20] },
  { name: '1 Peter', osis: '1Pet', verses: [25, 25, 22, 19, 14] },
  { name: '2 Peter', osis: '2Pet', verses: [21, 22, 18] },
  { name: '1 John', osis: '1John', verses: [10, 29, 24, 21, 21] },
  { name: '2 John', osis: '2John', verses: [13] },
  { name: '3 John', osis: '3John', verses: [14] },
  { name: 'Jude', osis: 'Jude', verses: [25] },
  { name: 'Revelation', osis: 'Rev', verses: [20, 29, 22, 11, 14, 17, 17, 13, 21, 11, 19, 17, 18, 20, 8, 21, 18, 24, 21, 15, 27, 21] },
];

const BY_NAME = new Map<string, BibleBook>(BIBLE_BOOKS.map((book) => [book.name.toLowerCase(), book]));
// "Psalms" is as common as "Psalm" in typed references.
BY_NAME.set('psalms', BY_NAME.get('psalm')!);

export function findBook(name: string): BibleBook | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

export interface Passage {
  book: BibleBook;
  startChapter: number;
  /** null when the whole chapter is meant ("Romans 8"). */
  startVerse: number | null;
  endChapter: number;
  endVerse: number | null;
}

const SEGMENT = /^(.+?)\s+(\d+)(?::(\d+))?(?:-(\d+)(?::(\d+))?)?$/;

/**
 * Parses references such as "John 3:16", "Romans 8", "Luke 3:1-4:2", "Psalm 120-134" and lists
 * joined by "; ". Returns null unless every part names a real book, chapter and verse range.
 */
export function parseBibleText(text: string): Passage[] | null {
  const passages: Passage[] = [];
  for (const part of text.split(';')) {
    const match = SEGMENT.exec(part.trim());
    if (!match) return null;
    const [, bookName, c1, v1, x, y] = match;
    const book = findBook(bookName!);
    if (!book) return null;
    const startChapter = Number(c1);
    const startVerse = v1 === undefined ? null : Number(v1);
    let endChapter = startChapter;
    let endVerse = startVerse;
    if (x !== undefined && y !== undefined) {
      // "3:1-4:2": the range runs into a later chapter.
      if (startVerse === null) return null;
      endChapter = Number(x);
      endVerse = Number(y);
    } else if (x !== undefined) {
      // "3:1-8" is a verse range; "120-134" (no verses) is a chapter range.
      if (startVerse === null) endChapter = Number(x);
      else endVerse = Number(x);
    }
    const passage: Passage = { book, startChapter, startVerse, endChapter, endVerse };
    if (!isInRange(passage)) return null;
    passages.push(passage);
  }
  return passages.length > 0 ? passages : null;
}

export function isValidBibleText(text: string): boolean {
  return parseBibleText(text) !== null;
}

function isInRange(p: Passage): boolean {
  const chapters = p.book.verses.length;
  const versesIn = (chapter: number) => p.book.verses[chapter - 1] ?? 0;
  if (p.startChapter < 1 || p.startChapter > chapters || p.endChapter < p.startChapter || p.endChapter > chapters) {
    return false;
  }
  if (p.startVerse === null) return p.endVerse === null;
  if (p.endVerse === null) return false;
  if (p.startVerse < 1 || p.startVerse > versesIn(p.startChapter)) return false;
  if (p.endVerse < 1 || p.endVerse > versesIn(p.endChapter)) return false;
  return p.endChapter > p.startChapter || p.endVerse >= p.startVerse;
}
