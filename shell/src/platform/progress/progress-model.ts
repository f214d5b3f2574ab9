/**
 * Timing of the page-loading progress bar (spec doc 1 §2): it appears only after a 200 ms throttle (fast
 * pages never flash it), simulates 5000 ms of progress, can finish or fail, and hides 500 ms after that.
 * Loads can overlap (routing plus remotes fetching data), so it counts them and finishes on the last one.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
const TICK_MS = 100;
/** simulated progress never claims to be done before the load is */
const SIMULATED_MAX = 95;

export type ProgressStatus = 'idle' | 'loading' | 'finished' | 'failed';

export interface ProgressState {
  status: ProgressStatus;
  visible: boolean;
  /** 0..100 */
  percent: number;
}

export const IDLE_PROGRESS: ProgressState = { status: 'idle', visible: false, percent: 0 };

/** Ease-out over the simulated duration: fast at first, slowing towards the cap. */
export function simulatedPercent(elapsedMs: number): number {
  const x = Math.min(1, Math.max(0, elapsedMs / PROGRESS_DURATION_MS));
  return SIMULATED_MAX * (1 - (1 - x) * (1 - x));
}

export class ProgressModel {
  private state: ProgressState = IDLE_PROGRESS;
  private pending = 0;
  private startedAt = 0;
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(state: ProgressState) => void>();

  getState = (): ProgressState => this.state;

  subscribe = (listener: (state: ProgressState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    this.pending += 1;
    if (this.state.status === 'loading') return;
    this.clearTimers();
    this.startedAt = Date.now();
    // a bar still fading out from the last load becomes the new one's; otherwise it waits for the throttle
    const visible = this.state.visible;
    this.set({ status: 'loading', visible, percent: 0 });
    if (visible) this.startTicking();
    else
      this.throttleTimer = setTimeout(() => {
        this.set({ ...this.state, visible: true });
        this.startTicking();
      }, PROGRESS_THROTTLE_MS);
  }

  finish(): void {
    if (this.pending > 0) this.pending -= 1;
    if (this.pending > 0 || this.state.status !== 'loading') return;
    this.end('finished');
  }

  fail(): void {
    this.pending = 0;
    if (this.state.status !== 'loading') return;
    this.end('failed');
  }

  private end(status: 'finished' | 'failed'): void {
    this.clearTimers();
    if (!this.state.visible) {
      // done within the throttle: it never showed, and must not flash now
      this.set(IDLE_PROGRESS);
      return;
    }
    this.set({ status, visible: true, percent: 100 });
    this.hideTimer = setTimeout(() => this.set(IDLE_PROGRESS), PROGRESS_HIDE_DELAY_MS);
  }

  private startTicking(): void {
    const tick = () => this.set({ ...this.state, percent: simulatedPercent(Date.now() - this.startedAt) });
    tick();
    this.tickTimer = setInterval(tick, TICK_MS);
  }

  private clearTimers(): void {
    clearTimeout(this.throttleTimer);
    clearInterval(this.tickTimer);
    clearTimeout(this.hideTimer);
    this.throttleTimer = this.tickTimer = this.hideTimer = undefined;
  }

  private set(next: ProgressState): void {
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
