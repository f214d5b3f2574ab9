import { useCallback, useMemo, useState } from 'react';
import { deepEqual } from './deep-equal';

export interface SnapshotForm<T extends object> {
  values: T;
  set<K extends keyof T>(key: K, value: T[K]): void;
  setValues(values: T): void;
  /** the values differ (deeply) from the saved snapshot (spec doc 1 §4: "Form dirty when fields differ from saved snapshot") */
  dirty: boolean;
  /** after a successful save: the saved values become the snapshot, so the form is clean again */
  markSaved(newSaved: T): void;
  /** throws the edits away: back to the saved snapshot */
  reset(): void;
}

/**
 * The values of a dashboard form and whether they differ from what was last saved.
 * `saved` is the snapshot at mount; when the caller passes a different saved value later (the page reloaded its
 * data) and the form is still clean, the form takes it over; edits in progress are never overwritten.
 */
export function useSnapshotForm<T extends object>(saved: T): SnapshotForm<T> {
  const [state, setState] = useState<{ argument: T; saved: T; values: T }>({ argument: saved, saved, values: saved });
  let current = state;
  // compared deeply, so a caller passing a fresh object literal with the same content each render changes nothing
  if (state.argument !== saved && !deepEqual(state.argument, saved)) {
    current = deepEqual(state.values, state.saved) ? { argument: saved, saved, values: saved } : { ...state, argument: saved };
    setState(current);
  }

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setState((previous) => ({ ...previous, values: { ...previous.values, [key]: value } }));
  }, []);
  const setValues = useCallback((values: T) => setState((previous) => ({ ...previous, values })), []);
  const markSaved = useCallback((newSaved: T) => setState((previous) => ({ argument: previous.argument, saved: newSaved, values: newSaved })), []);
  const reset = useCallback(() => setState((previous) => ({ ...previous, values: previous.saved })), []);

  const dirty = useMemo(() => !deepEqual(current.values, current.saved), [current]);
  return { values: current.values, set, setValues, dirty, markSaved, reset };
}
