import { createFormatters } from './use-formatters';

describe('createFormatters', () => {
  it('formats a preach date as the same calendar day in every time zone', () => {
    expect(createFormatters('en-US').date('2024-03-10')).toBe('March 10, 2024');
  });

  it('formats dates in German for the de locale', () => {
    expect(createFormatters('de-DE').date('2024-03-10')).toBe('10. März 2024');
  });

  it('returns an empty string for a missing date', () => {
    expect(createFormatters('en-US').date(null)).toBe('');
  });

  it('groups thousands the way the locale does', () => {
    expect(createFormatters('de-DE').number(1234567)).toBe('1.234.567');
  });
});
