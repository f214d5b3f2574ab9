import { localeCookie, readLocaleCookie } from './locale-cookie';
import { rootRedirectTarget } from './root-redirect';
import { localeSwitchUrl } from './switch-locale';

describe('the locale cookie', () => {
  it('lasts 365 days on the whole site and is Lax', () => {
    expect(localeCookie('de')).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=fr; b=2')).toBe('fr');
    expect(readLocaleCookie('locale=gb')).toBe('gb');
  });

  it('is ignored when missing or not a known locale', () => {
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('otherlocale=de')).toBeNull();
    expect(readLocaleCookie('locale=xx')).toBeNull();
  });
});

describe('the root redirect', () => {
  const base = { search: '', cookieLocale: null, languages: ['de-DE', 'en'] } as const;

  it('sends a first-time visitor at / to the browser language', () => {
    expect(rootRedirectTarget({ ...base, pathname: '/' })).toBe('/de');
  });

  it('keeps the query string', () => {
    expect(rootRedirectTarget({ ...base, pathname: '/', search: '?ref=x' })).toBe('/de?ref=x');
  });

  it('happens only at the root', () => {
    expect(rootRedirectTarget({ ...base, pathname: '/sermons' })).toBeNull();
    expect(rootRedirectTarget({ ...base, pathname: '/fr' })).toBeNull();
  });

  it('uses the stored choice instead of the browser language when a cookie is set', () => {
    expect(rootRedirectTarget({ ...base, pathname: '/', cookieLocale: 'en' })).toBeNull();
    expect(rootRedirectTarget({ ...base, pathname: '/', cookieLocale: 'ko' })).toBe('/ko');
  });

  it('stays for English browsers, which have no prefix', () => {
    expect(rootRedirectTarget({ ...base, pathname: '/', languages: ['en-US'] })).toBeNull();
    expect(rootRedirectTarget({ ...base, pathname: '/', languages: ['en-GB'] })).toBe('/gb');
  });
});

describe('switching locale', () => {
  it('keeps the page, query and hash and swaps the prefix', () => {
    expect(localeSwitchUrl({ pathname: '/de/sermons/1', search: '?a=1', hash: '#c' }, 'fr')).toBe('/fr/sermons/1?a=1#c');
    expect(localeSwitchUrl({ pathname: '/sermons', search: '', hash: '' }, 'zh')).toBe('/zh/sermons');
    expect(localeSwitchUrl({ pathname: '/de', search: '', hash: '' }, 'en')).toBe('/');
  });
});
