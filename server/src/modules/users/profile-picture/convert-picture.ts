// Turns an uploaded JPEG or PNG into the stored profile picture: checks the real dimensions with ffprobe, then
// scales and centre-crops to a PROFILE_PICTURE_OUTPUT_SIDE square JPEG with ffmpeg (transparency on white,
// metadata such as EXIF location dropped). Unreadable or truncated files are refused, never half-converted.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  PROFILE_PICTURE_MIN_SIDE,
  PROFILE_PICTURE_OUTPUT_SIDE,
} from '@sermon/shared-contracts/constants/accounts';
import { HttpError } from '../../../http/api-errors';
import { FfmpegError, runFfmpeg } from '../../../media/ffmpeg';
import { FfprobeError, probe } from '../../../media/ffprobe';
import type { PictureKind } from './image-kind';

/** Decoding a larger picture would need hundreds of MB; a 5 MB file can declare far more pixels than it holds. */
export const PROFILE_PICTURE_MAX_PIXELS = 64_000_000;
const CONVERSION_TIMEOUT_MS = 30_000;
/** Conversions at once per process: each is an ffmpeg process using a core. */
const MAX_CONCURRENT_CONVERSIONS = 2;

export function unsupportedImage(): HttpError {
  return new HttpError(415, ACCOUNT_MESSAGES.unsupportedImage, ACCOUNT_ERROR_CODES.unsupportedImage);
}

const CODECS: Record<PictureKind, string> = { jpeg: 'mjpeg', png: 'png' };
const DEMUXERS: Record<PictureKind, string> = { jpeg: 'jpeg_pipe', png: 'png_pipe' };

/** A missing ffmpeg/ffprobe is the server's fault (500), not the picture's. */
function toolMissing(error: unknown): boolean {
  if (error instanceof FfmpegError) return error.exitCode === null && / not found /.test(error.message);
  if (error instanceof FfprobeError) return error.message.startsWith('ffprobe not found');
  return false;
}

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_CONVERSIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function convertProfilePicture(bytes: Buffer, kind: PictureKind): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'profile-picture-'));
  try {
    const input = path.join(dir, kind === 'jpeg' ? 'upload.jpg' : 'upload.png');
    const output = path.join(dir, 'profile.jpg');
    await writeFile(input, bytes);

    const info = await probe(input).catch((error: unknown) => {
      throw toolMissing(error) ? error : unsupportedImage();
    });
    if (info.videoCodec !== CODECS[kind] || !info.width || !info.height) throw unsupportedImage();
    if (info.width < PROFILE_PICTURE_MIN_SIDE || info.height < PROFILE_PICTURE_MIN_SIDE) {
      throw new HttpError(422, ACCOUNT_MESSAGES.imageTooSmall, ACCOUNT_ERROR_CODES.imageTooSmall);
    }
    if (info.width * info.height > PROFILE_PICTURE_MAX_PIXELS) {
      throw new HttpError(422, 'The picture may have at most 64 megapixels.', ACCOUNT_ERROR_CODES.imageTooLarge);
    }

    const side = PROFILE_PICTURE_OUTPUT_SIDE;
    const filter =
      `color=c=white:s=${side}x${side}[bg];` +
      `[0:v]scale=${side}:${side}:force_original_aspect_ratio=increase,crop=${side}:${side},format=rgba[fg];` +
      `[bg][fg]overlay=shortest=1,format=yuvj420p`;
    await inTurn(() =>
      runFfmpeg(
        [
          '-v', 'error',
          // any decoding error (a truncated or damaged file) fails the conversion instead of a grey half picture
          '-err_detect', 'explode', '-xerror',
          '-f', DEMUXERS[kind], '-i', input,
          '-filter_complex', filter,
          '-frames:v', '1', '-map_metadata', '-1', '-q:v', '3', '-update', '1',
          output,
        ],
        { signal: AbortSignal.timeout(CONVERSION_TIMEOUT_MS) },
      ),
    ).catch((error: unknown) => {
      throw toolMissing(error) ? error : unsupportedImage();
    });
    const converted = await readFile(output).catch(() => null);
    if (!converted || converted.length === 0) throw unsupportedImage();
    return converted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
