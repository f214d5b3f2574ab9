// Which rendition the player plays for a sermon, media type and quality (pure, used by the player machine).
import type { Media } from '../entities/media';
import type { Sermon } from '../entities/sermon';
import type { PlayerQuality } from '../rules/player-settings';
import { audioDurationSeconds, videoDurationSeconds } from '../rules/sermon-duration';

export type PlayerMediaType = 'audio' | 'video';

/** A plain file the element plays itself, or an adaptive HLS stream (native or through hls.js). */
export type PlayerSourceKind = 'file' | 'hls';

type SourceFields = Pick<Sermon, 'media' | 'audioDurationSeconds' | 'videoDurationSeconds'>;

const PLAYABLE_AUDIO = new Set<Media['mediaType']>(['mp3', 'aac']);
const PLAYABLE_VIDEO = new Set<Media['mediaType']>(['mp4']);

function playableURL(media: Media): string | null {
  return media.streamURL || media.downloadURL || null;
}

function isHLS(media: Media): boolean {
  const url = playableURL(media);
  return media.adaptiveBitrate || (url !== null && /\.m3u8(\?|#|$)/i.test(url));
}

function recordedRenditions(sermon: SourceFields, mediaType: PlayerMediaType): Media[] {
  const list = mediaType === 'audio' ? sermon.media.audio : sermon.media.video;
  const playable = mediaType === 'audio' ? PLAYABLE_AUDIO : PLAYABLE_VIDEO;
  return list.filter((m) => playable.has(m.mediaType) && !m.live && playableURL(m) !== null);
}

/** Plain file renditions, highest first (the order the API sends them). */
export function fileRenditions(sermon: SourceFields, mediaType: PlayerMediaType): Media[] {
  return recordedRenditions(sermon, mediaType).filter((m) => !isHLS(m));
}

/** The adaptive stream of the video, if the sermon has one (audio is always played from files). */
export function hlsRendition(sermon: SourceFields, mediaType: PlayerMediaType): Media | null {
  if (mediaType !== 'video') return null;
  return recordedRenditions(sermon, mediaType).find(isHLS) ?? null;
}

/** The rendition to play: video prefers the adaptive stream; files give the first (high) or the last (low). */
function chooseRendition(sermon: SourceFields, mediaType: PlayerMediaType, quality: PlayerQuality): Media | null {
  const hls = hlsRendition(sermon, mediaType);
  if (hls) return hls;
  const files = fileRenditions(sermon, mediaType);
  return (quality === 'low' ? files[files.length - 1] : files[0]) ?? null;
}

export function hasPlayable(sermon: SourceFields, mediaType: PlayerMediaType): boolean {
  return recordedRenditions(sermon, mediaType).length > 0;
}

/** More than one quality to choose from: several file renditions, or an adaptive stream. */
export function hasQualityChoice(sermon: SourceFields, mediaType: PlayerMediaType): boolean {
  return hlsRendition(sermon, mediaType) !== null || fileRenditions(sermon, mediaType).length > 1;
}

/**
 * The media type to play: the one asked for when the sermon has it, else video when there is video
 * (spec: "Media type defaults to video"), else audio; null when nothing is playable.
 */
export function chooseMediaType(sermon: SourceFields, requested?: PlayerMediaType | null): PlayerMediaType | null {
  if (requested && hasPlayable(sermon, requested)) return requested;
  if (hasPlayable(sermon, 'video')) return 'video';
  if (hasPlayable(sermon, 'audio')) return 'audio';
  return null;
}

export interface PlayerSource {
  src: string;
  srcKind: PlayerSourceKind;
  /** Known before the media element reports its own; 0 when unknown. */
  duration: number;
  /** the rendition, for what else the player needs of it (content type, live) */
  rendition: Media;
}

export function playerSource(
  sermon: SourceFields,
  mediaType: PlayerMediaType,
  quality: PlayerQuality = 'high',
): PlayerSource | null {
  const rendition = chooseRendition(sermon, mediaType, quality);
  if (!rendition) return null;
  const sermonDuration = mediaType === 'audio' ? audioDurationSeconds(sermon) : videoDurationSeconds(sermon);
  return {
    src: playableURL(rendition)!,
    srcKind: isHLS(rendition) ? 'hls' : 'file',
    duration: rendition.duration || sermonDuration || 0,
    rendition,
  };
}
