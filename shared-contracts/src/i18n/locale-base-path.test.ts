import { localeBasePath } from './locale-base-path';

describe('localeBasePath', () => {
  it('is empty for English, which has no URL prefix', () => {
    expect(localeBasePath('en')).toBe('');
  });
  it('is the locale prefix for every other locale, British English included', () => {
    expect(localeBasePath('de')).toBe('/de');
    expect(localeBasePath('gb')).toBe('/gb');
  });
});
