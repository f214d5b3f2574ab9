/**
 * The upload tracker of one media kind (audio or video) in the sermon editor (spec doc 1 §4 "Upload tracker
 * stages" and problems). Input comes from two sides: the local upload (UPLOAD_* events from the resumable upload
 * hook) and media tracker snapshots (TRACKER_UPDATED, sent by the injected `pollTracker` actor every few seconds
 * while anything is in progress, or by the editor after its own fetch). The state is the spec's stage while the
 * server works, or the problem that stopped it; `context.view` holds the steps with real progress for the panel.
 * Pure: no React, no fetch; the polling actor is provided by the caller (`machine.provide({actors})`).
 */
import { assign, fromCallback, setup } from 'xstate';
import type { MediaTracker } from '../entities/media-tracker';
import { ERROR_MESSAGES } from '../errors/messages';
import {
  DEFAULT_DELAYED_AFTER_MS,
  deriveTrackerView,
  isWellFormedTracker,
  trackerSignature,
  UPLOAD_STAGES,
  type TrackedKind,
  type TrackerView,
  type UploadProblem,
  type UploadStage,
} from './upload-tracker-view';

export * from './upload-tracker-view';

export interface UploadTrackerInput {
  sermonID: string;
  kind: TrackedKind;
  /** no visible progress for this long while work is open shows the 'delayed' problem (default 10 minutes) */
  delayedAfterMs?: number;
  /** the clock (tests) */
  now?: () => number;
}

export interface LocalUpload {
  sent: number;
  total: number;
  /** the browser lost the connection (or the page reloaded) mid-upload; the upload can be resumed */
  interrupted: boolean;
  error: string | null;
  fileName: string | null;
}

export interface UploadTrackerContext {
  sermonID: string;
  kind: TrackedKind;
  delayedAfterMs: number;
  now: () => number;
  tracker: MediaTracker | null;
  view: TrackerView | null;
  local: LocalUpload | null;
  lastSignature: string | null;
  lastChangeAt: number;
  /** 'Malformed tracker data' when a snapshot was empty */
  malformed: string | null;
}

export type UploadTrackerEvent =
  | { type: 'TRACKER_UPDATED'; tracker: unknown }
  /** the poll failed (network); the last view stays */
  | { type: 'TRACKER_FAILED'; error: string }
  | { type: 'UPLOAD_STARTED'; total: number; fileName?: string }
  | { type: 'UPLOAD_PROGRESS'; sent: number; total: number }
  | { type: 'UPLOAD_INTERRUPTED' }
  | { type: 'UPLOAD_RESUMED' }
  | { type: 'UPLOAD_DONE' }
  | { type: 'UPLOAD_FAILED'; error: string }
  /** the user cancelled the upload: back to what the server knows */
  | { type: 'UPLOAD_CANCELLED' }
  /** re-evaluate the clock-based problems (delayed) without a new snapshot */
  | { type: 'TICK' };

export interface PollTrackerInput {
  sermonID: string;
}

/**
 * The default poller does nothing: the editor provides a real one. It must wait its interval before its first
 * fetch: every snapshot re-enters the stage states (and restarts the poller), so an immediate fetch would loop.
 */
const noPoller = fromCallback<UploadTrackerEvent, PollTrackerInput>(() => () => {});

/** The machine's state for a stage, e.g. 'waiting-for-video' → 'waitingForVideo'. */
export function stageState(stage: UploadStage): string {
  return stage.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function evaluate(context: UploadTrackerContext, tracker: MediaTracker): Partial<UploadTrackerContext> {
  const now = context.now();
  const signature = trackerSignature(tracker);
  const changed = signature !== context.lastSignature;
  const lastChangeAt = changed ? now : context.lastChangeAt;
  return {
    tracker,
    malformed: null,
    lastSignature: signature,
    lastChangeAt,
    view: deriveTrackerView(tracker, context.kind, { now, lastChangeAt, delayedAfterMs: context.delayedAfterMs }),
  };
}

const stageStates = Object.fromEntries(UPLOAD_STAGES.map((stage) => [stageState(stage), {}]));

export const uploadTrackerMachine = setup({
  types: {
    context: {} as UploadTrackerContext,
    events: {} as UploadTrackerEvent,
    input: {} as UploadTrackerInput,
  },
  actors: { pollTracker: noPoller },
  guards: {
    wellFormed: ({ event }) => event.type === 'TRACKER_UPDATED' && isWellFormedTracker(event.tracker),
    phaseIs: ({ context }, phase: TrackerView['phase']) => context.view?.phase === phase,
    stageIs: ({ context }, stage: UploadStage) => context.view?.phase === 'working' && context.view.stage === stage,
    isMalformed: ({ context }) => context.malformed !== null,
  },
  actions: {
    applyTracker: assign(({ context, event }) =>
      event.type === 'TRACKER_UPDATED' && isWellFormedTracker(event.tracker) ? evaluate(context, event.tracker) : {},
    ),
    markMalformed: assign({ malformed: () => ERROR_MESSAGES.malformedTrackerData }),
    reevaluate: assign(({ context }) => (context.tracker ? evaluate(context, context.tracker) : {})),
    startLocal: assign(({ event }) =>
      event.type === 'UPLOAD_STARTED'
        ? { local: { sent: 0, total: event.total, interrupted: false, error: null, fileName: event.fileName ?? null } }
        : {},
    ),
    progressLocal: assign(({ context, event }) =>
      event.type === 'UPLOAD_PROGRESS' && context.local
        ? { local: { ...context.local, sent: event.sent, total: event.total, interrupted: false } }
        : {},
    ),
    interruptLocal: assign(({ context }) => (context.local ? { local: { ...context.local, interrupted: true } } : {})),
    resumeLocal: assign(({ context }) => (context.local ? { local: { ...context.local, interrupted: false } } : {})),
    failLocal: assign(({ context, event }) =>
      event.type === 'UPLOAD_FAILED' ? { local: { ...(context.local ?? { sent: 0, total: 0, interrupted: false, fileName: null }), error: event.error } } : {},
    ),
    clearLocal: assign({ local: () => null }),
  },
}).createMachine({
  id: 'uploadTracker',
  context: ({ input }) => ({
    sermonID: input.sermonID,
    kind: input.kind,
    delayedAfterMs: input.delayedAfterMs ?? DEFAULT_DELAYED_AFTER_MS,
    now: input.now ?? Date.now,
    tracker: null,
    view: null,
    local: null,
    lastSignature: null,
    lastChangeAt: (input.now ?? Date.now)(),
    malformed: null,
  }),
  initial: 'waiting',
  on: {
    UPLOAD_STARTED: { target: '.uploading', actions: 'startLocal' },
  },
  states: {
    /** nothing known yet: the first snapshot decides */
    waiting: {
      on: {
        TRACKER_UPDATED: [
          { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' },
          { target: 'malformed', actions: 'markMalformed' },
        ],
      },
    },
    /** routes to the state the newest snapshot means */
    deciding: {
      always: [
        { guard: 'isMalformed', target: 'malformed' },
        { guard: { type: 'phaseIs', params: 'upload-failed' }, target: 'uploadFailed' },
        { guard: { type: 'phaseIs', params: 'encoding-error' }, target: 'encodingError' },
        { guard: { type: 'phaseIs', params: 'pipeline-error' }, target: 'pipelineError' },
        { guard: { type: 'phaseIs', params: 'ready' }, target: 'ready' },
        ...UPLOAD_STAGES.map((stage) => ({ guard: { type: 'stageIs' as const, params: stage }, target: `tracking.${stageState(stage)}` })),
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        TRACKER_UPDATED: [
          { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' },
          { target: 'malformed', actions: 'markMalformed' },
        ],
      },
    },
    /** the browser is sending the file; the server side is not involved yet */
    uploading: {
      initial: 'sending',
      invoke: { src: 'pollTracker', input: ({ context }) => ({ sermonID: context.sermonID }) },
      on: {
        // snapshots are kept (the panel shows older work), but the local upload decides the state
        TRACKER_UPDATED: { guard: 'wellFormed', actions: 'applyTracker' },
        UPLOAD_PROGRESS: { target: '.sending', actions: 'progressLocal' },
        UPLOAD_FAILED: { target: 'uploadFailed', actions: 'failLocal' },
        UPLOAD_DONE: { target: 'tracking', actions: 'clearLocal' },
        UPLOAD_CANCELLED: [
          { guard: ({ context }) => context.tracker !== null, target: 'deciding', actions: ['clearLocal', 'reevaluate'] },
          { target: 'waiting', actions: 'clearLocal' },
        ],
      },
      states: {
        sending: { on: { UPLOAD_INTERRUPTED: { target: 'interrupted', actions: 'interruptLocal' } } },
        /** problem 'resumable upload': the connection dropped; resuming continues from the server's offset */
        interrupted: { on: { UPLOAD_RESUMED: { target: 'sending', actions: 'resumeLocal' } } },
      },
    },
    /** the server is working: one child state per spec stage */
    tracking: {
      initial: 'uploadReceived',
      invoke: { src: 'pollTracker', input: ({ context }) => ({ sermonID: context.sermonID }) },
      on: {
        TRACKER_UPDATED: [
          { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' },
          { target: 'malformed', actions: 'markMalformed' },
        ],
        TICK: { actions: 'reevaluate' },
      },
      states: stageStates,
    },
    ready: {
      on: {
        TRACKER_UPDATED: [
          { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' },
          { target: 'malformed', actions: 'markMalformed' },
        ],
      },
    },
    uploadFailed: {
      on: {
        TRACKER_UPDATED: { guard: 'wellFormed', target: 'deciding', actions: ['clearLocal', 'applyTracker'] },
      },
    },
    encodingError: {
      on: { TRACKER_UPDATED: { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' } },
    },
    pipelineError: {
      on: { TRACKER_UPDATED: { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' } },
    },
    /** an empty or broken snapshot: 'Malformed tracker data'; the next good one recovers */
    malformed: {
      on: { TRACKER_UPDATED: { guard: 'wellFormed', target: 'deciding', actions: 'applyTracker' } },
    },
  },
});

/** The problems to show now: the view's, plus the local upload's. */
export function currentProblems(context: UploadTrackerContext, stateValue: unknown): UploadProblem[] {
  const problems = new Set<UploadProblem>(context.view?.problems ?? []);
  if (context.local?.interrupted || (typeof stateValue === 'object' && stateValue !== null && (stateValue as Record<string, unknown>).uploading === 'interrupted')) {
    problems.add('resumable-upload');
  }
  if (context.local?.error) problems.add('upload-failed');
  return [...problems];
}

/** Whether the tracker should poll: something is under way. */
export function isInProgress(stateValue: unknown): boolean {
  if (typeof stateValue === 'string') return stateValue === 'deciding';
  return typeof stateValue === 'object' && stateValue !== null && ('uploading' in stateValue || 'tracking' in stateValue);
}
