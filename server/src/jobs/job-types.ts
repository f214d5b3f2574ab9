// The contract between whoever queues work and whoever does it. Queue names and payloads of the media pipeline
// are listed here so the upload side and the encoding side agree without importing each other.

/** A job as its handler sees it. */
export interface RunningJob<Payload = Record<string, unknown>> {
  id: number;
  queue: string;
  payload: Payload;
  sermonId: string | null;
  /** 1 on the first try */
  attempt: number;
  maxAttempts: number;
  /** report 0..1; also renews the job's lease, so call it at least every few seconds during long work */
  progress(fraction: number): Promise<void>;
  /** aborted when the server shuts down or the job is cancelled (a new upload replaces the media) */
  signal: AbortSignal;
}

/** Throw to fail the attempt (retried with backoff until maxAttempts); return to finish the job. */
export type JobHandler<Payload = Record<string, unknown>> = (job: RunningJob<Payload>) => Promise<void>;

export interface EnqueueJob<Payload = Record<string, unknown>> {
  queue: string;
  payload: Payload;
  sermonId?: string | null;
  /** default 3 */
  maxAttempts?: number;
  /** epoch ms; default now */
  runAfter?: number;
}

/** Throw this for failures a retry cannot fix (corrupt file): the job fails at once, without further attempts. */
export class PermanentJobError extends Error {}

/** Queue names of the media pipeline (payloads in the comments). */
export const PIPELINE_QUEUES = {
  /** {uploadGuid}: probe a sermon's uploaded original (audio or video), then queue the encodes */
  analyzeOriginal: 'analyze-original',
  /** {sermonId, targets: ('audio-high'|'audio-low'|'audio-archive')[], sourceKey} */
  encodeAudio: 'encode-audio',
  /** {sermonId, rendition: '1080p'|'720p'|'360p', sourceKey} (H.264 MP4 + HLS) */
  encodeVideo: 'encode-video',
  /** {sermonId, sourceKey}: the audio track of a video upload becomes the sermon's audio */
  videoToAudio: 'video-to-audio',
  /** {sermonId, sourceKey} */
  waveform: 'waveform',
  /** {sermonId, sourceKey, offsetMs, language} */
  thumbnail: 'thumbnail',
  /** {uploadGuid}: an uploaded SRT or VTT becomes the sermon's captions in the upload's language */
  captionImport: 'caption-import',
  /** {uploadGuid}: an uploaded PDF becomes the sermon's text media */
  textImport: 'text-import',
  /** {uploadGuid}: an uploaded thumbnail image becomes the video thumbnail */
  thumbnailImport: 'thumbnail-import',
  /** {sermonId, language}: the transcript source (plain text) from the captions of a language */
  transcriptSource: 'transcript-source',
} as const;
