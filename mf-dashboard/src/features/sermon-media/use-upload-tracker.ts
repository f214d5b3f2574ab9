// One upload tracker machine per media kind, alive as long as the section is mounted; the component re-renders on
// every snapshot (no @xstate/react needed: an actor is an external store).
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { uploadTrackerMachine, type TrackedKind, type UploadTrackerEvent } from '@sermon/shared-contracts/machines/upload-tracker.machine';
import { trackerPoller, type TrackerSource } from './tracker-source';

export type UploadTrackerSnapshot = SnapshotFrom<typeof uploadTrackerMachine>;
type TrackerActor = Actor<typeof uploadTrackerMachine>;

function createTracker(sermonID: string, kind: TrackedKind, source: TrackerSource): TrackerActor {
  return createActor(uploadTrackerMachine.provide({ actors: { pollTracker: trackerPoller(source) } }), { input: { sermonID, kind } });
}

export function useUploadTracker(
  sermonID: string,
  kind: TrackedKind,
  source: TrackerSource,
): { snapshot: UploadTrackerSnapshot; send: (event: UploadTrackerEvent) => void } {
  // a stopped actor cannot start again, so each effect run (StrictMode runs it twice) gets its own
  const [actor, setActor] = useState(() => createTracker(sermonID, kind, source));
  useEffect(() => {
    const running = createTracker(sermonID, kind, source);
    running.start();
    setActor(running);
    // every snapshot anyone fetched reaches this tracker too (the first load, another kind's poll)
    const unsubscribe = source.subscribe((tracker) => running.send({ type: 'TRACKER_UPDATED', tracker }));
    // the clock-based problem (delayed) needs a look now and then even when nothing changes
    const tick = setInterval(() => running.send({ type: 'TICK' }), 30_000);
    return () => {
      unsubscribe();
      clearInterval(tick);
      running.stop();
    };
  }, [sermonID, kind, source]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  // a stable send: MediaUploadButton's effects depend on it, and a new one per render sent progress in a loop
  const send = useCallback((event: UploadTrackerEvent) => actor.send(event), [actor]);
  return { snapshot, send };
}
