import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and zero-padded seconds under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hours with zero-padded minutes from an hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(36_000)).toBe('10:00:00');
  });

  it('floors fractional seconds', () => {
    expect(formatDuration(61.99)).toBe('1:01');
  });

  it('reads missing, negative and non-finite values as 0:00', () => {
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(undefined)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
