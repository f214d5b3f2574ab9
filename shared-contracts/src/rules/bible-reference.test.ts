import { BIBLE_BOOKS, findBibleBook } from '../constants/bible-books';
import { isValidBibleText, parseBibleText } from './bible-reference';

describe('the Bible book table', () => {
  it('holds the 66 books with 1,189 chapters and 31,102 verses of the KJV versification', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.reduce((n, b) => n + b.verses.length, 0)).toBe(1189);
    expect(BIBLE_BOOKS.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0)).toBe(31102);
  });

  it('counts each book’s chapters from its verse list', () => {
    for (const book of BIBLE_BOOKS) expect(book.chapters).toBe(book.verses.length);
  });

  it('finds books by name regardless of case, and Psalms as well as Psalm', () => {
    expect(findBibleBook('1 corinthians')?.osis).toBe('1Cor');
    expect(findBibleBook('Psalms')?.verses.length).toBe(150);
    expect(findBibleBook('Psalm')?.verses.length).toBe(150);
    expect(findBibleBook('Hezekiah')).toBeUndefined();
  });
});

describe('parsing a bibleText', () => {
  it('accepts single verses, verse ranges, whole chapters, chapter ranges, cross-chapter ranges and lists', () => {
    for (const text of ['John 3:16', 'Romans 8:28-39', 'Psalm 23', 'Psalm 120-134', 'Luke 3:1-4:2', 'Mark 2:3; Luke 3:1-4:2', 'Jude 1:25', 'Psalm 119:176']) {
      expect([text, isValidBibleText(text)]).toEqual([text, true]);
    }
  });

  it('rejects unknown books and chapters or verses beyond the end of the book or chapter', () => {
    for (const text of ['Hezekiah 1:1', 'Jude 2:1', 'John 3:37', 'Romans 8:39-40', 'Psalm 151', 'Romans 8:10-2', 'John', '3:16', 'Psalm 117:3']) {
      expect([text, isValidBibleText(text)]).toEqual([text, false]);
    }
  });

  it('returns the book, chapters and verses of each part', () => {
    const [first, second] = parseBibleText('Colossians 3:18-4:1; Jonah 2')!;
    expect({ book: first!.book.name, c1: first!.startChapter, v1: first!.startVerse, c2: first!.endChapter, v2: first!.endVerse }).toEqual({
      book: 'Colossians',
      c1: 3,
      v1: 18,
      c2: 4,
      v2: 1,
    });
    expect({ book: second!.book.name, c: second!.startChapter, v: second!.startVerse }).toEqual({ book: 'Jonah', c: 2, v: null });
  });
});
