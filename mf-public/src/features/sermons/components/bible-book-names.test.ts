import { BIBLE_BOOKS } from '@sermon/shared-contracts/constants/bible-books';
import { BIBLE_BOOK_NAMES } from './bible-book-names';

describe('BIBLE_BOOK_NAMES', () => {
  it('names every book of the shared table, in its English form', () => {
    for (const book of BIBLE_BOOKS) expect(BIBLE_BOOK_NAMES[book.code]?.message).toBe(book.name);
    expect(Object.keys(BIBLE_BOOK_NAMES)).toHaveLength(BIBLE_BOOKS.length);
  });
});
