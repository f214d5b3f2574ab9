// The demo catalogue as the seed loads it. The server's seeding code codes against these shapes.

export interface DemoBroadcaster {
  broadcasterID: string;
  idCode: string;
  displayName: string;
  shortName: string;
  location: string;
  country: string;
  countryISOCode: string;
  state: string | null;
  /** Bitmask: 1 church, 2 school, 4 seminary, 8 radio. */
  categories: number;
  denomination: string | null;
  minister: string | null;
  address: string | null;
  serviceTimes: string | null;
  phone: string | null;
  homePageURL: string | null;
  latitude: number;
  longitude: number;
  languageCode: string;
  aboutUs: string | null;
  vacantPulpit: boolean;
  canWebcast: boolean;
  /** Epoch seconds. */
  joined: number;
}

export interface DemoSpeaker {
  speakerID: number;
  displayName: string;
  sortName: string;
  bio: string | null;
  /** Any of featured, choice, classic, reformer, puritan. */
  groups: string[];
}

export interface DemoSeries {
  seriesID: number;
  broadcasterID: string;
  title: string;
  description: string | null;
  podcastEnabled: boolean;
}

export interface DemoSermon {
  sermonID: string;
  broadcasterID: string;
  speakerID: number;
  seriesID: number | null;
  fullTitle: string;
  displayTitle: string;
  subtitle: string | null;
  bibleText: string | null;
  moreInfoText: string | null;
  eventType: string;
  /** ISO 639-1, e.g. 'en'. */
  languageCode: string;
  /** ISO 639-2/T, e.g. 'eng'. */
  languageCode3: string;
  /** YYYY-MM-DD. */
  preachDate: string;
  /** Epoch seconds; null for a draft, in the future for a scheduled sermon. */
  publishTimestamp: number | null;
  /** Space-separated. */
  keywords: string | null;
  downloadCount: number;
  videoDownloadCount: number;
  /** YYYY-MM-DD of the staff pick, or null. */
  pickDate: string | null;
  /** A key from DEMO_MEDIA_KEYS when the sermon has the project's demo recording. */
  mediaKey: string | null;
  /** Sermons sharing a translation group are translations of one another; absent = none. */
  translationGroup?: string | null;
}

export interface DemoCatalogue {
  broadcasters: DemoBroadcaster[];
  speakers: DemoSpeaker[];
  series: DemoSeries[];
  sermons: DemoSermon[];
}
