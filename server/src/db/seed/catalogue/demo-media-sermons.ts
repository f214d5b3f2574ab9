// Which sermon carries each demo recording. These are the newest published sermons in the catalogue,
// so the home page opens on sermons that really play; the scripts' wording ("this morning", "this
// evening") matches the event chosen here.
import type { DemoMediaKey } from '../../../media/demo-media/demo-media-keys';
import type { EventType } from './event-types';

export interface DemoMediaSermon {
  broadcasterID: string;
  speaker: string;
  eventType: EventType;
  /** A staff pick, shown on the staff picks page. */
  staffPick: boolean;
}

export const DEMO_MEDIA_SERMONS: Record<DemoMediaKey, DemoMediaSermon> = {
  'psalm-23-shepherd': { broadcasterID: 'gracecovenant', speaker: 'Daniel R. Whitaker', eventType: 'Sunday - AM', staffPick: true },
  'john-3-so-loved': { broadcasterID: 'redeemerfw', speaker: 'Marcus Bell', eventType: 'Sunday Service', staffPick: false },
  'romans-8-conquerors': { broadcasterID: 'boroughchapel', speaker: 'Jonathan Ashby', eventType: 'Sunday - AM', staffPick: false },
  'isaiah-53-man-of-sorrows': { broadcasterID: 'capegrace', speaker: 'Pieter van der Merwe', eventType: 'Special Meeting', staffPick: false },
  'matthew-5-beatitudes': { broadcasterID: 'hopebiblechurch', speaker: 'Ethan Caldwell', eventType: 'Sunday Service', staffPick: false },
  'corinthians-13-charity': { broadcasterID: 'kirkhillfree', speaker: 'Iain MacLeod', eventType: 'Sunday - AM', staffPick: false },
  'ephesians-2-by-grace': { broadcasterID: 'cornerstonefl', speaker: 'Anthony Rivera', eventType: 'Sunday Service', staffPick: false },
  'luke-15-the-father-ran': { broadcasterID: 'capegrace', speaker: 'Pieter van der Merwe', eventType: 'Special Meeting', staffPick: false },
  'hebrews-11-by-faith': { broadcasterID: 'bereanak', speaker: 'Kyle Jorgensen', eventType: 'Sunday - AM', staffPick: false },
  'psalm-121-keeper': { broadcasterID: 'capegrace', speaker: 'Pieter van der Merwe', eventType: 'Special Meeting', staffPick: false },
  'psalm-23-de-hirte': { broadcasterID: 'ebghamburg', speaker: 'Tobias Krüger', eventType: 'Sunday Service', staffPick: false },
  'john-3-es-tal-manera': { broadcasterID: 'iglesiagracia', speaker: 'Alejandro Martín', eventType: 'Sunday Service', staffPick: false },
  'john-1-word-made-flesh': { broadcasterID: 'trinityrbc', speaker: 'Jonathan Reiff', eventType: 'Sunday - AM', staffPick: true },
  'psalm-1-two-ways': { broadcasterID: 'westminsterrpc', speaker: 'Andrew McFarland', eventType: 'Sunday - PM', staffPick: false },
};

export interface DemoMediaSeries {
  seriesID: number;
  broadcasterID: string;
  title: string;
  description: string;
  podcastEnabled: boolean;
  keys: readonly DemoMediaKey[];
}

/**
 * A series made only of demo recordings, so "autoplay the next sermon of the series" can be heard end to
 * end: three short messages from one weekend of special meetings, preached Friday, Saturday and Sunday
 * (in this order) before the catalogue's "now". The placements above put all three at its broadcaster.
 */
export const DEMO_MEDIA_SERIES = {
  /** Below the generated series ids (104 000 and up), so it never collides with them. */
  seriesID: 103_900,
  broadcasterID: 'capegrace',
  title: 'Weekend Meetings: Help for Pilgrims',
  description:
    'Three short messages from a weekend of special meetings: the pilgrim’s psalm, the suffering servant, and the father who ran.',
  podcastEnabled: true,
  /** In preaching order. */
  keys: ['psalm-121-keeper', 'isaiah-53-man-of-sorrows', 'luke-15-the-father-ran'],
} as const satisfies DemoMediaSeries;

/** Demo recordings that are translations of one another share a translation group (GET node/sermons/{id}/languages). */
export const DEMO_TRANSLATION_GROUPS: Record<string, readonly DemoMediaKey[]> = {
  'demo-psalm-23': ['psalm-23-shepherd', 'psalm-23-de-hirte'],
  'demo-john-3': ['john-3-so-loved', 'john-3-es-tal-manera'],
};

export function translationGroupOf(key: string): string | null {
  return Object.entries(DEMO_TRANSLATION_GROUPS).find(([, keys]) => (keys as readonly string[]).includes(key))?.[0] ?? null;
}
