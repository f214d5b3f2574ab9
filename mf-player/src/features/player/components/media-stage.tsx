/**
 * One home for the media element that can move between the places showing it (the bar's thumbnail, the expanded
 * view's picture) without being created again: a re-created element would reload and restart the sermon. The
 * element is rendered once, through a portal, into a detached "stage" node, and the stage sits in the mounted slot
 * of the highest priority. Moving a playing <video> within the document in one task keeps it playing (a media
 * element pauses only when it is still out of the document once the task ends); slots register and leave in React's
 * commit, so a move always happens in one task.
 */
import { useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';

export interface MediaStage {
  element: HTMLDivElement;
  /** mounted slots and their priorities */
  slots: Map<HTMLElement, number>;
  /** puts the stage into the best mounted slot */
  place: () => void;
}

export function useMediaStage(): MediaStage | null {
  const [stage] = useState<MediaStage | null>(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.dataset.testid = 'player-stage';
    element.style.cssText = 'position: relative; width: 100%; height: 100%;';
    const slots = new Map<HTMLElement, number>();
    const place = () => {
      let best: HTMLElement | null = null;
      let bestPriority = Number.NEGATIVE_INFINITY;
      for (const [slot, priority] of slots) {
        if (slot.isConnected && priority > bestPriority) {
          best = slot;
          bestPriority = priority;
        }
      }
      if (best && element.parentNode !== best) best.appendChild(element);
    };
    return { element, slots, place };
  });
  return stage;
}

interface SlotProps extends HTMLAttributes<HTMLDivElement> {
  stage: MediaStage | null;
  /** the mounted slot with the highest priority holds the media (the expanded view's picture beats the bar) */
  priority?: number;
}

export function MediaSlot({ stage, priority = 0, ...rest }: SlotProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!stage || !slot) return;
    stage.slots.set(slot, priority);
    stage.place();
    return () => {
      stage.slots.delete(slot);
      // Before React removes this slot from the page: the stage goes to the next best slot now.
      stage.place();
    };
  }, [stage, priority]);
  return <div ref={ref} data-priority={priority} {...rest} />;
}
