// Cookie lifetimes (spec doc 2 §9). The locale cookie lives in i18n/locales (LOCALE_COOKIE_MAX_AGE_DAYS).

export const COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const SHORT_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;
export const SESSION_COOKIE_REMEMBER_ME_SECONDS = 31_536_000;
export { LOCALE_COOKIE_MAX_AGE_DAYS } from '../i18n/locales';
