// One media tracker fetch shared by the section's trackers (audio, video, captions): each tracker machine polls
// through its own injected actor, but calls that come together share one request.
import { fromCallback } from 'xstate';
import type { MediaTracker } from '@sermon/shared-contracts/entities/media-tracker';
import type { PollTrackerInput, UploadTrackerEvent } from '@sermon/shared-contracts/machines/upload-tracker.machine';

/** Spec'd in the brief: the editor polls every 2 s while anything is in progress. */
export const TRACKER_POLL_MS = 2000;

export interface TrackerSource {
  /** the newest snapshot, fetched at most once per `maxAgeMs` however many trackers ask */
  get(maxAgeMs?: number): Promise<MediaTracker>;
  /** listeners hear every snapshot any fetch brings */
  subscribe(listener: (tracker: MediaTracker) => void): () => void;
}

export function createTrackerSource(fetchTracker: () => Promise<MediaTracker>): TrackerSource {
  let pending: Promise<MediaTracker> | null = null;
  let last: { at: number; tracker: MediaTracker } | null = null;
  const listeners = new Set<(tracker: MediaTracker) => void>();
  return {
    get(maxAgeMs = TRACKER_POLL_MS / 2) {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.tracker);
      pending ??= fetchTracker()
        .then((tracker) => {
          last = { at: Date.now(), tracker };
          for (const listener of listeners) listener(tracker);
          return tracker;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The machine's polling actor: waits one interval, fetches, reports TRACKER_UPDATED (or TRACKER_FAILED), repeats.
 * Waiting first matters: every snapshot re-enters the machine's stage states and so restarts this actor.
 */
export function trackerPoller(source: TrackerSource, intervalMs = TRACKER_POLL_MS) {
  return fromCallback<UploadTrackerEvent, PollTrackerInput>(({ sendBack }) => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      timer = setTimeout(() => {
        source.get().then(
          (tracker) => {
            if (!stopped) sendBack({ type: 'TRACKER_UPDATED', tracker });
          },
          (error: unknown) => {
            if (stopped) return;
            sendBack({ type: 'TRACKER_FAILED', error: error instanceof Error ? error.message : String(error) });
            tick();
          },
        );
      }, intervalMs);
    };
    tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  });
}
