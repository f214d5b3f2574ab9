// broadcasters row -> the BroadcasterSettings of the dashboard's settings pages. The JSON columns are merged over
// their defaults, so a broadcaster saved before a setting existed reads the default rather than undefined.
import {
  DEFAULT_CUSTOMIZATION,
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_WEBCAST_METADATA,
  type BroadcasterCustomization,
  type BroadcasterEmailSettings,
  type BroadcasterSettings,
  type BroadcasterSocialAccounts,
  type FtpAccount,
  type LinkedAccount,
  type WebcastMetadata,
} from '@sermon/shared-contracts/entities/broadcaster-settings';
import type { DonationOption } from '@sermon/shared-contracts/rules/donation-options';
import type { broadcasters } from '../../db/schema';

export type BroadcasterRow = typeof broadcasters.$inferSelect;

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function customizationOf(row: BroadcasterRow): BroadcasterCustomization {
  return { ...DEFAULT_CUSTOMIZATION, ...(objectOf(row.customization) as Partial<BroadcasterCustomization>) };
}

export function emailSettingsOf(row: BroadcasterRow): BroadcasterEmailSettings {
  return { ...DEFAULT_EMAIL_SETTINGS, ...(objectOf(row.emailSettings) as Partial<BroadcasterEmailSettings>) };
}

export function webcastMetadataOf(row: BroadcasterRow): WebcastMetadata {
  return { ...DEFAULT_WEBCAST_METADATA, ...(objectOf(row.webcastDefaults) as Partial<WebcastMetadata>) };
}

/** The stored social accounts, secrets (the FTP password hash) left out. */
export function socialAccountsOf(row: BroadcasterRow): BroadcasterSocialAccounts {
  const stored = objectOf(row.socialAccounts);
  const linked = (key: string): LinkedAccount | null => {
    const value = objectOf(stored[key]);
    return typeof value.label === 'string'
      ? { label: value.label, linkedAt: Number(value.linkedAt) || 0, ...(typeof value.autoPost === 'boolean' ? { autoPost: value.autoPost } : {}) }
      : null;
  };
  const ftp = objectOf(stored.ftp);
  const ftpAccount: FtpAccount | null =
    typeof ftp.username === 'string' ? { host: String(ftp.host ?? ''), username: ftp.username, createdAt: Number(ftp.createdAt) || 0 } : null;
  return { twitter: linked('twitter'), google: linked('google'), facebook: linked('facebook'), dropbox: linked('dropbox'), ftp: ftpAccount };
}

export function presentSettings(row: BroadcasterRow): BroadcasterSettings {
  return {
    broadcasterID: row.id,
    displayName: row.displayName,
    shortName: row.shortName,
    location: row.location,
    address: row.address,
    addressMail: row.addressMail,
    phone: row.phone,
    email: row.email,
    homePageURL: row.homePageUrl,
    minister: row.minister,
    denomination: row.denomination,
    serviceTimes: row.serviceTimes,
    aboutUs: row.aboutUs,
    languageCode: row.languageCode,
    churchSize: row.churchSize,
    facebookUsername: row.facebookUsername,
    twitterUsername: row.twitterUsername,
    bibleVersion: row.bibleVersion,
    listenLineNumber: row.listenLineNumber,
    welcomeVideoID: row.welcomeVideoId,
    vacantPulpit: row.vacantPulpit,
    donatable: row.donatable,
    donationOptions: Array.isArray(row.donationOptions) ? (row.donationOptions as DonationOption[]) : [],
    customization: customizationOf(row),
    emailSettings: emailSettingsOf(row),
    socialAccounts: socialAccountsOf(row),
  };
}
