import { resolveBibleRoute, SCRIPTURE_HOME } from './bible-route';

describe('resolveBibleRoute', () => {
  it('leaves canonical OSIS paths alone', () => {
    expect(resolveBibleRoute('Rom')).toBeNull();
    expect(resolveBibleRoute('Rom', '8')).toBeNull();
    expect(resolveBibleRoute('Rom', '8', '28')).toBeNull();
    expect(resolveBibleRoute('1John', '5', '21')).toBeNull();
    expect(resolveBibleRoute('Ps', '119', '176')).toBeNull();
  });

  it('redirects names, codes and other spellings to the OSIS abbreviation, keeping chapter and verse', () => {
    for (const name of ['romans', 'Romans', 'ROM', 'rom', 'ROMANS', 'Rom.']) {
      expect(resolveBibleRoute(name, '8', '28')).toBe('/sermons/scripture/Rom/8/28');
    }
    for (const name of ['1 John', '1john', '1Jn', '1JN', '1_john', '1-john']) {
      expect(resolveBibleRoute(name)).toBe('/sermons/scripture/1John');
    }
    expect(resolveBibleRoute('song of solomon', '2')).toBe('/sermons/scripture/Song/2');
    expect(resolveBibleRoute('songofsolomon')).toBe('/sermons/scripture/Song');
    expect(resolveBibleRoute('psalm', '23', '1')).toBe('/sermons/scripture/Ps/23/1');
  });

  it('sends an unknown book to the scripture home', () => {
    expect(resolveBibleRoute('Hezekiah', '1')).toBe(SCRIPTURE_HOME);
    expect(resolveBibleRoute('%ZZ')).toBe(SCRIPTURE_HOME);
    expect(resolveBibleRoute('x'.repeat(500), '1', '1')).toBe(SCRIPTURE_HOME);
    expect(resolveBibleRoute('')).toBe(SCRIPTURE_HOME);
  });

  it('sends a chapter beyond the book, or not a positive integer, to the book', () => {
    expect(resolveBibleRoute('Rom', '17')).toBe('/sermons/scripture/Rom');
    expect(resolveBibleRoute('Rom', '0', '1')).toBe('/sermons/scripture/Rom');
    expect(resolveBibleRoute('Rom', 'abc')).toBe('/sermons/scripture/Rom');
    expect(resolveBibleRoute('Rom', '-1')).toBe('/sermons/scripture/Rom');
    expect(resolveBibleRoute('Jude', '2')).toBe('/sermons/scripture/Jude');
    expect(resolveBibleRoute('romans', '99999999999999999999')).toBe('/sermons/scripture/Rom');
  });

  it('sends a verse beyond the chapter, or not a positive integer, to the chapter', () => {
    expect(resolveBibleRoute('Rom', '8', '40')).toBe('/sermons/scripture/Rom/8');
    expect(resolveBibleRoute('Rom', '8', '39')).toBeNull();
    expect(resolveBibleRoute('Ps', '117', '3')).toBe('/sermons/scripture/Ps/117');
    expect(resolveBibleRoute('Rom', '8', 'x')).toBe('/sermons/scripture/Rom/8');
    expect(resolveBibleRoute('romans', '8', '0')).toBe('/sermons/scripture/Rom/8');
  });

  it('normalizes leading zeros', () => {
    expect(resolveBibleRoute('Rom', '08', '028')).toBe('/sermons/scripture/Rom/8/28');
  });

  it('gives targets that are canonical themselves (no redirect loop)', () => {
    const inputs: [string, string?, string?][] = [['romans', '8', '28'], ['1jn'], ['Rom', '99'], ['Rom', '8', '99'], ['psalm', '23']];
    for (const [book, chapter, verse] of inputs) {
      const target = resolveBibleRoute(book, chapter, verse)!;
      const [, , , b, c, v] = target.split('/');
      expect(resolveBibleRoute(b!, c, v)).toBeNull();
    }
  });
});
