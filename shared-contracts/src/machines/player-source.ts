// Which rendition the player plays for a sermon and media type (pure, used by the player machine).
import type { Media } from '../entities/media';
import type { Sermon } from '../entities/sermon';
import { audioDurationSeconds, videoDurationSeconds } from '../rules/sermon-duration';

export type PlayerMediaType = 'audio' | 'video';

type SourceFields = Pick<Sermon, 'media' | 'audioDurationSeconds' | 'videoDurationSeconds'>;

const PLAYABLE_AUDIO = new Set<Media['mediaType']>(['mp3', 'aac']);
const PLAYABLE_VIDEO = new Set<Media['mediaType']>(['mp4']);

function playableURL(media: Media): string | null {
  return media.streamURL || media.downloadURL || null;
}

/** The highest playable rendition: renditions arrive highest first. */
function bestRendition(sermon: SourceFields, mediaType: PlayerMediaType): Media | null {
  const list = mediaType === 'audio' ? sermon.media.audio : sermon.media.video;
  const playable = mediaType === 'audio' ? PLAYABLE_AUDIO : PLAYABLE_VIDEO;
  return list.find((m) => playable.has(m.mediaType) && !m.live && playableURL(m) !== null) ?? null;
}

export function hasPlayable(sermon: SourceFields, mediaType: PlayerMediaType): boolean {
  return bestRendition(sermon, mediaType) !== null;
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
  /** Known before the media element reports its own; 0 when unknown. */
  duration: number;
}

export function playerSource(sermon: SourceFields, mediaType: PlayerMediaType): PlayerSource | null {
  const rendition = bestRendition(sermon, mediaType);
  if (!rendition) return null;
  const sermonDuration = mediaType === 'audio' ? audioDurationSeconds(sermon) : videoDurationSeconds(sermon);
  return { src: playableURL(rendition)!, duration: rendition.duration || sermonDuration || 0 };
}
