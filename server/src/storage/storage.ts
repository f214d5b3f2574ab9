// Where media files live. The app sees only this interface; local disk is the default, S3 can follow.
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte range, as in HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** null when there is no such object */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** streams the object, or the given inclusive range of it */
  get(key: string, range?: ByteRange): Readable;
  delete(key: string): Promise<void>;
  /**
   * Stores a local file under `key`: ffmpeg outputs, completed uploads. The file stays where it is unless `move`
   * lets the backend take it (local disk renames instead of copying a multi-GB upload; others delete it after).
   */
  putFile(key: string, filePath: string, options?: { move?: boolean }): Promise<void>;
  /**
   * Runs `work` with a local path holding the object, for tools that read files (ffmpeg, ffprobe): the file itself
   * on local disk, a temporary download elsewhere (removed afterwards). `work` must not change the file.
   */
  withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** Keys are slash-separated relative paths; anything that could climb out of the root is refused. */
export function assertValidKey(key: string): void {
  if (
    !key ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new InvalidStorageKeyError(key);
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
