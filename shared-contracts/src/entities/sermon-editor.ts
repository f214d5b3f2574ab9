// What the dashboard's sermon editor sends and reads besides the Sermon itself (doc 2 §7 Sermons).
import type { SermonSeries } from './sermon-series';
import type { Speaker } from './speaker';

/**
 * The fields of POST/PUT node/sermons (api-shapes §2.2) and PATCH (any subset). Keywords travel space-joined
 * as the public API has them; the editor shows them as chips.
 */
export interface SermonWrite {
  broadcasterID?: string;
  acceptCopyright?: boolean;
  fullTitle?: string;
  displayTitle?: string;
  subtitle?: string | null;
  speakerName?: string;
  speakerID?: number;
  /** YYYY-MM-DD */
  preachDate?: string;
  /** epoch seconds; null makes the sermon a draft again */
  publishTimestamp?: number | null;
  /** YYYY-MM-DD (the shell script's PATCH); publishes at that day's midnight UTC */
  publishDate?: string | null;
  /** PATCH only: publish now */
  publishNow?: boolean;
  eventType?: string;
  bibleText?: string | null;
  moreInfoText?: string | null;
  /** ISO 639-1 or 639-3 */
  languageCode?: string;
  keywords?: string | null;
  newsInFocus?: boolean;
  seriesID?: number | null;
  seriesTitle?: string | null;
  externalLink?: string | null;
}

/** A language the editor offers. */
export interface EditorLanguage {
  languageCode: string;
  languageCode3: string;
  /** English name */
  languageName: string;
}

/** GET node/broadcasters/{id}/editor_dropdown_contents: what the editor's dropdowns list for this broadcaster. */
export interface EditorDropdownContents {
  broadcasterID: string;
  /** the broadcaster's own speakers (locked to it or preaching there) and the shared ones it has used */
  speakers: Array<Pick<Speaker, 'speakerID' | 'displayName' | 'sortName'> & { broadcasterLock: string | null }>;
  series: Array<Pick<SermonSeries, 'seriesID' | 'title'>>;
  eventTypes: string[];
  languages: EditorLanguage[];
}

/** GET sermon_config: the editor's limits, choices and defaults (the same constants the server checks). */
export interface SermonConfig {
  limits: {
    titleMaxLength: number;
    displayTitleMaxLength: number;
    subtitleMaxLength: number;
    bibleTextMaxLength: number;
    bibleReferencesMax: number;
    moreInfoMaxLength: number;
    speakerNameMaxLength: number;
    keywordsMax: number;
    keywordMaxLength: number;
  };
  eventTypes: string[];
  languages: EditorLanguage[];
  defaults: {
    fullTitle: string;
    speakerName: string;
    eventType: string;
    languageCode: string;
    acceptCopyright: true;
  };
  publishStates: { Draft: 0; Scheduled: 1; Published: 2 };
}

/** One row of GET node/broadcasters/{id}/legacy-sermon-list: the classic dashboard's compact list. */
export interface LegacySermonListItem {
  sermonID: string;
  fullTitle: string;
  speakerName: string;
  preachDate: string;
  publishTimestamp: number | null;
  /** 0 Draft, 1 Scheduled, 2 Published */
  publishState: 0 | 1 | 2;
  hasAudio: boolean;
  hasVideo: boolean;
  hasPDF: boolean;
}

export interface LegacySermonList {
  broadcasterID: string;
  totalCount: number;
  results: LegacySermonListItem[];
}

/** Play counts of one sermon (or the sum over a broadcaster). */
export interface SermonStatTotals {
  audioPlays: number;
  videoPlays: number;
  documentDownloads: number;
  /** audio + video (doc 1: total play count) */
  totalPlays: number;
}

/** GET sermon_stats/aggregate?sermonIDs=… or ?broadcasterID=… */
export interface SermonStatsAggregate {
  totals: SermonStatTotals;
  sermons: Array<{ sermonID: string } & SermonStatTotals>;
}
