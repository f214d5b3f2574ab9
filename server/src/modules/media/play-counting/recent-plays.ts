// Who played what lately: one entry per client address + sermon + kind, kept for the dedupe window, in a map with
// a hard size bound (a flood of distinct addresses must not grow the server's memory without limit).

export class RecentPlays {
  // Entries are only ever added (never refreshed), so insertion order is expiry order: the oldest come first.
  private readonly expiries = new Map<string, number>();

  constructor(
    readonly windowMs: number,
    readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.expiries.size;
  }

  /**
   * True when this play counts (and remembers it); false when the same key counted within the window. When the map
   * is full the oldest entry goes first: that client may then count once more before its window ends, which errs
   * towards counting a play rather than growing without bound.
   */
  claim(key: string): boolean {
    const at = this.now();
    const expiry = this.expiries.get(key);
    if (expiry !== undefined && expiry > at) return false;
    if (expiry !== undefined) this.expiries.delete(key);
    this.dropExpired(at);
    while (this.expiries.size >= this.maxEntries) this.expiries.delete(this.expiries.keys().next().value as string);
    this.expiries.set(key, at + this.windowMs);
    return true;
  }

  private dropExpired(at: number): void {
    for (const [key, expiry] of this.expiries) {
      if (expiry > at) return;
      this.expiries.delete(key);
    }
  }
}
