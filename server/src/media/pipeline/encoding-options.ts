// A sermon's advanced settings (encoding_options jsonb) as the encoders use them: trim start, fades, loudness
// normalisation and the thumbnail position. Stored values are read leniently (anything odd falls back to the default).
import { DEFAULT_ENCODING_OPTIONS, type EncodingOptions } from '@sermon/shared-contracts/entities/media-tracker';

export function readEncodingOptions(stored: unknown): EncodingOptions {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const seconds = (key: keyof EncodingOptions) => {
    const value = Number(raw[key]);
    return Number.isFinite(value) && value >= 0 ? value : (DEFAULT_ENCODING_OPTIONS[key] as number);
  };
  return {
    videoTrimStart: seconds('videoTrimStart'),
    audioTrimStart: seconds('audioTrimStart'),
    fadeIn: seconds('fadeIn'),
    fadeOut: seconds('fadeOut'),
    normalizeAudio: raw.normalizeAudio === true,
    videoThumbPosition: seconds('videoThumbPosition'),
  };
}

/** The options an audio or video encode depends on: recorded with its events, so the tracker can tell stale output. */
export function appliedOptions(options: EncodingOptions, kind: 'audio' | 'video'): Record<string, number | boolean> {
  return {
    trimStart: kind === 'audio' ? options.audioTrimStart : options.videoTrimStart,
    fadeIn: options.fadeIn,
    fadeOut: options.fadeOut,
    normalizeAudio: options.normalizeAudio,
  };
}

export interface AudioShaping {
  trimStart: number;
  fadeIn: number;
  fadeOut: number;
  normalizeAudio: boolean;
}

/**
 * The audio filter chain for the shaped programme (after the input seek did the trim), or null when there is
 * nothing to do, so the plain case keeps ffmpeg's fastest path. `durationSeconds` is the length after trimming.
 */
export function audioFilterChain(shaping: AudioShaping, durationSeconds: number): string | null {
  const filters: string[] = [];
  // loudnorm (EBU R128, one pass) works at 192 kHz internally; resample back so the encoders get a normal rate
  if (shaping.normalizeAudio) filters.push('loudnorm=I=-16:TP=-1.5:LRA=11', 'aresample=44100');
  if (shaping.fadeIn > 0) filters.push(`afade=t=in:st=0:d=${shaping.fadeIn.toFixed(3)}`);
  if (shaping.fadeOut > 0 && durationSeconds > 0) {
    const length = Math.min(shaping.fadeOut, durationSeconds);
    filters.push(`afade=t=out:st=${Math.max(0, durationSeconds - length).toFixed(3)}:d=${length.toFixed(3)}`);
  }
  return filters.length ? filters.join(',') : null;
}

/** `-ss` before the input: a fast, keyframe-exact seek for audio and a decoded (exact) one for video. */
export function inputSeek(trimStart: number): string[] {
  return trimStart > 0 ? ['-ss', trimStart.toFixed(3)] : [];
}
