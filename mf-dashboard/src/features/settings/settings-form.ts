// The settings page's form values (all text, as inputs hold them) and the patch they become.
import {
  SETTINGS_TEXT_FIELDS,
  type BroadcasterSettings,
  type BroadcasterSettingsPatch,
  type SettingsTextField,
} from '@sermon/shared-contracts/entities/broadcaster-settings';
import { settingsTextProblem, type SettingsTextProblem } from '@sermon/shared-contracts/rules/settings-fields';

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

export type FieldProblem = SettingsTextProblem | 'number';

/** The server's own checks (shared rules/settings-fields.ts), so the page shows them before saving. */
export function settingsProblems(values: SettingsFormValues): Partial<Record<keyof SettingsFormValues, FieldProblem>> {
  const problems: Partial<Record<keyof SettingsFormValues, FieldProblem>> = {};
  for (const field of SETTINGS_TEXT_FIELDS) {
    const problem = settingsTextProblem(field, values[field].trim());
    if (problem) problems[field] = problem;
  }
  if (values.churchSize.trim() !== '' && !/^\d{1,8}$/.test(values.churchSize.trim())) problems.churchSize = 'number';
  return problems;
}
