// The checks of one settings text field (spec doc 1 §5 Settings), shared so the settings page marks exactly what
// PATCH node/broadcasters/{id} refuses. Problems are kinds: the server sends SETTINGS_MESSAGES, the page translates.
import { SETTINGS_TEXT_LIMITS, type SettingsTextField } from '../entities/broadcaster-settings';
import { isValidEmail } from './account-validation';

/** Fields a broadcaster cannot be without (NOT NULL columns). */
export const REQUIRED_SETTINGS_FIELDS: readonly SettingsTextField[] = ['displayName', 'shortName', 'location'];

export type SettingsTextProblem = 'required' | 'tooLong' | 'email' | 'url' | 'language';

/** An absolute http(s) address with a dotted host name ('https://gracechapel.org'). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What is wrong with a text field's value (trimmed by the caller), or null; an empty optional field clears it. */
export function settingsTextProblem(field: SettingsTextField, value: string): SettingsTextProblem | null {
  if (value === '') return REQUIRED_SETTINGS_FIELDS.includes(field) ? 'required' : null;
  if (value.length > SETTINGS_TEXT_LIMITS[field]) return 'tooLong';
  if (field === 'email' && !isValidEmail(value)) return 'email';
  if (field === 'homePageURL' && !isHttpUrl(value)) return 'url';
  if (field === 'languageCode' && !/^[a-z]{2,3}$/.test(value)) return 'language';
  return null;
}
