// Test-only: a controllable IntersectionObserver (jsdom has none), so a test can "scroll to the bottom".

type Callback = (entries: IntersectionObserverEntry[]) => void;

const observers = new Set<{ callback: Callback; targets: Set<Element> }>();

export function installIntersectionObserver(): void {
  observers.clear();
  class FakeIntersectionObserver {
    private readonly record: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.record = { callback, targets: new Set() };
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

export function removeIntersectionObserver(): void {
  observers.clear();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}
