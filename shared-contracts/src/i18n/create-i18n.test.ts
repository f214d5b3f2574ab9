import { createI18n, createI18nLoader } from './create-i18n';
import type { LocaleCode } from './locales';

const catalogs: Partial<Record<LocaleCode, Record<string, string>>> = {
  en: { greet: 'Hello' },
  de: { greet: 'Hallo' },
};

const loader = jest.fn(async (locale: LocaleCode) => {
  const messages = catalogs[locale];
  if (!messages) throw new Error(`no catalog ${locale}`);
  return { messages };
});

beforeEach(() => loader.mockClear());

describe('createI18n', () => {
  it('activates the requested locale with its catalog', async () => {
    const i18n = await createI18n('de', loader);
    expect(i18n.locale).toBe('de');
    expect(i18n._('greet')).toBe('Hallo');
  });

  it('falls back to English when a catalog cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('ko', loader);
    expect(i18n.locale).toBe('en');
    expect(i18n._('greet')).toBe('Hello');
  });

  it('gives separate instances, so remotes never share one global locale', async () => {
    const a = await createI18n('en', loader);
    const b = await createI18n('de', loader);
    expect(a).not.toBe(b);
    expect(a.locale).toBe('en');
  });
});

describe('createI18nLoader', () => {
  it('loads each locale once and returns the same promise after', async () => {
    const load = createI18nLoader(loader);
    const first = load('de');
    expect(load('de')).toBe(first);
    await first;
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
