// The signed-in listener's play history as the player uses it: look a sermon up, save where playback stands.
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';

export interface PlayHistory {
  /** The saved entry for a sermon, or null when there is none (or it could not be read). */
  find(sermonID: string, signal?: AbortSignal): Promise<HistoryEntry | null>;
  /** Saves the position (seconds); 0 marks the sermon as heard to the end. */
  save(sermonID: string, position: number): Promise<void>;
  /** The same save as a request that outlives the page (pagehide): fire and forget. */
  saveOnExit(sermonID: string, position: number): void;
}

/** Positions go to the server in whole seconds: the resume offer and the library show no finer. */
export function historyPosition(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}
