import type { BroadcasterSettings } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { DEFAULT_CUSTOMIZATION, DEFAULT_EMAIL_SETTINGS } from '@sermon/shared-contracts/entities/broadcaster-settings';
import { settingsFormValues, settingsPatchOf, settingsProblems } from './settings-form';

const settings: BroadcasterSettings = {
  broadcasterID: 'gracechapel',
  displayName: 'Grace Chapel',
  shortName: 'Grace',
  location: 'Springfield',
  address: null,
  addressMail: null,
  phone: null,
  email: null,
  homePageURL: null,
  minister: 'John',
  denomination: null,
  serviceTimes: null,
  aboutUs: null,
  languageCode: 'en',
  churchSize: 120,
  facebookUsername: null,
  twitterUsername: null,
  bibleVersion: null,
  listenLineNumber: null,
  welcomeVideoID: null,
  vacantPulpit: false,
  donatable: false,
  donationOptions: [],
  customization: DEFAULT_CUSTOMIZATION,
  emailSettings: DEFAULT_EMAIL_SETTINGS,
  socialAccounts: { twitter: null, google: null, facebook: null, dropbox: null, ftp: null },
};

describe('settings form', () => {
  it('round-trips the saved settings: nulls become empty fields and back', () => {
    const values = settingsFormValues(settings);
    expect(values.address).toBe('');
    expect(values.churchSize).toBe('120');
    const patch = settingsPatchOf(values);
    expect(patch.address).toBeNull();
    expect(patch.minister).toBe('John');
    expect(patch.churchSize).toBe(120);
  });

  it('finds the problems the server would refuse', () => {
    const values = { ...settingsFormValues(settings), displayName: ' ', email: 'x@', homePageURL: 'ftp://x', churchSize: 'many', languageCode: 'EN' };
    expect(settingsProblems(values)).toEqual({ displayName: 'required', email: 'email', homePageURL: 'url', churchSize: 'number', languageCode: 'language' });
    expect(settingsProblems(settingsFormValues(settings))).toEqual({});
  });
});
