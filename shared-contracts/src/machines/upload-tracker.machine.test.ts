import { createActor, fromCallback } from 'xstate';
import type { MediaTracker, TrackerEvent, TrackerJob, TrackerUpload } from '../entities/media-tracker';
import { DEFAULT_ENCODING_OPTIONS } from '../entities/media-tracker';
import {
  currentProblems,
  deriveTrackerView,
  isInProgress,
  stageState,
  UPLOAD_PROBLEMS,
  UPLOAD_STAGES,
  uploadTrackerMachine,
  type UploadTrackerEvent,
} from './upload-tracker.machine';

const T0 = 1_700_000_000_000;

function upload(overrides: Partial<TrackerUpload> = {}): TrackerUpload {
  return { guid: 'g1', uploadType: 'original-audio', language: null, state: 'received', sizeBytes: 1000, originalFilename: 'a.mp3', createdAt: T0, error: null, ...overrides };
}
let nextJob = 1;
function job(queue: string, overrides: Partial<TrackerJob> = {}): TrackerJob {
  return {
    id: nextJob++, queue, target: null, state: 'queued', progress: 0, attempts: 0, maxAttempts: 3, lastError: null,
    createdAt: T0 + 1, startedAt: null, finishedAt: null, ...overrides,
  };
}
function event(name: string, mediaKind: TrackerEvent['mediaKind'] = 'audio', detail: Record<string, unknown> | null = null): TrackerEvent {
  return { event: name, mediaKind, language: null, at: T0 + 2, detail };
}
function tracker(overrides: Partial<MediaTracker> = {}): MediaTracker {
  return {
    sermonID: '42', audioMediaStatus: null, videoMediaStatus: null, uploads: [], jobs: [], events: [],
    encodingOptions: { ...DEFAULT_ENCODING_OPTIONS }, ...overrides,
  };
}
const defaultApplied = { trimStart: 0, fadeIn: 0, fadeOut: 0, normalizeAudio: false };

function start(kind: 'audio' | 'video' = 'audio', clock = { now: T0 }, poller?: unknown) {
  const machine = poller ? uploadTrackerMachine.provide({ actors: { pollTracker: poller as never } }) : uploadTrackerMachine;
  const actor = createActor(machine, { input: { sermonID: '42', kind, now: () => clock.now, delayedAfterMs: 60_000 } });
  actor.start();
  const send = (e: UploadTrackerEvent) => actor.send(e);
  const update = (t: unknown) => send({ type: 'TRACKER_UPDATED', tracker: t });
  const value = () => actor.getSnapshot().value;
  return { actor, send, update, value, context: () => actor.getSnapshot().context };
}

describe('upload tracker: the spec lists', () => {
  it('has every stage as a tracking state and every problem', () => {
    expect(Object.keys(uploadTrackerMachine.root.states.tracking!.states).sort()).toEqual(UPLOAD_STAGES.map(stageState).sort());
    expect(UPLOAD_STAGES).toEqual(['upload-received', 'syncing', 'thumbnail-generation', 'waveform-generation', 'encoding', 'waiting-for-video', 'waiting-for-advanced-settings', 'extracting-audio']);
    expect(UPLOAD_PROBLEMS).toEqual(['encoding-error', 'pipeline-error', 'upload-failed', 'delayed', 'advanced-settings-not-applied', 'resumable-upload']);
  });
});

describe('upload tracker: snapshots', () => {
  it('empty tracker data is malformed, with the spec text; a good snapshot recovers', () => {
    const { update, value, context } = start();
    update({});
    expect(value()).toBe('malformed');
    expect(context().malformed).toBe('Malformed tracker data');
    update(null);
    expect(value()).toBe('malformed');
    update(tracker());
    expect(value()).toBe('idle');
    expect(context().malformed).toBeNull();
  });

  it('no media: idle; ready media: ready', () => {
    const { update, value } = start();
    update(tracker());
    expect(value()).toBe('idle');
    update(tracker({ audioMediaStatus: 'ready', uploads: [upload({ state: 'done' })] }));
    expect(value()).toBe('ready');
  });

  it('walks the audio stages: upload received, syncing, encoding, waveform generation, ready', () => {
    const { update, value, context } = start();
    const u = upload();
    update(tracker({ audioMediaStatus: 'working', uploads: [u], jobs: [job('analyze-original', { id: 1, target: 'g1' })] }));
    expect(value()).toEqual({ tracking: 'uploadReceived' });
    update(tracker({ audioMediaStatus: 'working', uploads: [u], jobs: [job('analyze-original', { id: 1, target: 'g1', state: 'active', progress: 0.5 })] }));
    expect(value()).toEqual({ tracking: 'syncing' });
    const analyzed = job('analyze-original', { id: 1, target: 'g1', state: 'done', progress: 1 });
    update(tracker({ audioMediaStatus: 'working', uploads: [u], jobs: [analyzed, job('encode-audio', { id: 2, state: 'active', progress: 0.4 }), job('waveform', { id: 3 })] }));
    expect(value()).toEqual({ tracking: 'encoding' });
    const encoding = context().view!.steps.find((s) => s.stage === 'encoding')!;
    expect(encoding).toEqual({ stage: 'encoding', status: 'active', progress: 0.4 });
    update(tracker({ audioMediaStatus: 'ready', uploads: [u], jobs: [analyzed, job('encode-audio', { id: 2, state: 'done', progress: 1 }), job('waveform', { id: 3, state: 'active', progress: 0.1 })] }));
    expect(value()).toEqual({ tracking: 'waveformGeneration' });
    update(tracker({ audioMediaStatus: 'ready', uploads: [upload({ state: 'done' })], jobs: [analyzed, job('encode-audio', { id: 2, state: 'done', progress: 1 }), job('waveform', { id: 3, state: 'done', progress: 1 })] }));
    expect(value()).toBe('ready');
    expect(context().view!.steps.every((s) => s.status === 'done')).toBe(true);
  });

  it('video: thumbnail generation, then encoding', () => {
    const { update, value } = start('video');
    const u = upload({ uploadType: 'original-video' });
    const analyzed = job('analyze-original', { target: 'g1', state: 'done', progress: 1 });
    update(tracker({ videoMediaStatus: 'working', uploads: [u], jobs: [analyzed, job('thumbnail', { state: 'active' })] }));
    expect(value()).toEqual({ tracking: 'thumbnailGeneration' });
    update(tracker({ videoMediaStatus: 'working', uploads: [u], jobs: [analyzed, job('thumbnail', { state: 'done', progress: 1 }), job('encode-video', { state: 'active', target: '360p' })] }));
    expect(value()).toEqual({ tracking: 'encoding' });
  });

  it('audio from a video: extracting audio', () => {
    const { update, value, context } = start('audio');
    const u = upload({ uploadType: 'original-video' });
    update(tracker({ audioMediaStatus: 'working', videoMediaStatus: 'working', uploads: [u], jobs: [job('video-to-audio', { state: 'active' })] }));
    expect(value()).toEqual({ tracking: 'extractingAudio' });
    expect(context().view!.steps.map((s) => s.stage)).toContain('extracting-audio');
  });

  it('a two-step upload waits for the video', () => {
    const { update, value } = start('audio');
    update(tracker({ audioMediaStatus: 'twostep', uploads: [upload({ state: 'waiting-continue' })] }));
    expect(value()).toEqual({ tracking: 'waitingForVideo' });
  });

  it('changed advanced settings: waiting for them while the re-encode is queued, then encoding', () => {
    const { update, value } = start('audio');
    const options = { ...DEFAULT_ENCODING_OPTIONS, audioTrimStart: 5 };
    const base = { audioMediaStatus: 'working' as const, uploads: [upload({ state: 'done' })], encodingOptions: options, events: [event('high-synced', 'audio', { options: defaultApplied })] };
    update(tracker({ ...base, jobs: [job('encode-audio')] }));
    expect(value()).toEqual({ tracking: 'waitingForAdvancedSettings' });
    update(tracker({ ...base, jobs: [job('encode-audio', { state: 'active', progress: 0.2 })] }));
    expect(value()).toEqual({ tracking: 'encoding' });
  });
});

describe('upload tracker: problems', () => {
  it('encoding error when the analysis fails (corrupt file), with the server reason', () => {
    const { update, value, context } = start();
    update(tracker({
      audioMediaStatus: 'error',
      uploads: [upload({ state: 'failed', error: 'The file has no audio track' })],
      jobs: [job('analyze-original', { target: 'g1', state: 'failed', lastError: 'The file has no audio track', attempts: 1 })],
      events: [event('original-analyze-failed'), event('pipeline-failed')],
    }));
    expect(value()).toBe('encodingError');
    expect(currentProblems(context(), value())).toEqual(['encoding-error']);
    expect(context().view!.error).toBe('The file has no audio track');
  });

  it('pipeline error when a side job fails for good and nothing else runs', () => {
    const { update, value } = start();
    update(tracker({ audioMediaStatus: 'working', uploads: [upload()], jobs: [job('waveform', { state: 'failed', lastError: 'boom' })] }));
    expect(value()).toBe('pipelineError');
  });

  it('a failed waveform is a pipeline error even though the audio plays', () => {
    const { update, value, context } = start();
    update(tracker({ audioMediaStatus: 'ready', uploads: [upload({ state: 'done' })], jobs: [job('encode-audio', { state: 'done', progress: 1 }), job('waveform', { state: 'failed' })] }));
    expect(value()).toBe('pipelineError');
    expect(context().view!.problems).toContain('pipeline-error');
  });

  it('upload failed: from the browser, and from the server without analysis', () => {
    const local = start();
    local.send({ type: 'UPLOAD_STARTED', total: 100 });
    local.send({ type: 'UPLOAD_FAILED', error: 'network' });
    expect(local.value()).toBe('uploadFailed');
    expect(currentProblems(local.context(), local.value())).toContain('upload-failed');
    const server = start();
    server.update(tracker({ audioMediaStatus: 'working', uploads: [upload({ state: 'failed', error: 'zero bytes' })] }));
    expect(server.value()).toBe('uploadFailed');
  });

  it('delayed after no visible progress for the configured time; progress clears it', () => {
    const clock = { now: T0 };
    const { update, send, context, value } = start('audio', clock);
    const snapshot = tracker({ audioMediaStatus: 'working', uploads: [upload()], jobs: [job('encode-audio', { id: 99, state: 'active', progress: 0.3 })] });
    update(snapshot);
    expect(context().view!.problems).not.toContain('delayed');
    clock.now += 61_000;
    update(snapshot);
    expect(context().view!.problems).toContain('delayed');
    expect(value()).toEqual({ tracking: 'encoding' });
    update(tracker({ ...snapshot, jobs: [job('encode-audio', { id: 99, state: 'active', progress: 0.6 })] }));
    expect(context().view!.problems).not.toContain('delayed');
    clock.now += 61_000;
    send({ type: 'TICK' });
    expect(context().view!.problems).toContain('delayed');
  });

  it('advanced settings not applied: ready media encoded with other settings and no re-encode queued', () => {
    const { update, value, context } = start();
    update(tracker({
      audioMediaStatus: 'ready',
      uploads: [upload({ state: 'done' })],
      encodingOptions: { ...DEFAULT_ENCODING_OPTIONS, fadeIn: 2 },
      events: [event('high-synced', 'audio', { options: defaultApplied })],
    }));
    expect(value()).toBe('ready');
    expect(context().view!.problems).toEqual(['advanced-settings-not-applied']);
  });

  it('resumable upload: an interrupted upload can resume; done hands over to the server stages', () => {
    const { send, update, value, context } = start();
    send({ type: 'UPLOAD_STARTED', total: 1000, fileName: 'sunday.mp3' });
    expect(value()).toEqual({ uploading: 'sending' });
    send({ type: 'UPLOAD_PROGRESS', sent: 400, total: 1000 });
    expect(context().local).toMatchObject({ sent: 400, total: 1000, fileName: 'sunday.mp3' });
    send({ type: 'UPLOAD_INTERRUPTED' });
    expect(value()).toEqual({ uploading: 'interrupted' });
    expect(currentProblems(context(), value())).toEqual(['resumable-upload']);
    send({ type: 'UPLOAD_RESUMED' });
    expect(value()).toEqual({ uploading: 'sending' });
    // snapshots during the upload do not take the state away from it
    update(tracker());
    expect(value()).toEqual({ uploading: 'sending' });
    send({ type: 'UPLOAD_DONE' });
    expect(value()).toEqual({ tracking: 'uploadReceived' });
    expect(context().local).toBeNull();
    update(tracker({ audioMediaStatus: 'working', uploads: [upload()], jobs: [job('analyze-original', { target: 'g1', state: 'active' })] }));
    expect(value()).toEqual({ tracking: 'syncing' });
  });

  it('a cancelled upload goes back to what the server knows', () => {
    const { send, update, value } = start();
    update(tracker({ audioMediaStatus: 'ready', uploads: [upload({ state: 'done' })] }));
    send({ type: 'UPLOAD_STARTED', total: 10 });
    send({ type: 'UPLOAD_CANCELLED' });
    expect(value()).toBe('ready');
    const fresh = start();
    fresh.send({ type: 'UPLOAD_STARTED', total: 10 });
    fresh.send({ type: 'UPLOAD_CANCELLED' });
    expect(fresh.value()).toBe('waiting');
  });

  it('a new upload after an error starts over', () => {
    const { send, update, value } = start();
    update(tracker({ audioMediaStatus: 'error', uploads: [upload({ state: 'failed' })], jobs: [job('analyze-original', { target: 'g1', state: 'failed' })] }));
    expect(value()).toBe('encodingError');
    send({ type: 'UPLOAD_STARTED', total: 10 });
    expect(value()).toEqual({ uploading: 'sending' });
    // the failed job of the older upload no longer counts once a new upload exists
    send({ type: 'UPLOAD_DONE' });
    update(tracker({
      audioMediaStatus: 'working',
      uploads: [upload({ state: 'failed' }), upload({ guid: 'g2', createdAt: T0 + 10 })],
      jobs: [job('analyze-original', { target: 'g1', state: 'failed' }), job('analyze-original', { target: 'g2', createdAt: T0 + 11 })],
    }));
    expect(value()).toEqual({ tracking: 'uploadReceived' });
  });
});

describe('upload tracker: polling', () => {
  it('runs the injected poller while uploading or tracking, and stops it when ready', () => {
    const started: string[] = [];
    let stopped = 0;
    let sendBack: ((e: UploadTrackerEvent) => void) | null = null;
    const poller = fromCallback<UploadTrackerEvent, { sermonID: string }>(({ input, sendBack: back }) => {
      started.push(input.sermonID);
      sendBack = back;
      return () => {
        stopped++;
      };
    });
    const { send, value } = start('audio', { now: T0 }, poller);
    expect(started).toEqual([]);
    send({ type: 'UPLOAD_STARTED', total: 5 });
    expect(started).toEqual(['42']);
    expect(isInProgress(value())).toBe(true);
    send({ type: 'UPLOAD_DONE' });
    sendBack!({ type: 'TRACKER_UPDATED', tracker: tracker({ audioMediaStatus: 'ready', uploads: [upload({ state: 'done' })] }) });
    expect(value()).toBe('ready');
    expect(isInProgress(value())).toBe(false);
    expect(stopped).toBeGreaterThanOrEqual(2);
  });

  it('deriveTrackerView ignores jobs of an older upload and of the other kind', () => {
    const view = deriveTrackerView(
      tracker({
        audioMediaStatus: 'ready',
        videoMediaStatus: 'working',
        uploads: [upload({ state: 'done', createdAt: T0 + 100 }), upload({ guid: 'v', uploadType: 'original-video', createdAt: T0 + 50 })],
        jobs: [job('encode-audio', { state: 'failed', createdAt: T0 }), job('encode-video', { state: 'active', createdAt: T0 + 200 })],
      }),
      'audio',
    );
    expect(view.phase).toBe('ready');
    expect(view.jobs).toEqual([]);
  });
});
