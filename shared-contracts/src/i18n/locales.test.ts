import { localizePath, negotiateLocale, splitLocalePath } from './locales';

describe('locale paths', () => {
  it('treats unprefixed paths as English', () => {
    expect(splitLocalePath('/sermons/123')).toEqual({ locale: 'en', path: '/sermons/123' });
  });
  it('splits a German prefix', () => {
    expect(splitLocalePath('/de/sermons')).toEqual({ locale: 'de', path: '/sermons' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
  });
  it('does not take a two-letter first segment that is no locale', () => {
    expect(splitLocalePath('/go/abc')).toEqual({ locale: 'en', path: '/go/abc' });
  });
  it('localizes without a prefix for English', () => {
    expect(localizePath('/sermons', 'en')).toBe('/sermons');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/sermons', 'zh')).toBe('/zh/sermons');
  });
  it('negotiates browser languages, British English to gb', () => {
    expect(negotiateLocale(['de-DE', 'en'])).toBe('de');
    expect(negotiateLocale(['en-GB'])).toBe('gb');
    expect(negotiateLocale(['xx', 'nl'])).toBe('en');
  });
});
