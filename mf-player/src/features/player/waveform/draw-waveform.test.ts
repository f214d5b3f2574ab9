import { drawWaveform, waveformSegments, type WaveformCanvas, type WaveformPalette } from './draw-waveform';
import { LARGE_BARS, layoutBars } from './waveform-geometry';

describe('waveformSegments', () => {
  it('splits into played, buffered and the rest', () => {
    expect(waveformSegments(0.25, 0.5, null)).toEqual([
      { from: 0, to: 0.25, tone: 'played' },
      { from: 0.25, to: 0.5, tone: 'buffered' },
      { from: 0.5, to: 1, tone: 'rest' },
    ]);
  });

  it('never shows buffered behind the playback position', () => {
    expect(waveformSegments(0.6, 0.3, null)).toEqual([
      { from: 0, to: 0.6, tone: 'played' },
      { from: 0.6, to: 1, tone: 'rest' },
    ]);
  });

  it('highlights the stretch up to a pointer ahead of the position', () => {
    expect(waveformSegments(0.2, 0.4, 0.7)).toEqual([
      { from: 0, to: 0.2, tone: 'played' },
      { from: 0.2, to: 0.7, tone: 'hover' },
      { from: 0.7, to: 1, tone: 'rest' },
    ]);
  });

  it('dims the played stretch behind a pointer before the position', () => {
    expect(waveformSegments(0.5, 0.8, 0.3)).toEqual([
      { from: 0, to: 0.3, tone: 'played' },
      { from: 0.3, to: 0.5, tone: 'played-dim' },
      { from: 0.5, to: 0.8, tone: 'buffered' },
      { from: 0.8, to: 1, tone: 'rest' },
    ]);
  });

  it('is all rest before anything played and survives nonsense input', () => {
    expect(waveformSegments(0, 0, null)).toEqual([{ from: 0, to: 1, tone: 'rest' }]);
    expect(waveformSegments(Number.NaN, -3, null)).toEqual([{ from: 0, to: 1, tone: 'rest' }]);
    expect(waveformSegments(2, 2, null)).toEqual([{ from: 0, to: 1, tone: 'played' }]);
  });
});

/** Records the calls the painter makes. */
function recorder() {
  const calls: string[] = [];
  const fills: { style: string; alpha: number; clip: number[]; bars: number }[] = [];
  let clip: number[] = [];
  let bars = 0;
  const ctx: WaveformCanvas = {
    fillStyle: '',
    globalAlpha: 1,
    setTransform: (...args) => calls.push(`setTransform(${args.join(',')})`),
    clearRect: (...args) => calls.push(`clearRect(${args.join(',')})`),
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
    beginPath: () => {
      bars = 0;
    },
    rect: (...args) => {
      clip = args;
      bars += 1;
    },
    roundRect: () => {
      bars += 1;
    },
    clip: () => calls.push(`clip(${clip.join(',')})`),
    fill: () => fills.push({ style: String(ctx.fillStyle), alpha: ctx.globalAlpha, clip, bars }),
  };
  return { ctx, calls, fills };
}

const palette: WaveformPalette = {
  played: { color: 'blue', alpha: 1 },
  'played-dim': { color: 'blue', alpha: 0.5 },
  hover: { color: 'white', alpha: 0.75 },
  buffered: { color: 'grey', alpha: 1 },
  rest: { color: 'dark', alpha: 1 },
};

describe('drawWaveform', () => {
  it('scales to the pixel ratio, clears, and fills every bar once per part through a clip', () => {
    const { ctx, calls, fills } = recorder();
    const bars = layoutBars([0.2, 0.9, 0.5], 100, 40, LARGE_BARS);
    drawWaveform(ctx, { width: 100, height: 40, pixelRatio: 2, bars, played: 0.5, buffered: 0.75, hover: null, palette });
    expect(calls[0]).toBe('setTransform(2,0,0,2,0,0)');
    expect(calls[1]).toBe('clearRect(0,0,100,40)');
    expect(calls.filter((c) => c.startsWith('clip'))).toEqual(['clip(0,0,50,40)', 'clip(50,0,25,40)', 'clip(75,0,25,40)']);
    expect(fills.map((f) => f.style)).toEqual(['blue', 'grey', 'dark']);
    expect(fills.every((f) => f.bars === bars.length)).toBe(true);
    expect(calls.filter((c) => c === 'save')).toHaveLength(3);
    expect(calls.filter((c) => c === 'restore')).toHaveLength(3);
  });

  it('falls back to plain rectangles where the canvas has no roundRect', () => {
    const { ctx, fills } = recorder();
    delete ctx.roundRect;
    const bars = layoutBars([0.5], 50, 10, LARGE_BARS);
    drawWaveform(ctx, { width: 50, height: 10, pixelRatio: 1, bars, played: 0, buffered: 0, hover: null, palette });
    expect(fills).toHaveLength(1);
    expect(fills[0]!.bars).toBe(bars.length);
  });

  it('paints the hover preview with its own alpha', () => {
    const { ctx, fills } = recorder();
    const bars = layoutBars([0.5], 100, 10, LARGE_BARS);
    drawWaveform(ctx, { width: 100, height: 10, pixelRatio: 1, bars, played: 0.1, buffered: 0, hover: 0.6, palette });
    expect(fills.map((f) => [f.style, f.alpha])).toEqual([
      ['blue', 1],
      ['white', 0.75],
      ['dark', 1],
    ]);
  });
});
