import { pickerDestination } from './picker-next';

describe('pickerDestination', () => {
  it('follows a dashboard page', () => {
    expect(pickerDestination('/dashboard-beta/sermons?page=2')).toBe('/dashboard-beta/sermons?page=2');
    expect(pickerDestination('/dashboard/series/10')).toBe('/dashboard/series/10');
  });

  it('falls back to the dashboard home for anything else', () => {
    for (const next of [null, '', '/library', '//evil.example/dashboard', 'https://evil.example', '/dashboard/legacy-sign-in', '/dashboard-beta/switch?x=1']) {
      expect(pickerDestination(next)).toBe('/dashboard-beta');
    }
  });
});
