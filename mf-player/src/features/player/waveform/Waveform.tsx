/**
 * The sermon's waveform as the seek control: played part in the accent colour, buffered lighter, the rest faint.
 * Hovering previews the time under the pointer; pressing and dragging (mouse, pen or finger) scrubs, and playback
 * seeks once, on release. For keyboards and screen readers it is a slider (arrows 5 s, Page Up/Down 30 s, Home/End).
 * The canvas follows its box and the screen's pixel ratio, and between the element's time updates (four a second)
 * the played part moves on by itself so it glides rather than ticks.
 */
import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { focusRing, playerColors } from '../../../components/theme';
import { seekTargetForKey } from '../components/seek-keys';
import { drawWaveform, type WaveformCanvas, type WaveformPalette } from './draw-waveform';
import {
  COMPACT_BARS,
  fractionAtPointer,
  fractionOf,
  LARGE_BARS,
  layoutBars,
  timeAtFraction,
} from './waveform-geometry';

/** The longest the drawing runs ahead of the element's last reported time (a stall must not look like playback). */
const MAX_EXTRAPOLATION_SECONDS = 1;

export interface WaveformProps {
  peaks: readonly number[];
  /** flat stand-in (none computed, loading or failed): marked for tests and drawn as a line */
  isDefault: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd?: number;
  /** while playing, the played part advances smoothly between time updates */
  playing?: boolean;
  speed?: number;
  onSeek: (seconds: number) => void;
  disabled?: boolean;
  size?: 'compact' | 'large';
}

const PALETTE_SOURCE: Record<keyof WaveformPalette, { color: string; alpha: number }> = {
  played: { color: playerColors.accent, alpha: 1 },
  'played-dim': { color: playerColors.accent, alpha: 0.55 },
  hover: { color: playerColors.text, alpha: 0.75 },
  buffered: { color: playerColors.buffered, alpha: 1 },
  rest: { color: playerColors.track, alpha: 1 },
};

/** A `var(--name, fallback)` colour as the canvas needs it: the variable's current value, else the fallback. */
export function resolveCssColor(element: Element, value: string): string {
  const match = /^var\((--[\w-]+),\s*(.+)\)$/.exec(value.trim());
  if (!match) return value;
  const current = getComputedStyle(element).getPropertyValue(match[1]!).trim();
  return current || match[2]!.trim();
}

function resolvePalette(element: Element): WaveformPalette {
  const palette = {} as WaveformPalette;
  for (const [tone, paint] of Object.entries(PALETTE_SOURCE) as [keyof WaveformPalette, { color: string; alpha: number }][]) {
    palette[tone] = { color: resolveCssColor(element, paint.color), alpha: paint.alpha };
  }
  return palette;
}

/** The palette, read again when the page switches colour mode (the shell changes attributes on <html>). */
function usePalette(ref: RefObject<HTMLElement | null>): WaveformPalette | null {
  const [palette, setPalette] = useState<WaveformPalette | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setPalette(resolvePalette(element));
    read();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-color-mode', 'data-theme'] });
    return () => observer.disconnect();
  }, [ref]);
  return palette;
}

/** The box's size in CSS pixels, followed as it changes. */
function useBoxSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((previous) =>
        previous.width === rect.width && previous.height === rect.height ? previous : { width: rect.width, height: rect.height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function Waveform({
  peaks,
  isDefault,
  currentTime,
  duration,
  bufferedEnd = 0,
  playing = false,
  speed = 1,
  onSeek,
  disabled = false,
  size = 'compact',
}: WaveformProps) {
  const { t } = useLingui();
  const sliderRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const box = useBoxSize(sliderRef);
  const palette = usePalette(sliderRef);
  const [drag, setDrag] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const inactive = disabled || !(duration > 0);

  const style = size === 'large' ? LARGE_BARS : COMPACT_BARS;
  const bars = useMemo(() => layoutBars(peaks, box.width, box.height, style), [peaks, box.width, box.height, style]);

  // The element's last report and when it came, for drawing the position in between reports.
  const reported = useRef({ time: currentTime, at: 0 });
  // A layout effect, declared before the one that paints, so a new time is painted at once.
  useLayoutEffect(() => {
    reported.current = { time: currentTime, at: typeof performance !== 'undefined' ? performance.now() : 0 };
  }, [currentTime]);

  const paint = useCallback(
    (now: number | null) => {
      const canvas = canvasRef.current;
      if (!canvas || !palette || box.width === 0) return;
      const ctx = canvas.getContext('2d') as WaveformCanvas | null;
      if (!ctx) return;
      let time = reported.current.time;
      if (now !== null && playing) {
        const ahead = Math.min(MAX_EXTRAPOLATION_SECONDS, Math.max(0, ((now - reported.current.at) / 1000) * speed));
        time += ahead;
      }
      drawWaveform(ctx, {
        width: box.width,
        height: box.height,
        pixelRatio: canvas.width / box.width,
        bars,
        played: drag ?? fractionOf(time, duration),
        buffered: fractionOf(bufferedEnd, duration),
        hover: drag === null ? hover : null,
        palette,
      });
    },
    [palette, box.width, box.height, bars, playing, speed, drag, duration, bufferedEnd, hover],
  );

  // The backing store: the box times the pixel ratio, so bars are crisp on every screen.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || box.width === 0) return;
    const ratio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
    canvas.width = Math.round(box.width * ratio);
    canvas.height = Math.round(box.height * ratio);
  }, [box.width, box.height]);

  useLayoutEffect(() => {
    paint(null);
  }, [paint, currentTime]);

  useEffect(() => {
    if (!playing || drag !== null || typeof requestAnimationFrame === 'undefined') return;
    let frame = requestAnimationFrame(function tick(now) {
      paint(now);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, drag, paint]);

  const fractionAt = (event: PointerEvent<HTMLDivElement>) =>
    fractionAtPointer(event.clientX, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (inactive || event.button !== 0) return;
    // Keep getting the moves when the finger or mouse leaves the waveform mid-drag.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(fractionAt(event));
    setHover(null);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (inactive) return;
    if (drag !== null) setDrag(fractionAt(event));
    else if (event.pointerType === 'mouse') setHover(fractionAt(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag === null) return;
    const target = fractionAt(event);
    setDrag(null);
    onSeek(timeAtFraction(target, duration));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inactive) return;
    const target = seekTargetForKey(event.key, currentTime, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };

  const shownTime = drag !== null ? timeAtFraction(drag, duration) : currentTime;
  const elapsed = formatDuration(shownTime);
  const total = formatDuration(duration);
  const tip = drag ?? hover;

  return (
    <div
      data-testid="player-waveform"
      data-default={isDefault ? 'true' : 'false'}
      data-size={size}
      css={{ position: 'relative', flex: 1, minWidth: 0, height: size === 'large' ? 88 : 30 }}
    >
      <div
        ref={sliderRef}
        role="slider"
        data-testid="player-seek"
        tabIndex={inactive ? -1 : 0}
        aria-label={t`Seek`}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration > 0 ? duration : 0)}
        aria-valuenow={Math.round(shownTime)}
        aria-valuetext={t`${elapsed} of ${total}`}
        aria-disabled={inactive || undefined}
        data-dragging={drag !== null || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onPointerLeave={() => setHover(null)}
        css={[
          {
            position: 'absolute',
            inset: 0,
            borderRadius: 4,
            cursor: inactive ? 'default' : 'pointer',
            // Vertical swipes still scroll the page; horizontal ones scrub.
            touchAction: 'pan-y',
            userSelect: 'none',
            WebkitTapHighlightColor: 'transparent',
            opacity: inactive ? 0.6 : 1,
            transition: 'opacity 200ms',
          },
          focusRing,
        ]}
      >
        <canvas ref={canvasRef} aria-hidden="true" css={{ display: 'block', width: '100%', height: '100%' }} />
        {tip !== null && !inactive && (
          <span
            aria-hidden="true"
            data-testid="player-waveform-tooltip"
            style={{ left: `clamp(24px, ${tip * 100}%, calc(100% - 24px))` }}
            css={{
              position: 'absolute',
              bottom: 'calc(100% + 6px)',
              transform: 'translateX(-50%)',
              padding: '3px 7px',
              borderRadius: 6,
              background: playerColors.text,
              color: playerColors.background,
              fontSize: 12,
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
              boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
            }}
          >
            {formatDuration(timeAtFraction(tip, duration))}
          </span>
        )}
      </div>
    </div>
  );
}
