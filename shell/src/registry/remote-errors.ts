/**
 * What the shell does when a remote fails (single-spa addErrorHandler): the failing remote's section shows an
 * error panel with status 500 and the message, the rest of the page keeps working. A chunk that no longer
 * exists (a remote was redeployed under a running page) is fixed by a reload, at most once a minute.
 */
export const REMOTE_FAILURE_STATUS = 500;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'shell:chunk-reload-at';

export interface RemoteFailure {
  status: number;
  message: string;
}

export function remoteFailure(error: unknown): RemoteFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { status: REMOTE_FAILURE_STATUS, message };
}

/** webpack's ChunkLoadError, a failed CSS chunk, or a failed dynamic import of a module file. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk \S+ failed/i.test(text) || /Failed to fetch dynamically imported module/i.test(text);
}

/** Reload unless the last chunk-error reload was less than a minute ago (stops a reload loop). */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page for a chunk error when allowed; returns whether it did. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
  const last = stored === null ? null : Number(stored);
  if (!shouldReloadForChunkError(now, last)) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}
