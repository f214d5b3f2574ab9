// Broadcaster (api-shapes §1.2) and its lite form; the full form is a superset of the lite one.

/** categories bitmask */
export const BROADCASTER_CATEGORY = { church: 1, school: 2, seminary: 4, radio: 8 } as const;
export type BroadcasterCategory = keyof typeof BROADCASTER_CATEGORY;

export interface LiteBroadcaster {
  type: 'lite_broadcaster' | 'broadcaster';
  broadcasterID: string;
  displayName: string;
  shortName: string;
  imageURL: string;
  imageURLResizable: string;
  location: string;
  soloSite: boolean;
  soloSiteDisabled: boolean;
  disabled: boolean;
  canWebcast: boolean;
  /** URL template with `{size}` twice */
  albumArtURL: string;
  webcastInProgress: boolean;
  followed: boolean;
}

export interface Broadcaster extends LiteBroadcaster {
  type: 'broadcaster';
  idCode: string;
  serviceTimesArePreformatted: boolean | null;
  serviceTimes: string | null;
  denomination: string | null;
  address: string | null;
  addressMail: string | null;
  /** always a float in JSON (api-shapes gotcha) */
  latitude: number | null;
  longitude: number | null;
  minister: string | null;
  phone: string | null;
  listenLineNumber: string | null;
  homePageURL: string | null;
  bibleVersion: string | null;
  facebookUsername: string | null;
  twitterUsername: string | null;
  aboutUs: string | null;
  vacantPulpit: boolean;
  welcomeVideoID: string | null;
  countryISOCode: string | null;
  country: string | null;
  /** US state or region name; null outside the US */
  state: string | null;
  languageCode: string | null;
  rssFeedURL: string | null;
  rssFeedAtomURL: string | null;
  bannerImageURL: string | null;
  donatable: boolean;
  churchSize: number | null;
  /** epoch seconds */
  joined: number;
  numberOfSermons: number;
  /** bitmask of BROADCASTER_CATEGORY */
  categories: number;
}

export function isFullBroadcaster(value: LiteBroadcaster | Broadcaster): value is Broadcaster {
  return value.type === 'broadcaster' && 'idCode' in value;
}

export function hasCategory(broadcaster: Pick<Broadcaster, 'categories'>, category: BroadcasterCategory): boolean {
  return (broadcaster.categories & BROADCASTER_CATEGORY[category]) !== 0;
}
