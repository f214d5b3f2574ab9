// ffmpeg reads and writes files, while media lives behind the Storage interface (local disk or S3). Each job gets
// a scratch folder under DATA_DIR/pipeline-work; inputs on local disk are read in place, others are fetched once.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/storage';

interface LocalPaths {
  pathOf(key: string): string;
}

function hasLocalPaths(storage: Storage): storage is Storage & LocalPaths {
  return typeof (storage as Partial<LocalPaths>).pathOf === 'function';
}

export class WorkDir {
  private constructor(
    readonly dir: string,
    private readonly storage: Storage,
  ) {}

  /** A fresh, empty folder for one attempt of one job (a retry starts clean). */
  static async create(dataDir: string, storage: Storage, name: string): Promise<WorkDir> {
    const dir = path.join(dataDir, 'pipeline-work', `${name}-${process.pid}-${Date.now()}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return new WorkDir(dir, storage);
  }

  file(name: string): string {
    return path.join(this.dir, name);
  }

  /** A local path holding the stored object: the file itself on local disk, else a copy in the work folder. */
  async input(key: string, signal?: AbortSignal): Promise<string> {
    if (hasLocalPaths(this.storage)) return this.storage.pathOf(key);
    const local = this.file(`input-${path.basename(key)}`);
    await pipeline(this.storage.get(key), createWriteStream(local), { signal });
    return local;
  }

  /** Stores a file made here under `key`; returns its size. */
  async store(localFile: string, key: string): Promise<number> {
    const { size } = await stat(localFile);
    await this.storage.put(key, createReadStream(localFile));
    return size;
  }

  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Runs `work` with a work folder that is removed afterwards, whatever happens. */
export async function withWorkDir<T>(dataDir: string, storage: Storage, name: string, work: (dir: WorkDir) => Promise<T>): Promise<T> {
  const dir = await WorkDir.create(dataDir, storage, name);
  try {
    return await work(dir);
  } finally {
    await dir.remove();
  }
}
