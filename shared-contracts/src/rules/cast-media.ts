// What the player hands a cast receiver (spec doc 1 §3 "Cast media: stream URL, title, subtitle, image"; §4
// "webcasts cast as live video, audio-only webcasts not cast"). Pure: the Chromecast adapter turns it into the
// SDK's MediaInfo, the machine compares it with what a resumed session already plays.
import type { Media } from '../entities/media';
import type { Sermon } from '../entities/sermon';
import { sermonThumbnail } from './sermon-thumbnail';

export interface CastMedia {
  /** the URL the receiver fetches (relative URLs are resolved against the page by the adapter) */
  streamURL: string;
  contentType: string;
  title: string;
  subtitle: string | null;
  imageURL: string | null;
  /** a webcast: the receiver shows it as a live stream (no seeking, no duration) */
  live: boolean;
}

export interface CastSource {
  streamURL: string | null;
  mediaType: 'audio' | 'video';
  srcKind: 'file' | 'hls';
  /** the stream is a live webcast */
  live: boolean;
  /** for a webcast: whether it carries video (audio-only webcasts are not cast) */
  hasVideo: boolean;
  /** rendition media type, for the content type of files ('mp3', 'aac', 'mp4') */
  fileType?: Media['mediaType'];
  title: string;
  subtitle: string | null;
  imageURL: string | null;
}

export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

const FILE_CONTENT_TYPES: Partial<Record<Media['mediaType'], string>> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  mp4: 'video/mp4',
};

function contentTypeOf(source: CastSource): string {
  if (source.srcKind === 'hls') return HLS_CONTENT_TYPE;
  return (source.fileType && FILE_CONTENT_TYPES[source.fileType]) ?? (source.mediaType === 'audio' ? 'audio/mpeg' : 'video/mp4');
}

/** The cast media for a source, or null when it cannot or must not be cast. */
export function castMedia(source: CastSource): CastMedia | null {
  if (!source.streamURL) return null;
  if (source.live && !source.hasVideo) return null;
  return {
    streamURL: source.streamURL,
    // A webcast always goes out as live video, whichever way the page was listening to it.
    contentType: source.live ? HLS_CONTENT_TYPE : contentTypeOf(source),
    title: source.title,
    subtitle: source.subtitle,
    imageURL: source.imageURL,
    live: source.live,
  };
}

type CastSermonFields = Pick<
  Sermon,
  'fullTitle' | 'hasVideo' | 'videoThumbnail' | 'audioDurationSeconds' | 'videoDurationSeconds' | 'media'
> & {
  speaker: Pick<Sermon['speaker'], 'displayName' | 'portraitURL' | 'roundedThumbnailImageURL'>;
  broadcaster: Pick<Sermon['broadcaster'], 'displayName' | 'imageURL'>;
};

/** What the player plays of a sermon: the URL in the element and the rendition it came from. */
export interface PlayingRendition {
  src: string | null;
  mediaType: 'audio' | 'video';
  srcKind: 'file' | 'hls';
  rendition: Pick<Media, 'mediaType' | 'live'> | null;
}

/** The cast media of the sermon the player has loaded. */
export function castMediaForSermon(sermon: CastSermonFields, playing: PlayingRendition): CastMedia | null {
  const thumbnail = sermonThumbnail(sermon);
  const live = playing.rendition?.live ?? false;
  return castMedia({
    streamURL: playing.src,
    mediaType: playing.mediaType,
    srcKind: playing.srcKind,
    live,
    hasVideo: playing.mediaType === 'video',
    fileType: playing.rendition?.mediaType,
    title: sermon.fullTitle,
    subtitle: [sermon.speaker.displayName, sermon.broadcaster.displayName].filter(Boolean).join(' · ') || null,
    imageURL: thumbnail.kind === 'video' ? thumbnail.imageURL : thumbnail.speakerImageURL || null,
  });
}

const RELATIVE_BASE = 'http://relative.invalid';

function comparable(url: string, keepOrigin: boolean): string | null {
  try {
    const parsed = new URL(url, RELATIVE_BASE);
    return keepOrigin ? parsed.href : `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * Whether a receiver's media (a resumed session) is the one the player has: the adapter sends absolute URLs,
 * the player may hold host-relative ones, so a relative side is compared by path and query only.
 */
export function isSameCastURL(remoteURL: string | null | undefined, ownURL: string | null | undefined): boolean {
  if (!remoteURL || !ownURL) return false;
  const bothAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(remoteURL) && /^[a-z][a-z0-9+.-]*:/i.test(ownURL);
  const a = comparable(remoteURL, bothAbsolute);
  const b = comparable(ownURL, bothAbsolute);
  return a !== null && a === b;
}

/** Local seeks reach the receiver only when they move it this far (spec: "differing by 2 s or more"). */
export const CAST_SEEK_THRESHOLD_SECONDS = 2;

export function shouldSendCastSeek(localTime: number, remoteTime: number): boolean {
  return Math.abs(localTime - remoteTime) >= CAST_SEEK_THRESHOLD_SECONDS;
}
