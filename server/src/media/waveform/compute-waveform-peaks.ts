// Waveform peaks for the player's scrubber: ffmpeg decodes any audio (or video) file to mono 16-bit PCM
// at a low rate and streams it through a pipe; Node keeps only the loudest sample of each block, so a
// two-hour sermon costs the same few hundred kilobytes as a one-minute one.
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { ffmpegBinary } from '../ffmpeg';

export interface WaveformPeaksOptions {
  /** How many peaks to return (the player draws one bar per few of them). */
  points?: number;
  /** Aborting kills ffmpeg and rejects with an AbortError. */
  signal?: AbortSignal;
}

export class WaveformError extends Error {
  constructor(
    message: string,
    /** ffmpeg's last words, when it was ffmpeg that failed. */
    readonly stderr: string = '',
  ) {
    super(message);
    this.name = 'WaveformError';
  }
}

export const DEFAULT_WAVEFORM_POINTS = 1000;
/** Peaks need loudness over time, not fidelity: 8 kHz keeps speech's shape at a fraction of the decode cost. */
const SAMPLE_RATE = 8000;
/**
 * Blocks kept before adjacent pairs are merged and the block length doubles. 64 Ki blocks is 128 KB,
 * whatever the length of the file, and still 64 blocks per point at 1000 points.
 */
const MAX_BLOCKS = 65_536;
const STDERR_TAIL = 4096;

/**
 * Returns exactly `points` peaks in 0..1 (3 decimals), normalised by the file's loudest sample.
 * A silent file gives zeros; a missing, unreadable or non-media file rejects with a WaveformError.
 */
export async function computeWaveformPeaks(filePath: string, options: WaveformPeaksOptions = {}): Promise<number[]> {
  const points = options.points ?? DEFAULT_WAVEFORM_POINTS;
  if (!Number.isInteger(points) || points < 1) throw new RangeError(`points must be a positive integer, got ${points}`);
  try {
    await access(filePath, constants.R_OK);
  } catch (error) {
    throw new WaveformError(`cannot read ${filePath}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const blocks = await decodeBlockPeaks(filePath, options.signal);
  if (blocks.length === 0) throw new WaveformError(`${filePath} has no audio to draw`);
  return toPoints(blocks, points);
}

/** Streams the decoded samples and returns the max |sample| of equal-length blocks covering the file. */
function decodeBlockPeaks(filePath: string, signal?: AbortSignal): Promise<Uint16Array> {
  const collector = new BlockPeaks();
  const args = [
    '-hide_banner', '-nostdin', '-v', 'error',
    '-i', filePath,
    '-map', '0:a:0', '-vn', '-sn', '-dn',
    '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.stdout.on('data', (chunk: Buffer) => collector.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') reject(error);
      else if (error.code === 'ENOENT') reject(new WaveformError(`ffmpeg not found (${ffmpegBinary()}); install ffmpeg or set FFMPEG_PATH`));
      else reject(error);
    });
    child.on('close', (code) => {
      if (signal?.aborted) return; // the 'error' listener has rejected with the AbortError
      if (code !== 0) {
        const reason = stderr.trim().split('\n').pop() || `exit code ${code}`;
        reject(new WaveformError(`ffmpeg could not decode ${filePath}: ${reason}`, stderr));
        return;
      }
      resolve(collector.finish());
    });
  });
}

/**
 * Max |sample| per block with a block length that doubles whenever MAX_BLOCKS fill up, so memory stays
 * constant without knowing the duration in advance (an mp3's reported duration can be wrong).
 */
class BlockPeaks {
  private blocks = new Uint16Array(MAX_BLOCKS);
  private count = 0;
  private blockLength = 1;
  private inBlock = 0;
  private current = 0;
  /** A chunk can end half-way through a 2-byte sample. */
  private carry: number | null = null;

  push(chunk: Buffer): void {
    let offset = 0;
    if (this.carry !== null && chunk.length > 0) {
      this.add(((chunk[0]! << 8) | this.carry) << 16 >> 16);
      this.carry = null;
      offset = 1;
    }
    const end = offset + ((chunk.length - offset) & ~1);
    for (let i = offset; i < end; i += 2) this.add(chunk.readInt16LE(i));
    if (end < chunk.length) this.carry = chunk[end]!;
  }

  private add(sample: number): void {
    const magnitude = sample < 0 ? -sample : sample;
    if (magnitude > this.current) this.current = magnitude;
    if (++this.inBlock === this.blockLength) this.closeBlock();
  }

  private closeBlock(): void {
    if (this.count === MAX_BLOCKS) this.halve();
    this.blocks[this.count++] = this.current;
    this.current = 0;
    this.inBlock = 0;
  }

  private halve(): void {
    for (let i = 0; i < this.count / 2; i++) this.blocks[i] = Math.max(this.blocks[2 * i]!, this.blocks[2 * i + 1]!);
    this.count /= 2;
    this.blockLength *= 2;
  }

  finish(): Uint16Array {
    if (this.inBlock > 0) this.closeBlock();
    return this.blocks.subarray(0, this.count);
  }
}

/** Merges (or, for very short audio, repeats) blocks into `points` buckets and scales them to 0..1. */
function toPoints(blocks: Uint16Array, points: number): number[] {
  const n = blocks.length;
  const buckets = new Array<number>(points).fill(0);
  if (n >= points) {
    for (let j = 0; j < n; j++) {
      const bucket = Math.floor((j * points) / n);
      if (blocks[j]! > buckets[bucket]!) buckets[bucket] = blocks[j]!;
    }
  } else {
    for (let i = 0; i < points; i++) buckets[i] = blocks[Math.floor((i * n) / points)]!;
  }
  let peak = 0;
  for (const value of buckets) if (value > peak) peak = value;
  if (peak === 0) return buckets;
  return buckets.map((value) => Math.round((value / peak) * 1000) / 1000);
}
