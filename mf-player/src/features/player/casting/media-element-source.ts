// The media element the player uses now. PlayerMedia gives each source a fresh element, so whatever works on the
// element (AirPlay's events and picker) follows it through this.
export interface MediaElementSource {
  current(): HTMLMediaElement | null;
  set(element: HTMLMediaElement | null): void;
  /** Calls the listener with each new element (and null when it goes); returns the unsubscribe function. */
  subscribe(listener: (element: HTMLMediaElement | null) => void): () => void;
}

export function createMediaElementSource(): MediaElementSource {
  let element: HTMLMediaElement | null = null;
  const listeners = new Set<(element: HTMLMediaElement | null) => void>();
  return {
    current: () => element,
    set(next) {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
