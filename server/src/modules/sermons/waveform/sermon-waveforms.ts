// A sermon's waveform: its computed peaks when the pipeline made a usable file, else the flat default with
// isDefault true (a warning is logged, the answer is still 200: the player must keep playing with a flat bar).
import type { Waveform } from '@sermon/shared-contracts/entities/waveform';
import { defaultWaveformPeaks } from '@sermon/shared-contracts/constants/waveform';
import type { Storage } from '../../../storage/storage';
import { WaveformCache } from './waveform-cache';
import { readWaveformFile } from './waveform-file';

/** How long a cached waveform is answered when the caller does not say (cacheTTL). */
export const DEFAULT_WAVEFORM_CACHE_TTL_SECONDS = 600;
/** A caller may ask for older answers than the default, but never for ones older than this. */
export const MAX_WAVEFORM_CACHE_TTL_SECONDS = 86_400;
const CACHE_ENTRIES = 500;

export interface WaveformLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export class SermonWaveforms {
  readonly cache: WaveformCache;
  // Concurrent cold requests for one sermon share one file read.
  private readonly reading = new Map<string, Promise<Waveform>>();

  constructor(
    private readonly storage: Storage,
    options: { cacheEntries?: number; now?: () => number } = {},
  ) {
    this.cache = new WaveformCache(options.cacheEntries ?? CACHE_ENTRIES, options.now);
  }

  /**
   * The waveform of a sermon whose peaks file (if any) is `storageKey`. cacheTTLSeconds 0 reads the file again;
   * the fresh answer then replaces the cached one.
   */
  async waveformOf(sermonID: string, storageKey: string | null, cacheTTLSeconds: number, log: WaveformLogger): Promise<Waveform> {
    const maxAge = Math.min(cacheTTLSeconds, MAX_WAVEFORM_CACHE_TTL_SECONDS);
    if (maxAge > 0) {
      const cached = this.cache.get(sermonID, storageKey, maxAge);
      if (cached) return cached;
    }
    // A caller that skips the cache does not join a read that may have started before the file changed.
    if (maxAge === 0) return this.read(sermonID, storageKey, log);
    const readKey = `${sermonID}\n${storageKey ?? ''}`;
    let pending = this.reading.get(readKey);
    if (!pending) {
      pending = this.read(sermonID, storageKey, log).finally(() => this.reading.delete(readKey));
      this.reading.set(readKey, pending);
    }
    return pending;
  }

  private async read(sermonID: string, storageKey: string | null, log: WaveformLogger): Promise<Waveform> {
    let waveform: Waveform;
    if (storageKey === null) {
      // No peaks computed (yet): not worth a warning, most sermons without audio have none.
      waveform = { waveform: defaultWaveformPeaks(), isDefault: true };
    } else {
      const file = await readWaveformFile(this.storage, storageKey);
      if (file.ok) waveform = { waveform: file.peaks, isDefault: false };
      else {
        log.warn({ sermonID, storageKey, reason: file.reason }, 'waveform file unusable; answering the flat default');
        waveform = { waveform: defaultWaveformPeaks(), isDefault: true };
      }
    }
    this.cache.set(sermonID, storageKey, waveform);
    return waveform;
  }
}
