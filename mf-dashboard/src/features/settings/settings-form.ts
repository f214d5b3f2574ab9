// The settings page's form values (all text, as inputs hold them) and the patch they become.
import {
  SETTINGS_TEXT_FIELDS,
  SETTINGS_TEXT_LIMITS,
  type BroadcasterSettings,
  type BroadcasterSettingsPatch,
  type SettingsTextField,
} from '@sermon/shared-contracts/entities/broadcaster-settings';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';

export type SettingsFormValues = Record<SettingsTextField, string> & { churchSize: string; vacantPulpit: boolean };

export function settingsFormValues(settings: BroadcasterSettings): SettingsFormValues {
  const text = Object.fromEntries(SETTINGS_TEXT_FIELDS.map((field) => [field, settings[field] ?? ''])) as Record<SettingsTextField, string>;
  return { ...text, churchSize: settings.churchSize === null ? '' : String(settings.churchSize), vacantPulpit: settings.vacantPulpit };
}

export function settingsPatchOf(values: SettingsFormValues): BroadcasterSettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const field of SETTINGS_TEXT_FIELDS) patch[field] = values[field].trim() === '' ? null : values[field].trim();
  patch.churchSize = values.churchSize.trim() === '' ? null : Number(values.churchSize.trim());
  patch.vacantPulpit = values.vacantPulpit;
  return patch as BroadcasterSettingsPatch;
}

export type FieldProblem = 'required' | 'tooLong' | 'email' | 'url' | 'number' | 'language';

export const REQUIRED_SETTINGS: readonly SettingsTextField[] = ['displayName', 'shortName', 'location'];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The same checks the server makes (settings-patch.ts), so the page shows them before saving. */
export function settingsProblems(values: SettingsFormValues): Partial<Record<keyof SettingsFormValues, FieldProblem>> {
  const problems: Partial<Record<keyof SettingsFormValues, FieldProblem>> = {};
  for (const field of SETTINGS_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      if (REQUIRED_SETTINGS.includes(field)) problems[field] = 'required';
      continue;
    }
    if (value.length > SETTINGS_TEXT_LIMITS[field]) problems[field] = 'tooLong';
    else if (field === 'email' && !isValidEmail(value)) problems[field] = 'email';
    else if (field === 'homePageURL' && !isHttpUrl(value)) problems[field] = 'url';
    else if (field === 'languageCode' && !/^[a-z]{2,3}$/.test(value)) problems[field] = 'language';
  }
  if (values.churchSize.trim() !== '' && !/^\d{1,8}$/.test(values.churchSize.trim())) problems.churchSize = 'number';
  return problems;
}
