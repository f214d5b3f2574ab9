// The keys both seek sliders answer (the bar's range input and the waveform), as a pure rule: arrows move 5 s,
// Page Up/Down 30 s, Home/End go to either end.

export const SEEK_STEP_SECONDS = 5;
export const SEEK_PAGE_SECONDS = 30;

const STEPS = new Map<string, number>([
  ['ArrowLeft', -SEEK_STEP_SECONDS],
  ['ArrowDown', -SEEK_STEP_SECONDS],
  ['ArrowRight', SEEK_STEP_SECONDS],
  ['ArrowUp', SEEK_STEP_SECONDS],
  ['PageDown', -SEEK_PAGE_SECONDS],
  ['PageUp', SEEK_PAGE_SECONDS],
]);

/** Where a key press moves the position, kept within 0..duration; null for a key the slider leaves alone. */
export function seekTargetForKey(key: string, currentTime: number, duration: number): number | null {
  const step = STEPS.get(key);
  let target: number;
  if (step !== undefined) target = currentTime + step;
  else if (key === 'Home') target = 0;
  else if (key === 'End') target = duration;
  else return null;
  // a duration not known yet does not stop a step forward
  return Math.min(duration > 0 ? duration : Number.POSITIVE_INFINITY, Math.max(0, target));
}
