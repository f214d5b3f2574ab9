// Derived sermon figures (spec doc 1 §3 Sermon, "Derived"): duration, audio/video linking, total plays.
import { AUDIO_VIDEO_LINK_TOLERANCE_SECONDS } from '../constants/timings';
import type { Sermon } from '../entities/sermon';

type DurationFields = Pick<Sermon, 'audioDurationSeconds' | 'videoDurationSeconds'> & {
  media: Pick<Sermon['media'], 'audio' | 'video'>;
};

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The sermon-level figure when present, else the first (highest) rendition's. */
export function audioDurationSeconds(sermon: DurationFields): number | null {
  return positive(sermon.audioDurationSeconds) ?? positive(sermon.media.audio[0]?.duration);
}

export function videoDurationSeconds(sermon: DurationFields): number | null {
  return positive(sermon.videoDurationSeconds) ?? positive(sermon.media.video[0]?.duration);
}

/** Duration prefers video. */
export function sermonDurationSeconds(sermon: DurationFields): number | null {
  return videoDurationSeconds(sermon) ?? audioDurationSeconds(sermon);
}

/**
 * Audio and video are linked (the same recording, so a position in one is valid in the other)
 * unless their durations differ by more than 2 s; without both durations they are not linked.
 */
export function areAudioAndVideoLinked(sermon: DurationFields): boolean {
  const audio = audioDurationSeconds(sermon);
  const video = videoDurationSeconds(sermon);
  if (audio === null || video === null) return false;
  return Math.abs(audio - video) <= AUDIO_VIDEO_LINK_TOLERANCE_SECONDS;
}

/** Total play count = audio downloads + video downloads. */
export function totalPlayCount(sermon: Pick<Sermon, 'downloadCount' | 'videoDownloadCount'>): number {
  return (sermon.downloadCount || 0) + (sermon.videoDownloadCount || 0);
}
