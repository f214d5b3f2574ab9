import { BIBLE_BOOKS, bibleBookOrder, findBibleBook } from './bible-books';

describe('bible books', () => {
  it('holds the 66 books with 1,189 chapters', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.reduce((sum, b) => sum + b.chapters, 0)).toBe(1189);
  });

  it('finds a book by OSIS abbreviation, Paratext code or name in any case', () => {
    expect(findBibleBook('ROM')?.osis).toBe('Rom');
    expect(findBibleBook('rom')?.osis).toBe('Rom');
    expect(findBibleBook('1 Corinthians')?.code).toBe('1CO');
    expect(findBibleBook('1Corinthians')?.code).toBe('1CO');
    expect(findBibleBook('Psalm')?.osis).toBe('Ps');
    expect(findBibleBook('Nowhere')).toBeUndefined();
  });

  it('orders books canonically', () => {
    expect(bibleBookOrder(findBibleBook('Gen')!)).toBe(1);
    expect(bibleBookOrder(findBibleBook('Rev')!)).toBe(66);
  });
});
