import type { QuotaLimit, QuotaName, QuotaState } from './quota.js';
import { limitInForce } from './quota-gate.js';

/** The schedule of one quota for the requests a batch still needs. */
export interface QuotaPlan {
  quota: QuotaName;
  /** Requests of this quota the batch still needs. */
  needed: number;
  /** The limit planned with (the user's, else the service's stated one, else documented). */
  limit: QuotaLimit;
  /** When the first of them can be sent (ms since the epoch; now when a slot is free). */
  nextSlotAt: number;
  /** When the last of them can be sent. */
  lastSlotAt: number;
}

/** What a batch will do and how long its quotas make it take. */
export interface BatchPlan {
  /** Items in the batch. */
  total: number;
  /** Items finished by an earlier run (nothing to do). */
  done: number;
  /** Items parked by an earlier run (their input was refused); skipped unless retried. */
  parked?: number;
  /**
   * Files the batch will refuse before upload (empty, not audio or video: `FileItem.checkMedia`),
   * left out of `uploads`: they spend no slot and are parked when the batch runs.
   */
  refused?: { itemId: string; name: string; key: string; text: string }[];
  /** Files still to upload and links still to import. */
  uploads: QuotaPlan;
  imports: QuotaPlan;
  /** When the last rate-limited request can be sent; processing comes on top. */
  quotaBoundUntil: number;
  /** The time the plan was made. */
  at: number;
}

/**
 * The times at which `needed` requests can be sent under a sliding-window limit, given the
 * requests already in the window: the first free slots now (or after a cooldown), then one each
 * time an earlier request leaves the window.
 */
export function slotTimes(
  needed: number,
  limit: QuotaLimit,
  state: QuotaState,
  now: number,
): { first: number; last: number } {
  const start = Math.max(now, state.cooldownUntil ?? 0);
  if (needed <= 0) return { first: start, last: start };
  const windowMs = limit.windowMs;
  if (windowMs === undefined) return { first: start, last: start };
  // Times at which a slot frees up, in order: each request in the window leaves it after windowMs.
  const frees = state.hits
    .map((hit) => hit.done + windowMs)
    .filter((time) => time > now)
    .sort((a, b) => a - b);
  for (const lease of state.pending) frees.push(Math.max(lease.sent + windowMs, now));
  let free = Math.max(0, limit.limit - frees.length);
  let first = Number.NaN;
  let last = start;
  let cursor = 0;
  for (let i = 0; i < needed; i++) {
    let at: number;
    if (free > 0) {
      free--;
      at = start;
    } else {
      at = Math.max(start, frees[cursor++] as number);
    }
    frees.push(at + windowMs);
    if (i === 0) first = at;
    last = at;
  }
  return { first, last };
}

/**
 * The limit to plan with: the one the user stated, else the one the service stated in its
 * answers (kept in the state), else the documented one. 429s never lower it.
 */
export function effectiveLimit(
  quota: QuotaName,
  state?: QuotaState,
  configured?: Partial<Record<QuotaName, QuotaLimit>>,
): QuotaLimit {
  return limitInForce(quota, configured, state);
}

/** Builds the plan of one quota. */
export function planQuota(
  quota: QuotaName,
  needed: number,
  state: QuotaState,
  now: number,
  configured?: Partial<Record<QuotaName, QuotaLimit>>,
): QuotaPlan {
  const limit = effectiveLimit(quota, state, configured);
  const { first, last } = slotTimes(needed, limit, state, now);
  return { quota, needed, limit, nextSlotAt: first, lastSlotAt: last };
}

/**
 * The plan in one line, e.g. "37 uploads need about 3 h (10 per hour); next upload slot at
 * 14:05". `formatTime` renders a time of day (default: the local HH:MM).
 */
export function describePlan(
  plan: BatchPlan,
  formatTime: (at: number) => string = localTime,
): string {
  const parts: string[] = [];
  for (const [quota, noun] of [
    [plan.uploads, 'upload'],
    [plan.imports, 'import'],
  ] as const) {
    if (quota.needed === 0) continue;
    const count = `${quota.needed} ${noun}${quota.needed === 1 ? '' : 's'}`;
    const rate = quota.limit.windowMs
      ? ` (${quota.limit.limit} per ${duration(quota.limit.windowMs, false)})`
      : '';
    const waitMs = quota.lastSlotAt - plan.at;
    let text =
      waitMs < 1000
        ? `${count}: all can start now`
        : `${count} need about ${duration(waitMs, true)}${rate}`;
    if (quota.nextSlotAt - plan.at >= 1000) {
      text += `; next ${noun} slot at ${formatTime(quota.nextSlotAt)}`;
    }
    parts.push(text);
  }
  if (parts.length === 0) {
    return plan.done === plan.total
      ? `All ${plan.total} items are done`
      : 'Nothing waits for a quota';
  }
  return parts.join('; ');
}

function duration(ms: number, rounded: boolean): string {
  if (ms === 3_600_000 && !rounded) return 'hour';
  // Rounded up: an ETA that is early disappoints, one that is late does not.
  if (ms >= 3_600_000)
    return `${rounded ? Math.ceil(ms / 3_600_000 - 0.01) : Math.round(ms / 3_600_000)} h`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.max(1, Math.round(ms / 1000))} s`;
}

function localTime(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
