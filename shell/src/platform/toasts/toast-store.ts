/**
 * Toasts (spec doc 1 §2, doc 2 §8): error 5000 ms, success 3000 ms, anything else the general 5000 ms.
 * Inside a frame (an embed, or a page the classic dashboard shows) the parent page shows them instead,
 * so they are posted to it as `{ event: 'toast', message }`.
 */
import type { PlatformEvents } from '@sermon/shared-contracts/events/platform-events';

export type ToastKind = PlatformEvents['shell:toast']['kind'];

export const TOAST_DURATION_MS: Record<ToastKind, number> = { error: 5000, success: 3000, info: 5000 };

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export class ToastStore {
  private toasts: readonly Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();

  getToasts = (): readonly Toast[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(kind: ToastKind, message: string): Toast {
    const toast: Toast = { id: this.nextId++, kind, message };
    this.toasts = [...this.toasts, toast];
    this.timers.set(toast.id, setTimeout(() => this.dismiss(toast.id), TOAST_DURATION_MS[kind]));
    this.emit();
    return toast;
  }

  dismiss = (id: number): void => {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    if (!this.toasts.some((t) => t.id === id)) return;
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.emit();
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export interface FrameContext {
  /** true when this page runs in a frame (window.parent !== window) */
  embedded: boolean;
  postToParent: (message: { event: 'toast'; message: string }) => void;
}

/** Shows a toast here, or hands it to the parent page when embedded. */
export function deliverToast(store: ToastStore, frame: FrameContext, kind: ToastKind, message: string): void {
  if (frame.embedded) frame.postToParent({ event: 'toast', message });
  else store.show(kind, message);
}

/**
 * The origin toasts are posted to: fixed in production (the classic dashboard's origin, from app config),
 * open ('*') otherwise, as the spec says for cross-window messages.
 */
export function parentTargetOrigin(configuredOrigin: string | undefined): string {
  return configuredOrigin && configuredOrigin.length > 0 ? configuredOrigin : '*';
}

/** A toast leaves when swiped sideways further than this many pixels. */
export const SWIPE_DISMISS_PX = 60;

export function isDismissSwipe(deltaX: number): boolean {
  return Math.abs(deltaX) >= SWIPE_DISMISS_PX;
}
