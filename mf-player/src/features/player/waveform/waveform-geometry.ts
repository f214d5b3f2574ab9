// The waveform's maths, apart from the canvas: reading peaks, fitting them to the bars that fit the width, where
// each bar goes, and which time a pointer position stands for. Pure, so it is tested without a browser.

/** Height of the flat stand-in the server sends when no peaks were computed (and the player draws on failure). */
export const FLAT_PEAK = 0.15;
export const FLAT_PEAK_COUNT = 100;

export function flatPeaks(count = FLAT_PEAK_COUNT): number[] {
  return new Array<number>(count).fill(FLAT_PEAK);
}

/**
 * Peaks from a response body: a plain number[] (the waveform file, `peaksOnly=true`) or `{ waveform: number[] }`.
 * Values are clamped to 0..1 and anything not a number reads as 0; null when there is nothing usable.
 */
export function parsePeaks(body: unknown): number[] | null {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { waveform?: unknown }).waveform)
      ? ((body as { waveform: unknown[] }).waveform)
      : null;
  if (!list || list.length === 0) return null;
  if (!list.some((value) => typeof value === 'number')) return null;
  return list.map((value) => (typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0));
}

/** True when every peak has the same height: nothing to show but a line. */
export function isFlat(peaks: readonly number[]): boolean {
  return peaks.every((peak) => Math.abs(peak - (peaks[0] ?? 0)) < 1e-6);
}

/**
 * The peaks fitted to `bars` bars. Shrinking keeps the loudest peak of each slice (an average would flatten the
 * shouts a listener looks for); stretching interpolates linearly between neighbours.
 */
export function resamplePeaks(peaks: readonly number[], bars: number): number[] {
  const count = Math.max(0, Math.floor(bars));
  if (count === 0 || peaks.length === 0) return [];
  if (peaks.length === count) return [...peaks];
  const out = new Array<number>(count);
  if (peaks.length > count) {
    for (let i = 0; i < count; i++) {
      // integer products first: (i * length) / count is exact at the last slice, so no peak is left out
      const from = Math.floor((i * peaks.length) / count);
      const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
      let max = 0;
      for (let j = from; j < to && j < peaks.length; j++) max = Math.max(max, peaks[j]!);
      out[i] = max;
    }
    return out;
  }
  if (peaks.length === 1) return out.fill(peaks[0]!);
  const step = (peaks.length - 1) / (count - 1 || 1);
  for (let i = 0; i < count; i++) {
    const position = i * step;
    const left = Math.floor(position);
    const right = Math.min(peaks.length - 1, left + 1);
    const weight = position - left;
    out[i] = peaks[left]! * (1 - weight) + peaks[right]! * weight;
  }
  return out;
}

export interface BarStyle {
  /** CSS pixels */
  barWidth: number;
  gap: number;
  /** the shortest bar drawn, so silence still reads as a line */
  minBarHeight: number;
}

export const COMPACT_BARS: BarStyle = { barWidth: 2, gap: 1, minBarHeight: 2 };
export const LARGE_BARS: BarStyle = { barWidth: 3, gap: 2, minBarHeight: 2 };

/** How many bars of that style fit in `width` CSS pixels. */
export function barCountFor(width: number, style: BarStyle): number {
  if (!(width > 0)) return 0;
  return Math.max(1, Math.floor((width + style.gap) / (style.barWidth + style.gap)));
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One rectangle per bar, centred vertically (the waveform is mirrored round its middle line), spread so the last
 * bar ends at the right edge.
 */
export function layoutBars(peaks: readonly number[], width: number, height: number, style: BarStyle): BarRect[] {
  const count = barCountFor(width, style);
  if (count === 0 || !(height > 0)) return [];
  const fitted = resamplePeaks(peaks.length > 0 ? peaks : flatPeaks(), count);
  const pitch = count > 1 ? (width - style.barWidth) / (count - 1) : 0;
  const minHeight = Math.min(style.minBarHeight, height);
  return fitted.map((peak, i) => {
    const barHeight = Math.max(minHeight, peak * height);
    return { x: i * pitch, y: (height - barHeight) / 2, width: style.barWidth, height: barHeight };
  });
}

/** Fraction 0..1 of the whole for a part; 0 when the whole is unknown. */
export function fractionOf(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.min(1, Math.max(0, part / whole));
}

/** Where a pointer at `clientX` is along a box, 0..1 (outside the box sticks to its ends). */
export function fractionAtPointer(clientX: number, box: { left: number; width: number }): number {
  if (!(box.width > 0)) return 0;
  return Math.min(1, Math.max(0, (clientX - box.left) / box.width));
}

/** The playback time a fraction of the waveform stands for. */
export function timeAtFraction(fraction: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(1, Math.max(0, fraction)) * duration;
}
