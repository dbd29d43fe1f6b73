/** A sliding-window limit: at most `limit` hits per `windowMs` for each key. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts a hit for `key` when the limit allows it. Returns 0 when allowed, otherwise the
   * whole seconds to wait until the oldest hit leaves the window.
   */
  take(key: string): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] as number;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  /** What `key` has left in the window now, and the whole seconds until its oldest hit leaves it. */
  status(key: string): { remaining: number; resetS: number } {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    const oldest = recent[0];
    return {
      remaining: Math.max(0, this.limit - recent.length),
      resetS:
        oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  /** Forgets every hit (a snapshot was restored). */
  clear(): void {
    this.hits.clear();
  }
}
