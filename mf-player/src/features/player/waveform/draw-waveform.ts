// Paints the waveform on a 2D canvas. The bars are one path; each part (played, hover preview, buffered, the rest)
// is the same path filled through a clip rectangle, so a part's edge can fall inside a bar and still move smoothly.
import type { BarRect } from './waveform-geometry';

export type WaveformTone = 'played' | 'played-dim' | 'hover' | 'buffered' | 'rest';

export interface WaveformSegment {
  from: number;
  to: number;
  tone: WaveformTone;
}

/**
 * The parts of the waveform, as fractions 0..1 from the left: played in the accent colour, what is buffered
 * lighter, the rest faint. With the pointer over it, the stretch between the playback position and the pointer is
 * highlighted (ahead) or dimmed (behind), showing where a click would take playback.
 */
export function waveformSegments(played: number, buffered: number, hover: number | null): WaveformSegment[] {
  const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const p = clamp(played);
  const b = Math.max(p, clamp(buffered));
  const parts: WaveformSegment[] = [];
  const add = (from: number, to: number, tone: WaveformTone) => {
    if (to > from) parts.push({ from, to, tone });
  };
  if (hover === null) {
    add(0, p, 'played');
    add(p, b, 'buffered');
    add(b, 1, 'rest');
  } else if (clamp(hover) >= p) {
    const h = clamp(hover);
    add(0, p, 'played');
    add(p, h, 'hover');
    add(h, Math.max(h, b), 'buffered');
    add(Math.max(h, b), 1, 'rest');
  } else {
    const h = clamp(hover);
    add(0, h, 'played');
    add(h, p, 'played-dim');
    add(p, b, 'buffered');
    add(b, 1, 'rest');
  }
  return parts;
}

export type WaveformPalette = Record<WaveformTone, { color: string; alpha: number }>;

/** The canvas calls the painter makes (a CanvasRenderingContext2D has them all; tests pass a recorder). */
export interface WaveformCanvas {
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalAlpha: number;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  save(): void;
  restore(): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  roundRect?: (x: number, y: number, width: number, height: number, radius: number) => void;
  clip(): void;
  fill(): void;
}

export interface WaveformFrame {
  /** CSS pixels */
  width: number;
  height: number;
  /** device pixels per CSS pixel: the canvas is that much larger than its box */
  pixelRatio: number;
  bars: readonly BarRect[];
  played: number;
  buffered: number;
  hover: number | null;
  palette: WaveformPalette;
}

function addBars(ctx: WaveformCanvas, bars: readonly BarRect[]): void {
  ctx.beginPath();
  for (const bar of bars) {
    if (ctx.roundRect) ctx.roundRect(bar.x, bar.y, bar.width, bar.height, Math.min(bar.width / 2, bar.height / 2));
    else ctx.rect(bar.x, bar.y, bar.width, bar.height);
  }
}

export function drawWaveform(ctx: WaveformCanvas, frame: WaveformFrame): void {
  const { width, height, pixelRatio, bars, palette } = frame;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  for (const segment of waveformSegments(frame.played, frame.buffered, frame.hover)) {
    const paint = palette[segment.tone];
    ctx.save();
    ctx.beginPath();
    ctx.rect(segment.from * width, 0, (segment.to - segment.from) * width, height);
    ctx.clip();
    ctx.globalAlpha = paint.alpha;
    ctx.fillStyle = paint.color;
    addBars(ctx, bars);
    ctx.fill();
    ctx.restore();
  }
}
