/** Parses a clock start or target: an ISO time or epoch milliseconds. */
export function timeOf(value: Date | string | number, what: string): number {
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`${what}: not a time: ${String(value)}`);
  return ms;
}

/** Largest single advance: ten years, so a typo cannot push the clock beyond Date's range. */
export const MAX_ADVANCE_MS = 10 * 365 * 24 * 3600 * 1000;
/** How the sandbox's time runs: with the wall clock, or only when a test moves it. */
export type ClockMode = 'real' | 'manual';

/**
 * The sandbox's one source of time. Everything time-dependent (job timelines, webhook
 * timestamps and retries, rate-limit windows, link expiry, the idempotency window, timestamps in
 * answers) reads `now()`. In `manual` mode time stands still until `set()` moves it forward.
 */
export class SandboxClock {
  private current: number;

  constructor(
    readonly mode: ClockMode,
    startMs: number = Date.now(),
  ) {
    this.current = Math.floor(startMs);
  }

  now(): number {
    return this.mode === 'real' ? Date.now() : this.current;
  }

  /** Moves a manual clock to `ms`; never backwards unless `allowBackwards` (snapshot restore). */
  set(ms: number, allowBackwards = false): void {
    if (this.mode !== 'manual') throw new Error('Only a manual clock can be set.');
    if (!allowBackwards && ms < this.current) return;
    this.current = Math.floor(ms);
  }
}
