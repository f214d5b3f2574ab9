// GET signup_params: the choices the broadcaster sign-up form offers. Plans are informational (billing is
// outside this issue); categories are the broadcaster bitmask; countries are ISO codes with English names.
import type { SignupParams } from '@sermon/shared-contracts/api/get-signup-params';
import { BROADCASTER_CATEGORY } from '@sermon/shared-contracts/entities/broadcaster';
import { MAX_BROADCASTER_ID_LENGTH, MIN_BROADCASTER_ID_LENGTH } from '@sermon/shared-contracts/rules/broadcaster-id';

const CATEGORY_NAMES: Record<keyof typeof BROADCASTER_CATEGORY, string> = {
  church: 'Church',
  school: 'School',
  seminary: 'Seminary',
  radio: 'Radio Broadcast',
};

/** Countries the form lists (the ones broadcasters sign up from most, then the rest of the world by name). */
export const SIGNUP_COUNTRY_CODES = [
  'US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'ZA', 'NG', 'KE', 'GH', 'UG', 'ZM', 'ZW', 'MW', 'IN', 'PH', 'SG', 'MY', 'KR',
  'JP', 'CN', 'TW', 'HK', 'ID', 'KH', 'TH', 'DE', 'NL', 'FR', 'ES', 'PT', 'IT', 'PL', 'CH', 'AT', 'BE', 'DK', 'NO',
  'SE', 'FI', 'RO', 'UA', 'HU', 'CZ', 'BR', 'MX', 'AR', 'CL', 'CO', 'PE', 'JM', 'TT', 'PR', 'IL', 'EG', 'LK',
] as const;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function isSignupCountry(code: string): boolean {
  return (SIGNUP_COUNTRY_CODES as readonly string[]).includes(code);
}

export function countryName(code: string): string {
  return countryNames.of(code) ?? code;
}

export function signupParams(): SignupParams {
  const countries = SIGNUP_COUNTRY_CODES.map((code) => ({ code, name: countryName(code) }));
  return {
    categories: Object.entries(BROADCASTER_CATEGORY).map(([key, value]) => ({
      value,
      name: CATEGORY_NAMES[key as keyof typeof BROADCASTER_CATEGORY],
    })),
    countries: [...countries.slice(0, 5), ...countries.slice(5).sort((a, b) => a.name.localeCompare(b.name))],
    plans: [
      {
        planID: 'lite',
        name: 'Lite',
        priceCents: 0,
        currency: 'USD',
        features: ['Unlimited sermons', 'Podcasting', 'Church finder listing'],
      },
      {
        planID: 'standard',
        name: 'Standard',
        priceCents: 2500,
        currency: 'USD',
        features: ['Unlimited sermons', 'Live webcasting', 'Transcripts', 'Cross publishing', 'Analytics'],
      },
    ],
    broadcasterID: { minLength: MIN_BROADCASTER_ID_LENGTH, maxLength: MAX_BROADCASTER_ID_LENGTH },
  };
}
