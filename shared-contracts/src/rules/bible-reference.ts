// Parsing and checking a sermon's Bible text ("John 3:16", "Luke 3:1-4:2; Psalm 23") against the book
// table, so the demo catalogue, the API and the pages agree on what a valid reference is.
import { type BibleBook, findBibleBook } from '../constants/bible-books';

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
    const book = findBibleBook(bookName!);
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
