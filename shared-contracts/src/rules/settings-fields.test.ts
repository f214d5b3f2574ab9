import { isHttpUrl, settingsTextProblem } from './settings-fields';

describe('settingsTextProblem', () => {
  it('requires only the NOT NULL fields', () => {
    expect(settingsTextProblem('displayName', '')).toBe('required');
    expect(settingsTextProblem('location', '')).toBe('required');
    expect(settingsTextProblem('phone', '')).toBeNull();
  });

  it('checks length, e-mail, home page and language code', () => {
    expect(settingsTextProblem('shortName', 'x'.repeat(61))).toBe('tooLong');
    expect(settingsTextProblem('shortName', 'x'.repeat(60))).toBeNull();
    expect(settingsTextProblem('email', 'not-an-address')).toBe('email');
    expect(settingsTextProblem('email', 'office@gracechapel.org')).toBeNull();
    expect(settingsTextProblem('homePageURL', 'gracechapel.org')).toBe('url');
    expect(settingsTextProblem('homePageURL', 'https://gracechapel.org')).toBeNull();
    expect(settingsTextProblem('languageCode', 'EN')).toBe('language');
    expect(settingsTextProblem('languageCode', 'eng')).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it('takes http and https addresses with a dotted host only', () => {
    expect(isHttpUrl('http://example.org/path')).toBe(true);
    expect(isHttpUrl('ftp://example.org')).toBe(false);
    expect(isHttpUrl('https://localhost')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
