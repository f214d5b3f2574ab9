// Test-only: a controllable IntersectionObserver (jsdom has none), so a test can "scroll to the bottom" or move a
// tile in and out of view.

type Callback = (entries: IntersectionObserverEntry[]) => void;

interface FakeObserver {
  callback: Callback;
  targets: Set<Element>;
  options: IntersectionObserverInit;
}

const observers = new Set<FakeObserver>();

export function installIntersectionObserver(): void {
  observers.clear();
  class FakeIntersectionObserver {
    private readonly record: FakeObserver;
    constructor(callback: Callback, options: IntersectionObserverInit = {}) {
      this.record = { callback, targets: new Set(), options };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
}

/** Pretends every observed element came into view (the listener reached the bottom). */
export function scrollToBottom(): void {
  for (const { callback, targets } of [...observers]) {
    const entries = [...targets].map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
    if (entries.length) callback(entries);
  }
}

/** Reports that `ratio` (0..1) of `target` is now on screen to everything observing it. */
export function setVisibleRatio(target: Element, ratio: number): void {
  for (const { callback, targets } of [...observers]) {
    if (!targets.has(target)) continue;
    callback([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry]);
  }
}

/** The options the element's observers were created with (e.g. the threshold a component asked for). */
export function observerOptions(target: Element): IntersectionObserverInit[] {
  return [...observers].filter(({ targets }) => targets.has(target)).map(({ options }) => options);
}

export function removeIntersectionObserver(): void {
  observers.clear();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}
