// Which picture stands for a sermon (spec doc 1 §2 "Sermon thumbnail" and §3 "thumbnails resize at 16:9").
import type { Sermon } from '../entities/sermon';
import { sermonDurationSeconds } from './sermon-duration';

/** Thumbnails are 16:9: height = 0.5625 x width. */
export const THUMBNAIL_HEIGHT_RATIO = 0.5625;

export function thumbnailSize(width: number): { width: number; height: number } {
  const w = Math.max(0, Math.round(width));
  return { width: w, height: Math.round(w * THUMBNAIL_HEIGHT_RATIO) };
}

export type SermonThumbnail =
  | { kind: 'video'; imageURL: string }
  | {
      kind: 'speaker';
      /** shown in front */
      speakerImageURL: string;
      /** shown blurred behind the speaker */
      broadcasterImageURL: string;
      durationSeconds: number | null;
    };

type ThumbnailFields = Pick<
  Sermon,
  'hasVideo' | 'videoThumbnail' | 'audioDurationSeconds' | 'videoDurationSeconds' | 'media'
> & {
  speaker: Pick<Sermon['speaker'], 'portraitURL' | 'roundedThumbnailImageURL'>;
  broadcaster: Pick<Sermon['broadcaster'], 'imageURL'>;
};

/**
 * The video preview if the sermon has video; else the speaker image over the blurred broadcaster image,
 * with the duration. A video sermon whose preview image is not there yet falls back to the speaker form.
 */
export function sermonThumbnail(sermon: ThumbnailFields): SermonThumbnail {
  const hasVideo = sermon.hasVideo || sermon.media.video.length > 0;
  if (hasVideo) {
    const imageURL = sermon.videoThumbnail ?? sermon.media.video.find((m) => m.thumbnailImageURL)?.thumbnailImageURL;
    if (imageURL) return { kind: 'video', imageURL };
  }
  return {
    kind: 'speaker',
    speakerImageURL: sermon.speaker.portraitURL || sermon.speaker.roundedThumbnailImageURL,
    broadcasterImageURL: sermon.broadcaster.imageURL,
    durationSeconds: sermonDurationSeconds(sermon),
  };
}
