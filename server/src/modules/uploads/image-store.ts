// A completed image upload (speaker, series, broadcaster banner/profile, article banner): JPEG or PNG by its bytes,
// at least the kind's minimum size, stored as a JPEG under images/<kind>/<id>/<generation>.jpg and set on its owner.
// A new generation per upload gives a URL never used before, so caches never show the old picture for the new.
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { IMAGE_MIN_SIZE, UPLOAD_ERROR_CODES, UPLOAD_MESSAGES, type ImageUploadKind } from '@sermon/shared-contracts/constants/uploads';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import type { AppContext } from '../../app-context';
import { articles, broadcasters, series, speakers } from '../../db/schema';
import { HttpError } from '../../http/api-errors';
import { FfmpegError, runFfmpeg } from '../../media/ffmpeg';
import { FfprobeError, probe } from '../../media/ffprobe';

/** Decoding more pixels would need hundreds of MB; a 20 MB file can declare far more than it holds. */
const MAX_PIXELS = 100_000_000;
/** Stored images are scaled down to this longest side: enough for any banner, small for every page that shows it. */
const MAX_STORED_SIDE = 2400;
const CONVERSION_TIMEOUT_MS = 60_000;

type ImageKindOfBytes = 'jpeg' | 'png';

export function imageKindOfBytes(head: Buffer): ImageKindOfBytes | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (head.length >= png.length && head.subarray(0, png.length).equals(png)) return 'png';
  return null;
}

async function readHead(file: string, bytes = 16): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function imageError(status: number, message: string, code: string): HttpError {
  return new HttpError(status, message, code);
}

/** A missing ffmpeg/ffprobe is the server's fault (500), not the image's. */
function toolMissing(error: unknown): boolean {
  if (error instanceof FfmpegError) return error.exitCode === null && / not found /.test(error.message);
  if (error instanceof FfprobeError) return error.message.startsWith('ffprobe not found');
  return false;
}

/** Checks the uploaded file and writes the JPEG to store; answers its path (inside `workDir`). */
export async function convertImage(file: string, kind: ImageUploadKind, workDir: string): Promise<string> {
  const bytesKind = imageKindOfBytes(await readHead(file));
  if (!bytesKind) throw imageError(415, UPLOAD_MESSAGES.imageType, UPLOAD_ERROR_CODES.imageType);
  const info = await probe(file).catch((error: unknown) => {
    if (toolMissing(error)) throw error;
    throw imageError(422, UPLOAD_MESSAGES.imageUnreadable, UPLOAD_ERROR_CODES.imageType);
  });
  if (info.videoCodec !== (bytesKind === 'jpeg' ? 'mjpeg' : 'png') || !info.width || !info.height) {
    throw imageError(422, UPLOAD_MESSAGES.imageUnreadable, UPLOAD_ERROR_CODES.imageType);
  }
  const min = IMAGE_MIN_SIZE[kind];
  if (info.width < min.width || info.height < min.height) {
    throw imageError(
      422,
      formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: min.width, height: min.height, actualWidth: info.width, actualHeight: info.height }),
      UPLOAD_ERROR_CODES.imageTooSmall,
    );
  }
  if (info.width * info.height > MAX_PIXELS) throw imageError(422, UPLOAD_MESSAGES.imageUnreadable, UPLOAD_ERROR_CODES.imageType);

  const output = path.join(workDir, 'image.jpg');
  // transparency goes onto white (JPEG has none); metadata such as EXIF location is dropped
  const fit = `scale='min(${MAX_STORED_SIDE},iw)':'min(${MAX_STORED_SIDE},ih)':force_original_aspect_ratio=decrease`;
  const filter = `[0:v]${fit},format=rgba,split[a][b];[a]drawbox=c=white:t=fill[bg];[bg][b]overlay=format=auto,format=yuvj420p`;
  await runFfmpeg(
    [
      '-v', 'error',
      // a truncated or damaged file fails instead of becoming a grey half picture
      '-err_detect', 'explode', '-xerror',
      '-f', bytesKind === 'jpeg' ? 'jpeg_pipe' : 'png_pipe', '-i', file,
      '-filter_complex', filter,
      '-frames:v', '1', '-map_metadata', '-1', '-q:v', '3', '-update', '1',
      output,
    ],
    { signal: AbortSignal.timeout(CONVERSION_TIMEOUT_MS) },
  ).catch((error: unknown) => {
    if (toolMissing(error)) throw error;
    throw imageError(422, UPLOAD_MESSAGES.imageUnreadable, UPLOAD_ERROR_CODES.imageType);
  });
  return output;
}

function nextGeneration(currentKey: string | null): number {
  const current = currentKey ? Number(/\/(\d+)\.jpg$/.exec(currentKey)?.[1] ?? 0) : 0;
  return current + 1;
}

export function imageKey(kind: ImageUploadKind, targetId: string, generation: number): string {
  return `images/${kind}/${targetId}/${generation}.jpg`;
}

/**
 * Converts and stores the image, then points its owner at it. Speakers keep every generation (rollback_image picks
 * the live one); other owners hold one key, and the replaced file is removed.
 */
export async function storeImage(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  kind: ImageUploadKind,
  targetId: string,
  file: string,
): Promise<string> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'image-upload-'));
  try {
    const jpeg = await convertImage(file, kind, workDir);
    if (kind === 'speaker') {
      // reserve the generation first, so two uploads at once never write the same file
      const [row] = await ctx.db
        .update(speakers)
        .set({ imageMaxGeneration: sql`${speakers.imageMaxGeneration} + 1` })
        .where(eq(speakers.id, Number(targetId)))
        .returning({ generation: speakers.imageMaxGeneration });
      if (!row) throw new HttpError(404, 'Speaker not found', UPLOAD_ERROR_CODES.notFound);
      const key = imageKey(kind, targetId, row.generation);
      await ctx.storage.putFile(key, jpeg, { move: true });
      await ctx.db.update(speakers).set({ imageLiveGeneration: row.generation }).where(eq(speakers.id, Number(targetId)));
      return key;
    }
    const owner = imageOwner(kind);
    const [current] = await ctx.db.select({ key: owner.column }).from(owner.table).where(owner.where(targetId));
    if (!current) throw new HttpError(404, 'Not found', UPLOAD_ERROR_CODES.notFound);
    const key = imageKey(kind, targetId, nextGeneration(current.key));
    await ctx.storage.putFile(key, jpeg, { move: true });
    await ctx.db.update(owner.table).set({ [owner.field]: key }).where(owner.where(targetId));
    if (current.key && current.key !== key) await ctx.storage.delete(current.key).catch(() => undefined);
    return key;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** DELETE media/images/...: the owner shows its default artwork again. */
export async function removeImage(ctx: Pick<AppContext, 'db' | 'storage'>, kind: Exclude<ImageUploadKind, 'speaker'>, targetId: string): Promise<void> {
  const owner = imageOwner(kind);
  const [current] = await ctx.db.select({ key: owner.column }).from(owner.table).where(owner.where(targetId));
  if (!current?.key) return;
  await ctx.db.update(owner.table).set({ [owner.field]: null }).where(owner.where(targetId));
  await ctx.storage.delete(current.key).catch(() => undefined);
}

function imageOwner(kind: Exclude<ImageUploadKind, 'speaker'>) {
  switch (kind) {
    case 'series':
      return { table: series, column: series.imageKey, field: 'imageKey', where: (id: string) => eq(series.id, Number(id)) } as const;
    case 'article-banner':
      return { table: articles, column: articles.bannerImageKey, field: 'bannerImageKey', where: (id: string) => eq(articles.id, Number(id)) } as const;
    case 'broadcaster-banner':
      return { table: broadcasters, column: broadcasters.bannerImageKey, field: 'bannerImageKey', where: (id: string) => eq(broadcasters.id, id) } as const;
    case 'broadcaster-profile':
      return { table: broadcasters, column: broadcasters.profileImageKey, field: 'profileImageKey', where: (id: string) => eq(broadcasters.id, id) } as const;
  }
}
