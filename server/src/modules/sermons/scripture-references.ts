// Turns a sermon's free-text Bible text ("Mark 2:3; Luke 3:1-4:2") into indexed ranges, so the
// book/chapter/verse filters are plain integer comparisons. Unparsable parts are skipped.
import { bibleBookOrder, findBibleBook } from '@sermon/shared-contracts/constants/bible-books';

export interface ScriptureRange {
  /** OSIS abbreviation */
  book: string;
  /** chapter * 1000 + verse; verse 0 = from the chapter's start */
  startPos: number;
  /** chapter * 1000 + verse; verse 999 = to the chapter's end */
  endPos: number;
}

export const WHOLE_CHAPTER_END = 999;

const PART = /^\s*((?:[1-3]\s*)?[\p{L}][\p{L} .]*?)?\s*(\d+)(?::(\d+))?(?:\s*[-–—]\s*(\d+)(?::(\d+))?)?/u;

export function parseScriptureReferences(text: string | null | undefined): ScriptureRange[] {
  if (!text) return [];
  const ranges: ScriptureRange[] = [];
  let currentBook: string | undefined;
  for (const part of text.split(/[;\n]/)) {
    const match = PART.exec(part);
    if (!match) continue;
    const [, bookName, chapterText, verseText, endA, endB] = match;
    if (bookName?.trim()) currentBook = findBibleBook(bookName.trim())?.osis;
    if (!currentBook) continue;
    const chapter = Number(chapterText);
    const verse = verseText === undefined ? undefined : Number(verseText);
    let endChapter = chapter;
    let endVerse: number;
    if (endA === undefined) {
      endVerse = verse ?? WHOLE_CHAPTER_END;
    } else if (endB !== undefined) {
      endChapter = Number(endA);
      endVerse = Number(endB);
    } else if (verse !== undefined) {
      endVerse = Number(endA);
    } else {
      endChapter = Number(endA);
      endVerse = WHOLE_CHAPTER_END;
    }
    const startPos = chapter * 1000 + (verse ?? 0);
    const endPos = endChapter * 1000 + endVerse;
    if (chapter < 1 || endPos < startPos) continue;
    ranges.push({ book: currentBook, startPos, endPos });
  }
  return ranges;
}

/** Sort key for sortBy=bible: canonical book position, then chapter and verse of the first reference. */
export function scriptureOrder(ranges: ScriptureRange[]): number | null {
  const first = ranges[0];
  if (!first) return null;
  const book = findBibleBook(first.book);
  return book ? bibleBookOrder(book) * 1_000_000 + first.startPos : null;
}
