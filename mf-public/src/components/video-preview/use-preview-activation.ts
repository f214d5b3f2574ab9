// When a video preview tile should be playing, per spec doc 1 §4 "Video preview": after hovering for the delay
// (leaving stops it), straight away (no delay), or while at least 10% of it is on screen (background mode).
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';

export type VideoPreviewMode = 'hover' | 'autoplay' | 'background';

/** Spec: background tiles play or stop with visibility at a 10% threshold. */
export const VISIBILITY_THRESHOLD = 0.1;

/** The hover delay of sermon thumbnails: long enough that sweeping the pointer across a grid starts nothing. */
export const DEFAULT_HOVER_DELAY_MS = 600;

export interface PreviewActivation {
  /** whether the tile's own trigger (hover, mount, visibility) says "play" */
  triggered: boolean;
  /** spread on the tile's root: hover (and keyboard focus, the keyboard's hover) drives the hover mode */
  handlers: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

export function usePreviewActivation(
  mode: VideoPreviewMode,
  delayMs: number,
  root: RefObject<HTMLElement | null>,
): PreviewActivation {
  const [hovered, setHovered] = useState(false);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(() => {
    if (mode !== 'hover' || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setHovered(true);
    }, delayMs);
  }, [mode, delayMs]);
  const stop = useCallback(() => {
    cancel();
    setHovered(false);
  }, [cancel]);

  useEffect(() => {
    const node = root.current;
    if (mode !== 'background' || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      // no way to know: behave as a visible tile rather than a dead one
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting && entry.intersectionRatio >= VISIBILITY_THRESHOLD);
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [mode, root]);

  const handlers = {
    // a tap on a touch screen is a click on the card, not a hover: it must not start downloading a clip
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') start();
    },
    onPointerLeave: stop,
    onFocus: start,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // focus moving to the tile's own buttons (mute) is still "on" the tile
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) stop();
    },
  };

  const triggered = mode === 'autoplay' ? true : mode === 'background' ? visible : hovered;
  return { triggered, handlers };
}
