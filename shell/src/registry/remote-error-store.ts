import type { RemoteFailure } from './remote-errors';

/** Which remotes have failed, for the shell's React tree to show their panels. */
export class RemoteErrorStore {
  private failures: ReadonlyMap<string, RemoteFailure> = new Map();
  private readonly listeners = new Set<() => void>();

  getFailures = (): ReadonlyMap<string, RemoteFailure> => this.failures;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  report(name: string, failure: RemoteFailure): void {
    const next = new Map(this.failures);
    next.set(name, failure);
    this.failures = next;
    this.emit();
  }

  /** single-spa retries a remote that failed to load; once it mounts, its panel goes. */
  clear(name: string): void {
    if (!this.failures.has(name)) return;
    const next = new Map(this.failures);
    next.delete(name);
    this.failures = next;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
