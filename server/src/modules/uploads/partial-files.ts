// Bytes of uploads still on their way, under DATA_DIR/uploads/partial/<guid>: on the local disk whatever the media
// storage is, so a resumed upload appends to a plain file and a restarted server finds it again. The file's size
// is the upload offset (tus Upload-Offset); nothing else needs to be remembered between requests.
//
// One writer per upload at a time: a request that arrives while another is still writing (a resuming client whose
// old connection the server has not yet seen drop, possibly never will) takes over: the old writer is stopped, its
// bytes kept, and the newcomer continues from what actually reached the disk.
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class UploadLimitError extends Error {
  constructor(readonly limit: number) {
    super(`the upload would pass ${limit} bytes`);
  }
}

export class WriterPreemptedError extends Error {
  constructor() {
    super('a newer request took over this upload');
  }
}

interface ActiveWriter {
  stop(): void;
  finished: Promise<void>;
}

export class OffsetMismatchError extends Error {
  constructor(
    readonly offset: number,
    readonly sent: number,
  ) {
    super(`the upload is at ${offset}, not ${sent}`);
  }
}

export class PartialFiles {
  private readonly writers = new Map<string, ActiveWriter>();
  /** per upload, the start of the request before: starts run one after another so two never pass the offset check together */
  private readonly starting = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {}

  pathOf(guid: string): string {
    if (!/^[0-9a-f]{32}$/.test(guid)) throw new Error(`bad upload guid ${guid}`);
    return path.join(this.dir, guid);
  }

  /** Bytes received so far (0 when nothing has arrived). */
  async offset(guid: string): Promise<number> {
    try {
      return (await stat(this.pathOf(guid))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
  }

  /** Stops a request still writing to this upload and waits until its bytes are on disk. */
  async takeOver(guid: string): Promise<void> {
    const writer = this.writers.get(guid);
    if (!writer) return;
    writer.stop();
    await writer.finished.catch(() => undefined);
  }

  /**
   * Appends `body` at `expectedOffset` (0 with `restart` drops earlier bytes: a whole-body upload starts over).
   * Bytes past `maxTotal` stop the write with UploadLimitError; what arrived before a dropped connection stays.
   * Resolves with the new offset; rejects when the body broke off (the bytes written so far stay on disk).
   */
  async append(
    guid: string,
    body: Readable,
    options: { maxTotal: number; restart?: boolean; expectedOffset?: number },
  ): Promise<number> {
    const file = this.pathOf(guid);
    const abort = new AbortController();
    let total = 0;
    let resolveStarted!: () => void;
    const started = new Promise<void>((resolve) => (resolveStarted = resolve));
    const before = this.starting.get(guid) ?? Promise.resolve();
    this.starting.set(guid, started);
    await before.catch(() => undefined);
    try {
      await this.takeOver(guid);
      await mkdir(this.dir, { recursive: true });
      if (options.restart) {
        await truncate(file, 0).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }
      total = await this.offset(guid);
      if (options.expectedOffset !== undefined && options.expectedOffset !== total) {
        throw new OffsetMismatchError(total, options.expectedOffset);
      }
    } catch (error) {
      resolveStarted();
      if (this.starting.get(guid) === started) this.starting.delete(guid);
      throw error;
    }
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > options.maxTotal) callback(new UploadLimitError(options.maxTotal));
        else callback(null, chunk);
      },
    });
    const finished = pipeline(body, limit, createWriteStream(file, { flags: 'a' }), { signal: abort.signal });
    const writer: ActiveWriter = {
      stop: () => abort.abort(new WriterPreemptedError()),
      finished: finished.then(
        () => undefined,
        () => undefined,
      ),
    };
    this.writers.set(guid, writer);
    resolveStarted();
    if (this.starting.get(guid) === started) this.starting.delete(guid);
    try {
      await finished;
    } catch (error) {
      if (abort.signal.aborted) throw abort.signal.reason as Error;
      throw error;
    } finally {
      if (this.writers.get(guid) === writer) this.writers.delete(guid);
    }
    return this.offset(guid);
  }

  async remove(guid: string): Promise<void> {
    await this.takeOver(guid);
    await rm(this.pathOf(guid), { force: true });
  }
}
