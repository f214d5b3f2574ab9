/**
 * The peaks of a sermon's waveform: the file at `waveformPeaksURL` (a plain number[]), or, when the sermon has none,
 * GET node/sermons/{id}/waveform (which answers a flat default with isDefault). A failure is reported and shows a
 * flat line (spec doc 2 §8): the player plays on without its waveform.
 */
import { useEffect, useState } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { getSermonWaveform } from '@sermon/shared-contracts/api/get-sermon-waveform';
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { flatPeaks, isFlat, parsePeaks } from './waveform-geometry';

export interface WaveformPeaks {
  peaks: number[];
  /** a flat stand-in: none computed, still loading, or failed */
  isDefault: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const FLAT: WaveformPeaks = { peaks: flatPeaks(), isDefault: true, status: 'idle' };

type Loaded = Pick<WaveformPeaks, 'peaks' | 'isDefault'>;

// A few recent sermons' peaks, so going back to one (or the bar and the expanded view asking at once) costs nothing.
const CACHE_SIZE = 16;
const cache = new Map<string, Promise<Loaded>>();
/** The answers already in, by the same keys: a waveform shown again (the bar after the expanded view) draws at once. */
const settled = new Map<string, Loaded>();

function cacheKey(sermon: Pick<Sermon, 'sermonID' | 'waveformPeaksURL'>): string {
  return sermon.waveformPeaksURL ? `file:${sermon.waveformPeaksURL}` : `api:${sermon.sermonID}`;
}

function remember(key: string, load: () => Promise<Loaded>): Promise<Loaded> {
  const known = cache.get(key);
  if (known) return known;
  const promise = load();
  cache.set(key, promise);
  promise.then(
    (loaded) => {
      settled.set(key, loaded);
      if (settled.size > CACHE_SIZE) settled.delete(settled.keys().next().value!);
    },
    // A failure is not kept: the next sermon change may try again.
    () => cache.delete(key),
  );
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return promise;
}

async function fetchPeaksFile(url: string): Promise<Loaded> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const peaks = parsePeaks(await response.json());
  if (!peaks) throw new Error(`GET ${url} answered no peaks`);
  return { peaks, isDefault: isFlat(peaks) };
}

async function fetchPeaksFromAPI(client: ApiClient, sermonID: string): Promise<Loaded> {
  const answer = await getSermonWaveform(client, sermonID);
  const peaks = parsePeaks(answer);
  if (!peaks) throw new Error(`the waveform of sermon ${sermonID} has no peaks`);
  return { peaks, isDefault: answer.isDefault === true || isFlat(peaks) };
}

export function loadWaveformPeaks(client: ApiClient, sermon: Pick<Sermon, 'sermonID' | 'waveformPeaksURL'>): Promise<Loaded> {
  const url = sermon.waveformPeaksURL;
  return url
    ? remember(cacheKey(sermon), () => fetchPeaksFile(url))
    : remember(cacheKey(sermon), () => fetchPeaksFromAPI(client, sermon.sermonID));
}

/** Forgets every cached waveform (tests). */
export function clearWaveformCache(): void {
  cache.clear();
  settled.clear();
}

export function useWaveformPeaks(sermon: Pick<Sermon, 'sermonID' | 'waveformPeaksURL'> | null): WaveformPeaks {
  const client = useApiClient();
  const [state, setState] = useState<{ key: string | null; value: WaveformPeaks }>({ key: null, value: FLAT });
  const key = sermon ? cacheKey(sermon) : null;
  const sermonID = sermon?.sermonID ?? null;
  const url = sermon?.waveformPeaksURL ?? null;
  const known = key === null ? undefined : settled.get(key);

  useEffect(() => {
    if (key === null || sermonID === null || settled.has(key)) return;
    let current = true;
    setState({ key, value: { ...FLAT, status: 'loading' } });
    loadWaveformPeaks(client, { sermonID, waveformPeaksURL: url }).then(
      (loaded) => current && setState({ key, value: { ...loaded, status: 'ready' } }),
      (error: unknown) => {
        console.warn(`[player] the waveform of sermon ${sermonID} could not be loaded; showing a flat line`, error);
        if (current) setState({ key, value: { ...FLAT, status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [client, key, sermonID, url]);

  if (known) return { ...known, status: 'ready' };
  // Until the effect for a new sermon runs, the previous sermon's peaks must not show.
  return state.key === key ? state.value : key === null ? FLAT : { ...FLAT, status: 'loading' };
}
