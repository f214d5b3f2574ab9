// Reads a sermon's stored peaks file (a plain JSON number[] of values 0..1, written by the media pipeline's
// computeWaveformPeaks) and says why when the file cannot be used, so the endpoint can fall back to the flat
// default instead of failing.
import { InvalidStorageKeyError, type Storage } from '../../../storage/storage';

/** The pipeline writes 1,000 peaks (~6 kB); anything far bigger is not a peaks file and is not read into memory. */
export const MAX_WAVEFORM_FILE_BYTES = 1024 * 1024;
/** More bars than any screen can draw; a longer array is treated as corrupt. */
export const MAX_WAVEFORM_PEAKS = 20_000;

export type WaveformFileResult = { ok: true; peaks: number[] } | { ok: false; reason: string };

/** The peaks in a file's text, or why they cannot be drawn (not JSON, not an array, empty, a value outside 0..1). */
export function parseWaveformPeaks(text: string): WaveformFileResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!Array.isArray(value)) return { ok: false, reason: 'not an array of peaks' };
  if (value.length === 0) return { ok: false, reason: 'no peaks' };
  if (value.length > MAX_WAVEFORM_PEAKS) return { ok: false, reason: `more than ${MAX_WAVEFORM_PEAKS} peaks` };
  const bad = value.findIndex((peak) => typeof peak !== 'number' || !Number.isFinite(peak) || peak < 0 || peak > 1);
  if (bad !== -1) return { ok: false, reason: `peak ${bad} is ${JSON.stringify(value[bad])}, not a number from 0 to 1` };
  return { ok: true, peaks: value as number[] };
}

async function readCapped(storage: Storage, key: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of storage.get(key, { start: 0, end: maxBytes - 1 })) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/** Never throws: a missing, unreadable, oversized or corrupt file is a result with a reason. */
export async function readWaveformFile(storage: Storage, key: string): Promise<WaveformFileResult> {
  try {
    const info = await storage.stat(key);
    if (!info) return { ok: false, reason: 'file missing' };
    if (info.size === 0) return { ok: false, reason: 'file empty' };
    if (info.size > MAX_WAVEFORM_FILE_BYTES) return { ok: false, reason: `file of ${info.size} bytes is too big` };
    const bytes = await readCapped(storage, key, MAX_WAVEFORM_FILE_BYTES);
    return parseWaveformPeaks(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return { ok: false, reason: 'invalid storage key' };
    return { ok: false, reason: `file unreadable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
}
