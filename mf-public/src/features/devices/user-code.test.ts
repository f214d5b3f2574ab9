import { formatUserCode, isCompleteUserCode, normalizeUserCode } from './user-code';

describe('user code', () => {
  it('ignores case, dashes and spaces', () => {
    expect(normalizeUserCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeUserCode(' ab cd ef gh ')).toBe('ABCDEFGH');
  });
  it('writes the dash after four characters while typing', () => {
    expect(formatUserCode('abc')).toBe('ABC');
    expect(formatUserCode('abcd')).toBe('ABCD');
    expect(formatUserCode('abcde')).toBe('ABCD-E');
    expect(formatUserCode('ABCD-EFGHIJ')).toBe('ABCD-EFGH');
  });
  it('is complete with eight letters or digits', () => {
    expect(isCompleteUserCode('abcd-efgh')).toBe(true);
    expect(isCompleteUserCode('abcd-efg')).toBe(false);
  });
});
