import {
  barCountFor,
  COMPACT_BARS,
  FLAT_PEAK,
  flatPeaks,
  fractionAtPointer,
  fractionOf,
  isFlat,
  LARGE_BARS,
  layoutBars,
  parsePeaks,
  resamplePeaks,
  timeAtFraction,
} from './waveform-geometry';

describe('parsePeaks', () => {
  it('reads a plain array and the API object alike', () => {
    expect(parsePeaks([0.1, 0.5, 1])).toEqual([0.1, 0.5, 1]);
    expect(parsePeaks({ waveform: [0.2, 0.3], isDefault: false })).toEqual([0.2, 0.3]);
  });

  it('clamps to 0..1 and reads what is not a number as 0', () => {
    expect(parsePeaks([-1, 2, 'x', null, Number.NaN, 0.5])).toEqual([0, 1, 0, 0, 0, 0.5]);
  });

  it('gives null for bodies with nothing usable', () => {
    expect(parsePeaks([])).toBeNull();
    expect(parsePeaks(['a', 'b'])).toBeNull();
    expect(parsePeaks({ message: 'Sermon not found' })).toBeNull();
    expect(parsePeaks('<!doctype html>')).toBeNull();
    expect(parsePeaks(null)).toBeNull();
  });
});

describe('flat peaks', () => {
  it('are the server default: 100 values of 0.15', () => {
    expect(flatPeaks()).toHaveLength(100);
    expect(new Set(flatPeaks())).toEqual(new Set([FLAT_PEAK]));
    expect(isFlat(flatPeaks())).toBe(true);
    expect(isFlat([0.1, 0.4])).toBe(false);
  });
});

describe('resamplePeaks', () => {
  it('keeps the loudest peak of each slice when shrinking', () => {
    expect(resamplePeaks([0.1, 0.9, 0.2, 0.3, 0.8, 0.1], 3)).toEqual([0.9, 0.3, 0.8]);
  });

  it('covers every peak when the slices are uneven', () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i === 999 ? 1 : 0.1));
    const fitted = resamplePeaks(peaks, 333);
    expect(fitted).toHaveLength(333);
    expect(fitted[332]).toBe(1);
  });

  it('interpolates when stretching', () => {
    expect(resamplePeaks([0, 1], 3)).toEqual([0, 0.5, 1]);
    expect(resamplePeaks([0.4], 4)).toEqual([0.4, 0.4, 0.4, 0.4]);
  });

  it('returns nothing for no bars or no peaks, and a copy for the same count', () => {
    expect(resamplePeaks([0.5], 0)).toEqual([]);
    expect(resamplePeaks([], 10)).toEqual([]);
    const peaks = [0.1, 0.2];
    const same = resamplePeaks(peaks, 2);
    expect(same).toEqual(peaks);
    expect(same).not.toBe(peaks);
  });
});

describe('layoutBars', () => {
  it('fits as many bars as the width holds at the style pitch', () => {
    expect(barCountFor(299, COMPACT_BARS)).toBe(100);
    expect(barCountFor(0, COMPACT_BARS)).toBe(0);
    expect(barCountFor(2, LARGE_BARS)).toBe(1);
  });

  it('spreads the bars from the left edge to the right edge, centred vertically', () => {
    const bars = layoutBars([1, 0.5], 299, 40, COMPACT_BARS);
    expect(bars).toHaveLength(100);
    expect(bars[0]!.x).toBe(0);
    expect(bars[99]!.x + bars[99]!.width).toBeCloseTo(299);
    expect(bars[0]!).toMatchObject({ y: 0, height: 40 });
    expect(bars[99]!).toMatchObject({ y: 10, height: 20 });
  });

  it('draws silence as a short line rather than nothing', () => {
    const bars = layoutBars([0, 0, 0], 30, 40, LARGE_BARS);
    expect(bars.every((bar) => bar.height === LARGE_BARS.minBarHeight)).toBe(true);
  });

  it('draws the flat default when there are no peaks, and nothing in an empty box', () => {
    const bars = layoutBars([], 60, 20, LARGE_BARS);
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((bar) => bar.height === FLAT_PEAK * 20)).toBe(true);
    expect(layoutBars([0.5], 0, 20, LARGE_BARS)).toEqual([]);
    expect(layoutBars([0.5], 100, 0, LARGE_BARS)).toEqual([]);
  });
});

describe('pointer and time maths', () => {
  it('turns a pointer position into a fraction of the box, sticking to the ends outside it', () => {
    const box = { left: 100, width: 400 };
    expect(fractionAtPointer(300, box)).toBe(0.5);
    expect(fractionAtPointer(50, box)).toBe(0);
    expect(fractionAtPointer(900, box)).toBe(1);
    expect(fractionAtPointer(300, { left: 0, width: 0 })).toBe(0);
  });

  it('turns a fraction into a time and a time into a fraction', () => {
    expect(timeAtFraction(0.25, 2400)).toBe(600);
    expect(timeAtFraction(1.5, 100)).toBe(100);
    expect(timeAtFraction(0.5, 0)).toBe(0);
    expect(fractionOf(600, 2400)).toBe(0.25);
    expect(fractionOf(3000, 2400)).toBe(1);
    expect(fractionOf(10, 0)).toBe(0);
    expect(fractionOf(Number.NaN, 10)).toBe(0);
  });
});
