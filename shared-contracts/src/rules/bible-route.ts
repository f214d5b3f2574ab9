// The Bible route `/sermons/scripture/{book}/{chapter?}/{verse?}` (spec doc 1): a book written any common way goes
// to its OSIS abbreviation; anything out of range goes one level up, so every link lands on a real page.
import { BIBLE_BOOKS, type BibleBook, findBibleBook } from '../constants/bible-books';

export const SCRIPTURE_HOME = '/sermons/scripture';

/** Longer than any book name or alias; bounds the work done on hostile input. */
const MAX_BOOK_LENGTH = 40;

/** Book names with their spaces removed ('1john', 'songofsolomon'), for URLs that drop them. */
const COMPACT = new Map<string, string>();
for (const b of BIBLE_BOOKS) {
  for (const alias of [b.name, b.osis, b.code]) COMPACT.set(alias.toLowerCase().replace(/\s/g, ''), b.osis);
}

function findBook(raw: string): BibleBook | undefined {
  if (raw.length === 0 || raw.length > MAX_BOOK_LENGTH) return undefined;
  // URLs write spaces as '_', '-', '+' or %20 (already decoded by the caller).
  const text = raw.replace(/[_+-]/g, ' ').trim();
  const direct = findBibleBook(text);
  if (direct) return direct;
  const osis = COMPACT.get(text.toLowerCase().replace(/[\s.]/g, ''));
  return osis ? findBibleBook(osis) : undefined;
}

function positive(value: string, max: number): number | undefined {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/**
 * The path to redirect to, or null when the route is already canonical (so the SPA renders it and the
 * canonical target never redirects again). `book`, `chapter` and `verse` are decoded path segments.
 */
export function resolveBibleRoute(book: string, chapter?: string, verse?: string): string | null {
  const found = findBook(book);
  if (!found) return SCRIPTURE_HOME;
  const bookPath = `${SCRIPTURE_HOME}/${found.osis}`;
  if (chapter === undefined || chapter === '') return book === found.osis ? null : bookPath;
  const c = positive(chapter, found.chapters);
  if (c === undefined) return bookPath;
  const chapterPath = `${bookPath}/${c}`;
  if (verse === undefined || verse === '') return book === found.osis && chapter === String(c) ? null : chapterPath;
  const v = positive(verse, found.verses[c - 1] ?? 0);
  if (v === undefined) return chapterPath;
  const versePath = `${chapterPath}/${v}`;
  return book === found.osis && chapter === String(c) && verse === String(v) ? null : versePath;
}

