import { parseColorMode, readColorMode } from './color-mode';

describe('color mode', () => {
  it('reads the three modes, quoted or not', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('"light"')).toBe('light');
    expect(parseColorMode('system')).toBe('system');
  });
  it('falls back to system for nothing or anything unknown', () => {
    expect(parseColorMode(null)).toBe('system');
    expect(parseColorMode('sepia')).toBe('system');
  });
  it('treats blocked storage as system', () => {
    const blocked = { getItem: () => { throw new Error('denied'); } };
    expect(readColorMode(blocked)).toBe('system');
  });
});
