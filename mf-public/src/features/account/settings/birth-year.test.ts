import { birthYearProblem, parseBirthYear } from './birth-year';

describe('birth year', () => {
  it('accepts an empty field as "not given"', () => {
    expect(birthYearProblem('  ', 2026)).toBeNull();
    expect(parseBirthYear('')).toBeNull();
  });
  it('accepts a four-digit year up to this year', () => {
    expect(birthYearProblem('1980', 2026)).toBeNull();
    expect(birthYearProblem('2026', 2026)).toBeNull();
    expect(parseBirthYear(' 1980 ')).toBe(1980);
  });
  it('rejects text, short numbers, future years and years before 1900', () => {
    for (const text of ['19x0', '80', '2027', '1899']) expect(birthYearProblem(text, 2026)).toBe('invalid');
  });
});
