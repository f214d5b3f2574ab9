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
  'isaiah-53-man-of-sorrows': { broadcasterID: 'heritagebc', speaker: 'Wesley Harmon', eventType: 'Sunday - PM', staffPick: false },
  'matthew-5-beatitudes': { broadcasterID: 'hopebiblechurch', speaker: 'Ethan Caldwell', eventType: 'Sunday Service', staffPick: false },
  'corinthians-13-charity': { broadcasterID: 'kirkhillfree', speaker: 'Iain MacLeod', eventType: 'Sunday - AM', staffPick: false },
  'ephesians-2-by-grace': { broadcasterID: 'cornerstonefl', speaker: 'Anthony Rivera', eventType: 'Sunday Service', staffPick: false },
  'luke-15-the-father-ran': { broadcasterID: 'ebenezeraber', speaker: 'Rhys Griffiths', eventType: 'Sunday - PM', staffPick: false },
  'hebrews-11-by-faith': { broadcasterID: 'bereanak', speaker: 'Kyle Jorgensen', eventType: 'Sunday - AM', staffPick: false },
  'psalm-121-keeper': { broadcasterID: 'capegrace', speaker: 'Pieter van der Merwe', eventType: 'Prayer Meeting', staffPick: false },
  'psalm-23-de-hirte': { broadcasterID: 'ebghamburg', speaker: 'Tobias Krüger', eventType: 'Sunday Service', staffPick: false },
  'john-3-es-tal-manera': { broadcasterID: 'iglesiagracia', speaker: 'Alejandro Martín', eventType: 'Sunday Service', staffPick: false },
  'john-1-word-made-flesh': { broadcasterID: 'trinityrbc', speaker: 'Jonathan Reiff', eventType: 'Sunday - AM', staffPick: true },
  'psalm-1-two-ways': { broadcasterID: 'westminsterrpc', speaker: 'Andrew McFarland', eventType: 'Sunday - PM', staffPick: false },
};
