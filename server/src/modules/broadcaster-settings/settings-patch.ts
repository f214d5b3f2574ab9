// Reading a PATCH node/broadcasters/{id} body into column values. Every field is optional; what is sent is
// checked (types, lengths, the e-mail and URL rules, colours, donation rules) and all problems come back together
// as one 400 keyed by field ('donationOptions.1.url' for a field of one option).
import {
  DEFAULT_CUSTOMIZATION,
  SETTINGS_MESSAGES,
  SETTINGS_TEXT_FIELDS,
  type BroadcasterCustomization,
  type BroadcasterEmailSettings,
  type SettingsTextField,
} from '@sermon/shared-contracts/entities/broadcaster-settings';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';
import { settingsTextProblem, type SettingsTextProblem } from '@sermon/shared-contracts/rules/settings-fields';
import {
  donationListProblem,
  donationOptionProblems,
  type DonationMethod,
  type DonationOption,
} from '@sermon/shared-contracts/rules/donation-options';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import type { broadcasters } from '../../db/schema';
import type { Body } from '../accounts/request-body';
import { customizationOf, emailSettingsOf, type BroadcasterRow } from './settings-presenter';

export type BroadcasterUpdate = Partial<typeof broadcasters.$inferInsert>;

/** The shared field check's kinds, in the words the API sends. */
const TEXT_PROBLEM_MESSAGE: Record<SettingsTextProblem, string> = {
  required: SETTINGS_MESSAGES.required,
  tooLong: SETTINGS_MESSAGES.tooLong,
  email: SETTINGS_MESSAGES.email,
  url: SETTINGS_MESSAGES.url,
  language: SETTINGS_MESSAGES.choice,
};

const COLUMN: Record<SettingsTextField, keyof BroadcasterUpdate> = {
  displayName: 'displayName',
  shortName: 'shortName',
  location: 'location',
  address: 'address',
  addressMail: 'addressMail',
  phone: 'phone',
  email: 'email',
  homePageURL: 'homePageUrl',
  minister: 'minister',
  denomination: 'denomination',
  serviceTimes: 'serviceTimes',
  aboutUs: 'aboutUs',
  languageCode: 'languageCode',
  facebookUsername: 'facebookUsername',
  twitterUsername: 'twitterUsername',
  bibleVersion: 'bibleVersion',
  listenLineNumber: 'listenLineNumber',
  welcomeVideoID: 'welcomeVideoId',
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const TRUE_WORDS = ['true', '1', 'on', 'yes'];
const FALSE_WORDS = ['false', '0', 'off', 'no', ''];

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
  }
  return undefined;
}

/** Objects may arrive as JSON text from a form post. */
function structured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function plainObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export interface ParsedPatch {
  update: BroadcasterUpdate;
  resetStreamToken: boolean;
}

export function parseSettingsPatch(body: Body, current: BroadcasterRow): { patch: ParsedPatch } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const add = (field: string, text: string) => {
    problems[field] ??= text;
  };
  const update: BroadcasterUpdate = {};

  for (const field of SETTINGS_TEXT_FIELDS) {
    if (!(field in body)) continue;
    const raw = body[field];
    if (raw !== null && typeof raw !== 'string') {
      add(field, SETTINGS_MESSAGES.tooLong);
      continue;
    }
    const value = (raw ?? '').trim();
    const problem = settingsTextProblem(field, value);
    if (problem) add(field, TEXT_PROBLEM_MESSAGE[problem]);
    else (update as Record<string, unknown>)[COLUMN[field]] = value === '' ? null : value;
  }

  if ('churchSize' in body) {
    const raw = body.churchSize;
    if (raw === null || raw === '') update.churchSize = null;
    else {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > 10_000_000) add('churchSize', SETTINGS_MESSAGES.number);
      else update.churchSize = n;
    }
  }

  for (const field of ['vacantPulpit', 'donatable'] as const) {
    if (!(field in body)) continue;
    const value = booleanOf(body[field]);
    if (value === undefined) add(field, SETTINGS_MESSAGES.choice);
    else update[field] = value;
  }

  if ('customization' in body) {
    const input = plainObject(structured(body.customization));
    if (!input) add('customization', SETTINGS_MESSAGES.choice);
    else {
      const next: BroadcasterCustomization = { ...customizationOf(current) };
      for (const key of ['primaryColor', 'accentColor'] as const) {
        if (!(key in input)) continue;
        const value = input[key];
        if (typeof value !== 'string' || !HEX_COLOR.test(value)) add(`customization.${key}`, SETTINGS_MESSAGES.color);
        else next[key] = value.toLowerCase();
      }
      if ('headerStyle' in input) {
        if (input.headerStyle === 'banner' || input.headerStyle === 'color') next.headerStyle = input.headerStyle;
        else add('customization.headerStyle', SETTINGS_MESSAGES.choice);
      }
      if ('defaultTab' in input) {
        const tabs = ['sermons', 'series', 'speakers', 'articles'] as const;
        if ((tabs as readonly unknown[]).includes(input.defaultTab)) next.defaultTab = input.defaultTab as BroadcasterCustomization['defaultTab'];
        else add('customization.defaultTab', SETTINGS_MESSAGES.choice);
      }
      for (const key of ['showSermonCount', 'showSpeakers'] as const) {
        if (!(key in input)) continue;
        const value = booleanOf(input[key]);
        if (value === undefined) add(`customization.${key}`, SETTINGS_MESSAGES.choice);
        else next[key] = value;
      }
      // only known keys are stored: the column never collects whatever a client sends
      update.customization = Object.fromEntries(Object.keys(DEFAULT_CUSTOMIZATION).map((key) => [key, next[key as keyof BroadcasterCustomization]]));
    }
  }

  if ('emailSettings' in body) {
    const input = plainObject(structured(body.emailSettings));
    if (!input) add('emailSettings', SETTINGS_MESSAGES.choice);
    else {
      const next: BroadcasterEmailSettings = { ...emailSettingsOf(current) };
      if ('notificationEmail' in input) {
        const value = input.notificationEmail;
        if (value === null || value === '') next.notificationEmail = null;
        else if (typeof value !== 'string' || !isValidEmail(value.trim())) add('emailSettings.notificationEmail', SETTINGS_MESSAGES.email);
        else next.notificationEmail = value.trim();
      }
      for (const key of ['uploadComplete', 'encodingFailed', 'newComment', 'listenerMessage', 'weeklyStats'] as const) {
        if (!(key in input)) continue;
        const value = booleanOf(input[key]);
        if (value === undefined) add(`emailSettings.${key}`, SETTINGS_MESSAGES.choice);
        else next[key] = value;
      }
      update.emailSettings = next;
    }
  }

  let options: DonationOption[] | undefined;
  if ('donationOptions' in body) {
    const input = structured(body.donationOptions);
    if (!Array.isArray(input)) add('donationOptions', SETTINGS_MESSAGES.choice);
    else {
      options = input.map((item, index) => {
        const value = plainObject(item) ?? {};
        const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string).trim() : '');
        // an unknown method is reported by donationOptionProblems
        const method = text('method') as DonationMethod;
        const option: DonationOption = {
          method,
          label: text('label'),
          email: text('email') || null,
          url: method === 'mail' ? null : text('url') || null,
        };
        for (const problem of donationOptionProblems(option, isValidEmail)) {
          add(`donationOptions.${index}.${problem.field}`, problem.values ? formatMessage(problem.message, problem.values) : problem.message);
        }
        return option;
      });
      update.donationOptions = options;
    }
  }
  // "at least one option" holds for the state after the patch: turning donations on, or emptying the list
  const donatable = update.donatable ?? current.donatable;
  const finalOptions = options ?? (Array.isArray(current.donationOptions) ? (current.donationOptions as DonationOption[]) : []);
  if ('donatable' in body || 'donationOptions' in body) {
    const listProblem = donationListProblem(finalOptions, donatable);
    if (listProblem) add('donationOptions', listProblem);
  }

  let resetStreamToken = false;
  if ('resetStreamToken' in body) {
    const value = booleanOf(body.resetStreamToken);
    if (value === undefined) add('resetStreamToken', SETTINGS_MESSAGES.choice);
    else resetStreamToken = value;
  }

  if (Object.keys(problems).length > 0) return { problems };
  return { patch: { update, resetStreamToken } };
}
