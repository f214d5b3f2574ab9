/**
 * The player machine's `fetchNext`: which sermon follows the current one in the list it was started from (or its
 * series). List IDs are fetched once per list and kept a while, so playing on through a series costs one request;
 * a lookup that fails answers null (the player then stays where it is) and is reported with console.warn.
 */
import type { ApiClient } from '@sermon/shared-contracts/api/create-api-client';
import type { FetchNextInput } from '@sermon/shared-contracts/machines/player.machine';
import { playListNeighbour } from '@sermon/shared-contracts/rules/play-list-neighbour';
import { defaultPlayList, fetchPlayListIDs, playListKey } from './play-list-ids';

/** Lists change (a sermon is published): a cached list is fetched again after this long. */
export const PLAY_LIST_CACHE_MS = 10 * 60 * 1000;
/** Lists kept at once; the oldest goes first. */
export const PLAY_LIST_CACHE_SIZE = 20;

export type FetchNext = (input: FetchNextInput, signal: AbortSignal) => Promise<string | null>;

export interface PlayQueueOptions {
  now?: () => number;
  warn?: (message: string, detail?: unknown) => void;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error as { name?: string } | null)?.name === 'AbortError';
}

export function createPlayQueue(client: ApiClient, { now = Date.now, warn = console.warn }: PlayQueueOptions = {}): FetchNext {
  const cache = new Map<string, { ids: string[]; at: number }>();

  async function listIDs(input: FetchNextInput, signal: AbortSignal): Promise<string[] | null> {
    const list = input.list ?? defaultPlayList(input.sermon);
    if (!list) return null;
    const key = playListKey(list);
    const cached = cache.get(key);
    if (cached && now() - cached.at < PLAY_LIST_CACHE_MS) return cached.ids;
    const ids = await fetchPlayListIDs(client, list, signal);
    cache.delete(key);
    cache.set(key, { ids, at: now() });
    while (cache.size > PLAY_LIST_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return ids;
  }

  return async (input, signal) => {
    try {
      const ids = await listIDs(input, signal);
      if (!ids) return null;
      return playListNeighbour(ids, input.sermon.sermonID, input.direction);
    } catch (error) {
      // A new LOAD (or CLOSE) stopped the lookup: nobody waits for the answer, nothing to report.
      if (isAbort(error, signal)) return null;
      warn('Player: could not fetch the next sermon of the list; staying on this one.', error);
      return null;
    }
  };
}
