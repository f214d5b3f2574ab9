import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BIBLE_BOOKS, findBook, isValidBibleText, parseBibleText } from './bible-books';

describe('the Bible book table', () => {
  it('holds the 66 books with 1,189 chapters and 31,102 verses of the KJV versification', () => {
    assert.equal(BIBLE_BOOKS.length, 66);
    assert.equal(BIBLE_BOOKS.reduce((n, b) => n + b.verses.length, 0), 1189);
    assert.equal(BIBLE_BOOKS.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0), 31102);
  });

  it('finds books by name regardless of case, and Psalms as well as Psalm', () => {
    assert.equal(findBook('1 corinthians')?.osis, '1Cor');
    assert.equal(findBook('Psalms')?.verses.length, 150);
    assert.equal(findBook('Hezekiah'), undefined);
  });
});

describe('parsing a bibleText', () => {
  it('accepts single verses, verse ranges, whole chapters, chapter ranges, cross-chapter ranges and lists', () => {
    for (const text of ['John 3:16', 'Romans 8:28-39', 'Psalm 23', 'Psalm 120-134', 'Luke 3:1-4:2', 'Mark 2:3; Luke 3:1-4:2', 'Jude 1:25', 'Psalm 119:176']) {
      assert.ok(isValidBibleText(text), text);
    }
  });

  it('rejects unknown books and chapters or verses beyond the end of the book or chapter', () => {
    for (const text of ['Hezekiah 1:1', 'Jude 2:1', 'John 3:37', 'Romans 8:39-40', 'Psalm 151', 'Romans 8:10-2', 'John', '3:16', 'Psalm 117:3']) {
      assert.equal(isValidBibleText(text), false, text);
    }
  });

  it('returns the book, chapters and verses of each part', () => {
    const [first, second] = parseBibleText('Colossians 3:18-4:1; Jonah 2')!;
    assert.deepEqual(
      { book: first!.book.name, c1: first!.startChapter, v1: first!.startVerse, c2: first!.endChapter, v2: first!.endVerse },
      { book: 'Colossians', c1: 3, v1: 18, c2: 4, v2: 1 },
    );
    assert.deepEqual({ book: second!.book.name, c: second!.startChapter, v: second!.startVerse }, { book: 'Jonah', c: 2, v: null });
  });
});

describe('the verse table beside the shared book list', () => {
  it('agrees with shared-contracts on every book’s OSIS abbreviation, name and chapter count', async () => {
    const shared = await import('@sermon/shared-contracts/constants/bible-books');
    assert.equal(shared.BIBLE_BOOKS.length, BIBLE_BOOKS.length);
    BIBLE_BOOKS.forEach((book, i) => {
      const other = shared.BIBLE_BOOKS[i]!;
      assert.equal(other.osis, book.osis);
      assert.equal(other.chapters, book.verses.length, book.name);
      assert.equal(shared.findBibleBook(book.name)?.osis, book.osis, book.name);
    });
  });
});
