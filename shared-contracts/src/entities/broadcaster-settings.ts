// What the dashboard's settings pages read and write for one broadcaster (GET private_data, PATCH
// node/broadcasters/{id}): the public profile fields plus the private ones (customization, e-mail settings,
// donation options, linked accounts). Never contains secrets other than what its Admin may see.
import type { DonationOption } from '../rules/donation-options';

export interface BroadcasterCustomization {
  /** '#rrggbb' */
  primaryColor: string;
  accentColor: string;
  /** header of the broadcaster page: the banner image, or a plain band of the primary colour */
  headerStyle: 'banner' | 'color';
  /** which tab a listener lands on */
  defaultTab: 'sermons' | 'series' | 'speakers' | 'articles';
  showSermonCount: boolean;
  showSpeakers: boolean;
}

export const DEFAULT_CUSTOMIZATION: BroadcasterCustomization = {
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
  headerStyle: 'banner',
  defaultTab: 'sermons',
  showSermonCount: true,
  showSpeakers: true,
};

export interface BroadcasterEmailSettings {
  /** where notifications go; null = the broadcaster's contact e-mail */
  notificationEmail: string | null;
  uploadComplete: boolean;
  encodingFailed: boolean;
  newComment: boolean;
  listenerMessage: boolean;
  weeklyStats: boolean;
}

export const DEFAULT_EMAIL_SETTINGS: BroadcasterEmailSettings = {
  notificationEmail: null,
  uploadComplete: true,
  encodingFailed: true,
  newComment: false,
  listenerMessage: true,
  weeklyStats: false,
};

export const SOCIAL_PROVIDERS = ['twitter', 'google', 'facebook', 'dropbox'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface LinkedAccount {
  /** what the page shows: the handle, channel or folder */
  label: string;
  linkedAt: number;
  /** PATCH etc/twitter, etc/google: post new sermons automatically */
  autoPost?: boolean;
}

export interface FtpAccount {
  host: string;
  username: string;
  createdAt: number;
}

export interface BroadcasterSocialAccounts {
  twitter: LinkedAccount | null;
  google: LinkedAccount | null;
  facebook: LinkedAccount | null;
  dropbox: LinkedAccount | null;
  ftp: FtpAccount | null;
}

export interface BroadcasterSettings {
  broadcasterID: string;
  displayName: string;
  shortName: string;
  location: string;
  address: string | null;
  addressMail: string | null;
  phone: string | null;
  email: string | null;
  homePageURL: string | null;
  minister: string | null;
  denomination: string | null;
  serviceTimes: string | null;
  aboutUs: string | null;
  languageCode: string | null;
  churchSize: number | null;
  facebookUsername: string | null;
  twitterUsername: string | null;
  bibleVersion: string | null;
  listenLineNumber: string | null;
  welcomeVideoID: string | null;
  vacantPulpit: boolean;
  donatable: boolean;
  donationOptions: DonationOption[];
  customization: BroadcasterCustomization;
  emailSettings: BroadcasterEmailSettings;
  socialAccounts: BroadcasterSocialAccounts;
}

/** The settings page's editable text fields (PATCH takes any subset). */
export const SETTINGS_TEXT_FIELDS = [
  'displayName',
  'shortName',
  'location',
  'address',
  'addressMail',
  'phone',
  'email',
  'homePageURL',
  'minister',
  'denomination',
  'serviceTimes',
  'aboutUs',
  'languageCode',
  'facebookUsername',
  'twitterUsername',
  'bibleVersion',
  'listenLineNumber',
  'welcomeVideoID',
] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];

export type BroadcasterSettingsPatch = Partial<
  Pick<BroadcasterSettings, SettingsTextField | 'churchSize' | 'vacantPulpit' | 'donatable' | 'donationOptions'> & {
    customization: Partial<BroadcasterCustomization>;
    emailSettings: Partial<BroadcasterEmailSettings>;
    /** true: a new stream key at once, the old one stops working */
    resetStreamToken: boolean;
  }
>;

/** Longest accepted text per field; the long free-text ones get more room. */
export const SETTINGS_TEXT_LIMITS: Record<SettingsTextField, number> = {
  displayName: 120,
  shortName: 60,
  location: 120,
  address: 500,
  addressMail: 500,
  phone: 40,
  email: 254,
  homePageURL: 500,
  minister: 120,
  denomination: 120,
  serviceTimes: 2000,
  aboutUs: 10000,
  languageCode: 3,
  facebookUsername: 100,
  twitterUsername: 50,
  bibleVersion: 20,
  listenLineNumber: 40,
  welcomeVideoID: 40,
};

export const SETTINGS_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  email: 'Enter a valid e-mail address.',
  url: 'Enter a valid URL.',
  color: 'Use a color such as #1d4ed8.',
  number: 'Enter a whole number.',
  choice: 'Choose one of the options.',
  /** {provider}: Twitter, Google, Facebook, Dropbox */
  providerNotConfigured: 'Linking {provider} is not configured on this server',
} as const;

/** Stream settings (GET keyinfo). */
export interface StreamKeyInfo {
  broadcasterID: string;
  /** rtmp://<host>:1935/live */
  rtmpURL: string;
  streamKey: string;
}

/** GET/PUT node/broadcasters/{id}/webcast_metadata: defaults for new webcasts. */
export interface WebcastMetadata {
  defaultWebcastTitle: string;
  defaultWebcastDescription: string;
  defaultWebcastSpeakerName: string;
  defaultWebcastPassword: string;
  /** replays listed (true) or unlisted */
  defaultWebcastReplay: boolean;
}

export const DEFAULT_WEBCAST_METADATA: WebcastMetadata = {
  defaultWebcastTitle: '',
  defaultWebcastDescription: '',
  defaultWebcastSpeakerName: '',
  defaultWebcastPassword: '',
  defaultWebcastReplay: true,
};

/** POST ftp: the password is shown once and never stored in clear. */
export interface FtpCredentials extends FtpAccount {
  password: string;
}
