// A small in-memory LRU of answered waveforms, keyed by sermon id. Each entry remembers the file it was read from,
// so a waveform recomputed into a new file is never answered from the old one.
import type { Waveform } from '@sermon/shared-contracts/entities/waveform';

interface Entry {
  /** the storage key the peaks came from; null when the sermon had no waveform file */
  storageKey: string | null;
  waveform: Waveform;
  storedAtMs: number;
}

export class WaveformCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used entry first.
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached waveform if it was read from this file no longer than maxAgeSeconds ago. */
  get(sermonID: string, storageKey: string | null, maxAgeSeconds: number): Waveform | undefined {
    const entry = this.entries.get(sermonID);
    if (!entry) return undefined;
    if (entry.storageKey !== storageKey || this.now() - entry.storedAtMs > maxAgeSeconds * 1000) return undefined;
    this.entries.delete(sermonID);
    this.entries.set(sermonID, entry);
    return entry.waveform;
  }

  set(sermonID: string, storageKey: string | null, waveform: Waveform): void {
    this.entries.delete(sermonID);
    this.entries.set(sermonID, { storageKey, waveform, storedAtMs: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
