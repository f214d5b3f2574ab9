// GET node/sermons/{id}/media_tracker (key=broadcaster): where a sermon's uploads and pipeline jobs stand, read by
// the dashboard's upload tracker (machines/upload-tracker.machine.ts) every few seconds while work is in progress.

/** working | twostep | error | ready, or null when the sermon has no such media (spec doc 1 §3 "Media states"). */
export type MediaStatus = 'working' | 'twostep' | 'error' | 'ready' | null;

/** Advanced settings of the sermon editor (PATCH node/sermons/{id}/encoding_options); times in seconds. */
export interface EncodingOptions {
  videoTrimStart: number;
  audioTrimStart: number;
  fadeIn: number;
  fadeOut: number;
  normalizeAudio: boolean;
  /** where the video thumbnail is taken, in seconds from the start */
  videoThumbPosition: number;
}

export const DEFAULT_ENCODING_OPTIONS: EncodingOptions = {
  videoTrimStart: 0,
  audioTrimStart: 0,
  fadeIn: 0,
  fadeOut: 0,
  normalizeAudio: false,
  videoThumbPosition: 5,
};

/** Bounds the server and the form both apply. */
export const ENCODING_OPTION_LIMITS = {
  /** trim start and thumbnail position: at most 6 hours in */
  maxOffsetSeconds: 6 * 3600,
  /** fades: at most 30 s each */
  maxFadeSeconds: 30,
} as const;

export type TrackerUploadState = 'pending' | 'received' | 'waiting-continue' | 'processing' | 'done' | 'failed';

export interface TrackerUpload {
  guid: string;
  /** original-audio | original-video | text | original-thumbnail | caption | video-thumbnail */
  uploadType: string;
  language: string | null;
  state: TrackerUploadState;
  sizeBytes: number | null;
  originalFilename: string | null;
  /** epoch ms */
  createdAt: number;
  error: string | null;
}

export type TrackerJobState = 'queued' | 'active' | 'done' | 'failed' | 'cancelled';

export interface TrackerJob {
  id: number;
  /** a PIPELINE_QUEUES name: analyze-original, encode-audio, encode-video, video-to-audio, waveform, ... */
  queue: string;
  /** what the job makes: 'audio-high,audio-low', '720p', 'eng', the upload guid ... */
  target: string | null;
  state: TrackerJobState;
  /** 0..1 */
  progress: number;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** epoch ms */
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface TrackerEvent {
  /** spec names: upload-received, original-analyzed, high-encoded, waveform, pipeline-failed, ... */
  event: string;
  mediaKind: 'audio' | 'video' | 'text' | 'caption' | 'thumbnail' | null;
  language: string | null;
  /** epoch ms */
  at: number;
  detail: Record<string, unknown> | null;
}

export interface MediaTracker {
  sermonID: string;
  audioMediaStatus: MediaStatus;
  videoMediaStatus: MediaStatus;
  uploads: TrackerUpload[];
  jobs: TrackerJob[];
  events: TrackerEvent[];
  encodingOptions: EncodingOptions;
}

/** What `target` jobs/delete accepts: the media it removes. */
export type MediaDeleteTarget = 'audio' | 'video' | 'text' | 'caption' | 'transcript' | 'all';
export const MEDIA_DELETE_TARGETS: readonly MediaDeleteTarget[] = ['audio', 'video', 'text', 'caption', 'transcript', 'all'];

/** What `job` jobs/encode accepts (spec doc 2: used for audio-low, audio-high, audio-archive). */
export type EncodeJobName = 'audio-high' | 'audio-low' | 'audio-archive';
export const ENCODE_JOB_NAMES: readonly EncodeJobName[] = ['audio-high', 'audio-low', 'audio-archive'];
