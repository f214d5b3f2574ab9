// What a media tracker snapshot means for one media kind (audio or video) of a sermon: the spec's upload tracker
// stage it is in, the steps with their real progress, and its problems (spec doc 1 §4 "Upload tracker"). Pure, so
// the machine's guards and the editor's tracker panel read the same answer.
import type { EncodingOptions, MediaTracker, TrackerJob, TrackerUpload } from '../entities/media-tracker';

export const UPLOAD_STAGES = [
  'upload-received',
  'syncing',
  'thumbnail-generation',
  'waveform-generation',
  'encoding',
  'waiting-for-video',
  'waiting-for-advanced-settings',
  'extracting-audio',
] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];

export const UPLOAD_PROBLEMS = [
  'encoding-error',
  'pipeline-error',
  'upload-failed',
  'delayed',
  'advanced-settings-not-applied',
  'resumable-upload',
] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

export type TrackedKind = 'audio' | 'video';

/** idle: no such media and nothing under way; working: a stage; ready: done; the rest are failures. */
export type TrackerPhase = 'idle' | 'working' | 'ready' | 'encoding-error' | 'pipeline-error' | 'upload-failed';

export interface TrackerStep {
  stage: UploadStage;
  status: 'pending' | 'active' | 'done' | 'failed';
  /** 0..1 of the step's job(s); null when the step has no measurable progress */
  progress: number | null;
}

export interface TrackerView {
  phase: TrackerPhase;
  stage: UploadStage | null;
  steps: TrackerStep[];
  /** the jobs of this kind since its latest upload, for the per-job progress bars */
  jobs: TrackerJob[];
  problems: UploadProblem[];
  /** the server's reason when the phase is a failure */
  error: string | null;
  /** the upload this view follows */
  upload: TrackerUpload | null;
}

const QUEUES: Record<TrackedKind, string[]> = {
  audio: ['analyze-original', 'video-to-audio', 'encode-audio', 'waveform'],
  video: ['analyze-original', 'encode-video', 'thumbnail', 'thumbnail-import'],
};
const ENCODE_QUEUES = ['encode-audio', 'encode-video', 'video-to-audio', 'analyze-original'];
const OPEN: TrackerJob['state'][] = ['queued', 'active'];

/** A snapshot the tracker can work with: an object with the four lists and the sermon id. */
export function isWellFormedTracker(data: unknown): data is MediaTracker {
  if (!data || typeof data !== 'object') return false;
  const t = data as Partial<MediaTracker>;
  return (
    typeof t.sermonID === 'string' &&
    t.sermonID !== '' &&
    Array.isArray(t.uploads) &&
    Array.isArray(t.jobs) &&
    Array.isArray(t.events) &&
    typeof t.encodingOptions === 'object' &&
    t.encodingOptions !== null
  );
}

function latestUpload(tracker: MediaTracker, types: string[]): TrackerUpload | null {
  const list = tracker.uploads.filter((u) => types.includes(u.uploadType));
  return list.length ? list.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a)) : null;
}

function jobBelongs(job: TrackerJob, kind: TrackedKind, uploadGuid: string | null): boolean {
  if (!QUEUES[kind].includes(job.queue)) return false;
  // analyze-original and thumbnail-import name their upload; only this kind's upload counts
  if (job.queue === 'analyze-original' || job.queue === 'thumbnail-import') return uploadGuid !== null && job.target === uploadGuid;
  return true;
}

/** The options an encode of this kind last used (from its newest *-synced or *-encoded event), or null. */
function lastAppliedOptions(tracker: MediaTracker, kind: TrackedKind): Record<string, unknown> | null {
  for (let i = tracker.events.length - 1; i >= 0; i--) {
    const e = tracker.events[i]!;
    if (e.mediaKind === kind && /-(encoded|synced)$/.test(e.event) && !e.event.startsWith('archive') && e.detail && typeof e.detail.options === 'object') {
      return e.detail.options as Record<string, unknown>;
    }
  }
  return null;
}

export function optionsFor(options: EncodingOptions, kind: TrackedKind): Record<string, unknown> {
  return {
    trimStart: kind === 'audio' ? options.audioTrimStart : options.videoTrimStart,
    fadeIn: options.fadeIn,
    fadeOut: options.fadeOut,
    normalizeAudio: options.normalizeAudio,
  };
}

function sameOptions(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(b).every((key) => a[key] === b[key]);
}

export interface ViewOptions {
  /** epoch ms of the last change seen in the tracker (see trackerSignature), for 'delayed' */
  lastChangeAt?: number;
  now?: number;
  /** no visible progress for this long while work is open is 'delayed'; default 10 minutes */
  delayedAfterMs?: number;
}

export const DEFAULT_DELAYED_AFTER_MS = 10 * 60 * 1000;

export function deriveTrackerView(tracker: MediaTracker, kind: TrackedKind, options: ViewOptions = {}): TrackerView {
  const ownUpload = latestUpload(tracker, [kind === 'audio' ? 'original-audio' : 'original-video']);
  // audio may come from the video's sound
  const videoUpload = kind === 'audio' ? latestUpload(tracker, ['original-video']) : null;
  const upload = ownUpload ?? videoUpload;
  const since = ownUpload?.createdAt ?? videoUpload?.createdAt ?? 0;
  const guid = ownUpload?.guid ?? null;
  const jobs = tracker.jobs.filter((j) => j.createdAt >= since && j.state !== 'cancelled' && jobBelongs(j, kind, guid));
  const open = jobs.filter((j) => OPEN.includes(j.state));
  const status = kind === 'audio' ? tracker.audioMediaStatus : tracker.videoMediaStatus;
  const has = (queue: string, states: TrackerJob['state'][] = OPEN) => jobs.some((j) => j.queue === queue && states.includes(j.state));
  const progressOf = (queue: string) => {
    const list = jobs.filter((j) => j.queue === queue);
    return list.length ? list.reduce((sum, j) => sum + (j.state === 'done' ? 1 : j.progress), 0) / list.length : null;
  };

  const problems: UploadProblem[] = [];
  const applied = lastAppliedOptions(tracker, kind);
  const wanted = optionsFor(tracker.encodingOptions, kind);
  const optionsPending = applied !== null && !sameOptions(applied, wanted);

  // failures, newest upload only
  const failedJobs = jobs.filter((j) => j.state === 'failed');
  const encodeFailure = failedJobs.find((j) => ENCODE_QUEUES.includes(j.queue));
  const otherFailure = failedJobs.find((j) => !ENCODE_QUEUES.includes(j.queue));
  let phase: TrackerPhase;
  let stage: UploadStage | null = null;
  let error: string | null = null;

  if (upload?.state === 'failed' && !jobs.some((j) => j.queue === 'analyze-original')) {
    phase = 'upload-failed';
    error = upload.error;
  } else if (encodeFailure || (status === 'error' && open.length === 0 && !otherFailure)) {
    phase = 'encoding-error';
    error = encodeFailure?.lastError ?? upload?.error ?? null;
  } else if (otherFailure && open.length === 0) {
    phase = 'pipeline-error';
    error = otherFailure.lastError;
  } else if (upload?.state === 'waiting-continue' || status === 'twostep') {
    phase = 'working';
    stage = 'waiting-for-video';
  } else if (open.length > 0 || (upload && ['pending', 'received'].includes(upload.state) && status === 'working')) {
    phase = 'working';
    stage = currentStage(kind, jobs, has, optionsPending);
  } else if (status === 'ready') {
    phase = 'ready';
  } else if (status === 'working') {
    phase = 'working';
    stage = 'upload-received';
  } else {
    phase = 'idle';
  }

  if (phase === 'working' && options.lastChangeAt !== undefined && options.now !== undefined) {
    if (options.now - options.lastChangeAt >= (options.delayedAfterMs ?? DEFAULT_DELAYED_AFTER_MS)) problems.push('delayed');
  }
  if (phase === 'ready' && optionsPending && !open.some((j) => j.queue === 'encode-audio' || j.queue === 'encode-video')) {
    problems.push('advanced-settings-not-applied');
  }
  if (phase === 'encoding-error') problems.push('encoding-error');
  if (phase === 'pipeline-error') problems.push('pipeline-error');
  if (phase === 'upload-failed') problems.push('upload-failed');
  // a ready sermon whose side job (waveform, thumbnail) failed still plays: a problem, not a failed phase
  if (phase === 'ready' && otherFailure) problems.push('pipeline-error');

  const steps = stepsFor(kind, jobs, upload, progressOf, stage, phase, Boolean(videoUpload && !ownUpload));
  return { phase, stage, steps, jobs, problems, error, upload };
}

function currentStage(
  kind: TrackedKind,
  jobs: TrackerJob[],
  has: (queue: string, states?: TrackerJob['state'][]) => boolean,
  optionsPending: boolean,
): UploadStage {
  if (has('analyze-original', ['active'])) return 'syncing';
  if (has('analyze-original', ['queued'])) return 'upload-received';
  if (kind === 'audio' && has('video-to-audio')) return 'extracting-audio';
  const encodeQueue = kind === 'audio' ? 'encode-audio' : 'encode-video';
  if (has(encodeQueue)) {
    // a re-encode for changed advanced settings that has not started yet
    if (optionsPending && !has(encodeQueue, ['active'])) return 'waiting-for-advanced-settings';
    return 'encoding';
  }
  if (kind === 'audio' && has('waveform')) return 'waveform-generation';
  if (kind === 'video' && (has('thumbnail') || has('thumbnail-import'))) return 'thumbnail-generation';
  return jobs.length ? 'syncing' : 'upload-received';
}

function stepsFor(
  kind: TrackedKind,
  jobs: TrackerJob[],
  upload: TrackerUpload | null,
  progressOf: (queue: string) => number | null,
  stage: UploadStage | null,
  phase: TrackerPhase,
  fromVideo: boolean,
): TrackerStep[] {
  const order: UploadStage[] =
    kind === 'audio'
      ? ['upload-received', 'syncing', ...(fromVideo ? (['extracting-audio'] as const) : []), 'encoding', 'waveform-generation']
      : ['upload-received', 'syncing', 'thumbnail-generation', 'encoding'];
  const queueOf: Partial<Record<UploadStage, string>> = {
    syncing: 'analyze-original',
    'extracting-audio': 'video-to-audio',
    encoding: kind === 'audio' ? 'encode-audio' : 'encode-video',
    'waveform-generation': 'waveform',
    'thumbnail-generation': 'thumbnail',
  };
  const activeStage = stage === 'waiting-for-advanced-settings' ? 'encoding' : stage;
  return order.map((step) => {
    const queue = queueOf[step];
    const stepJobs = queue ? jobs.filter((j) => j.queue === queue) : [];
    let status: TrackerStep['status'];
    if (step === 'upload-received') status = upload && upload.state !== 'pending' ? 'done' : phase === 'idle' ? 'pending' : 'active';
    else if (stepJobs.some((j) => j.state === 'failed')) status = 'failed';
    else if (step === activeStage || stepJobs.some((j) => j.state === 'active')) status = 'active';
    else if (stepJobs.length && stepJobs.every((j) => j.state === 'done')) status = 'done';
    else if (phase === 'ready') status = 'done';
    else status = 'pending';
    return { stage: step, status, progress: queue ? progressOf(queue) : status === 'done' ? 1 : null };
  });
}

/** Changes whenever the pipeline visibly moves (a job's state or progress, a new event or upload state). */
export function trackerSignature(tracker: MediaTracker): string {
  return JSON.stringify([
    tracker.audioMediaStatus,
    tracker.videoMediaStatus,
    tracker.uploads.map((u) => `${u.guid}:${u.state}`),
    tracker.jobs.map((j) => `${j.id}:${j.state}:${Math.round(j.progress * 100)}`),
    tracker.events.length,
  ]);
}
