// A sermon (api-shapes §1.1 plus the spec fields the pages need). Every key is always present.
import type { Broadcaster, LiteBroadcaster } from './broadcaster';
import type { MediaSet } from './media';
import type { SermonSeries } from './sermon-series';
import type { Speaker } from './speaker';

export interface CaptionLanguages {
  alpha_2: string[];
  alpha_3: string[];
}

export interface Sermon {
  type: 'sermon' | 'lite_sermon';
  sermonID: string;
  /** full unless liteBroadcaster/lite was requested */
  broadcaster: Broadcaster | LiteBroadcaster;
  speaker: Speaker;
  fullTitle: string;
  displayTitle: string;
  subtitle: string | null;
  series: SermonSeries | null;
  /** YYYY-MM-DD */
  preachDate: string;
  pickDate: string | null;
  lastFeatureDate: string | null;
  /** epoch seconds; null for drafts */
  publishTimestamp: number | null;
  publishDate: string | null;
  /** epoch seconds */
  updateDate: number;
  /** ISO 639-1, e.g. 'en' */
  languageCode: string;
  /** ISO 639-3, e.g. 'eng' */
  languageCode3: string;
  bibleText: string | null;
  moreInfoText: string | null;
  eventType: string;
  displayEventType: string | null;
  downloadCount: number;
  videoDownloadCount: number;
  documentDownloadCount: number;
  externalLink: string | null;
  /** space-separated */
  keywords: string | null;
  media: MediaSet;
  archivedWebcastID: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  hasPDF: boolean;
  audioDurationSeconds: number | null;
  videoDurationSeconds: number | null;
  commentCount: number;
  /** favourite of the signed-in caller (always false for anonymous calls) */
  followed: boolean;
  /** GET of this URL answers the peaks as a plain number[] (0..1); null when none were computed */
  waveformPeaksURL: string | null;
  /** languages with captions, as ISO 639-1 and ISO 639-3 codes in the same order */
  captionLanguages: CaptionLanguages;
  /** a short muted-by-default clip for the video preview tile; null without video */
  videoPreviewURL: string | null;
  /** the plain-text transcript download (N8N/BD read transcript.downloadURL); null when there is none */
  transcript: { downloadURL: string | null } | null;
  videoThumbnail: string | null;
  thumbnailImageURL: string | null;
  /** epoch seconds */
  lastAudioAccessTimestamp: number | null;
  lastVideoAccessTimestamp: number | null;
}
