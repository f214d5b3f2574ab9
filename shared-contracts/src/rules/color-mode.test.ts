import { COLOR_MODES, isColorMode, parseColorMode } from './color-mode';

describe('the stored color mode', () => {
  it('reads the three modes, quoted or not', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('"light"')).toBe('light');
    expect(parseColorMode('system')).toBe('system');
  });

  it('falls back to system for nothing or anything unknown', () => {
    expect(parseColorMode(null)).toBe('system');
    expect(parseColorMode(undefined)).toBe('system');
    expect(parseColorMode('')).toBe('system');
    expect(parseColorMode('sepia')).toBe('system');
  });

  it('knows exactly the three modes', () => {
    expect(COLOR_MODES.every(isColorMode)).toBe(true);
    expect(isColorMode('Dark')).toBe(false);
    expect(isColorMode(1)).toBe(false);
  });
});
