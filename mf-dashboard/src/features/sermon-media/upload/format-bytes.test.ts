import { formatBytes, formatRemaining } from './format-bytes';

describe('formatBytes', () => {
  it('uses the unit that keeps the number short', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
    expect(formatBytes(734 * 1024)).toBe('734 KB');
    expect(formatBytes(8 * 1024 ** 3)).toBe('8.0 GB');
  });

  it('writes decimals the way the locale does', () => {
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});

describe('formatRemaining', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatRemaining(45.2)).toBe('45 s');
    expect(formatRemaining(200)).toBe('3 min 20 s');
    expect(formatRemaining(3900)).toBe('1 h 05 min');
  });
});
