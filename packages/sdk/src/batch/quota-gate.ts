import { sleep } from '../internal/sleep.js';
import {
  DOCUMENTED_QUOTAS,
  type QuotaLimit,
  type QuotaName,
  type QuotaState,
  type QuotaStore,
} from './quota.js';

/** How a request that held a slot ended. */
export type SlotOutcome =
  /**
   * It counted against the quota (an answer, or an error after which it may have counted).
   * `serviceLimit`: what its answer's `RateLimit-Policy` stated (null: an answer stating none).
   */
  | { kind: 'counted'; serviceLimit?: QuotaLimit | null }
  /** 429: nothing counted; wait `retryAfterMs` before the next one. */
  | { kind: 'limited'; retryAfterMs: number; serviceLimit?: QuotaLimit }
  /** Refused before it could count (a 4xx other than 429). */
  | { kind: 'not-counted' };

/** What `acquire` reports while it waits, for events. */
export interface GateWaiting {
  quota: QuotaName;
  until: number;
  /** True when the wait is a cooldown after a 429. */
  cooldown: boolean;
}

/** What a 429 did to the quota: the shared cooldown, the limit in force, and whose slots filled it. */
export interface LimitedReport {
  cooldownUntil?: number;
  /** The stated (or documented) limit, which stays in force after the cooldown. */
  limit?: QuotaLimit;
  /**
   * Requests this store counted in the window when the 429 came (answered ones; a concurrency
   * quota's: those in flight): fewer than `limit` means others used the rest (the key is
   * shared), or the service allows fewer.
   */
  countedHere?: number;
}

/** Default time a slot stays granted to a worker that stops renewing it (a dead worker). */
export const DEFAULT_LEASE_MS = 120_000;
/** How often a worker looks again while requests in flight hold every free slot. */
const BUSY_POLL_MS = 100;
/** Hits kept per quota (enough for any stated window of a batch). */
const MAX_HITS = 1_000;

type Decision = { granted: string } | { waitUntil: number; cooldown: boolean };

/** Further options of `createQuotaGate`. */
export interface QuotaGateOptions {
  /** Requests in flight at once over the whole store (default: as many as the quota allows). */
  maxInFlight?: number;
}

/**
 * Sends rate-limited requests when the quota allows. The limit is the one the user stated
 * (`limits`), else the one the service states in its answers' `RateLimit-Policy` header, else
 * the documented one — never a lower one guessed from 429s: a key may be shared with other
 * clients, so a 429 only says the window is full *now*. It sets a cooldown until its
 * `Retry-After`, shared by every worker on the store; after it the gate goes on at the full
 * limit, and a further 429 is treated the same way. Requests in flight each hold only their own
 * slot: while a slow one waits for its answer, the free slots are used. Concurrency quotas
 * (Smart Reports) grant up to their limit at once.
 */
export interface QuotaGate {
  /** Waits for a slot and resolves with its lease id; `onWait` hears of each wait. */
  acquire(
    quota: QuotaName,
    signal?: AbortSignal,
    onWait?: (waiting: GateWaiting) => void,
  ): Promise<string>;
  /** Ends a slot's lease with how its request ended; a 429 sets the shared cooldown. */
  settle(quota: QuotaName, leaseId: string, outcome: SlotOutcome): Promise<LimitedReport>;
}

/**
 * The limit in force: the one the user stated, else the one the service states in its answers
 * (`state.serviceLimit`), else the documented one.
 */
export const limitInForce = (
  quota: QuotaName,
  configured: Partial<Record<QuotaName, QuotaLimit>> = {},
  state?: QuotaState,
): QuotaLimit => configured[quota] ?? state?.serviceLimit ?? DOCUMENTED_QUOTAS[quota];

/**
 * The gate over a quota store. `leaseMs`: how long a granted slot stays held without a renewal.
 * While its request is under way the gate renews it every third of that, so only a dead
 * worker's lease runs out — and it frees the slot within `leaseMs` (a fleet passes its lock time).
 */
export function createQuotaGate(
  store: QuotaStore,
  now: () => number,
  configured: Partial<Record<QuotaName, QuotaLimit>> = {},
  leaseMs = DEFAULT_LEASE_MS,
  { maxInFlight }: QuotaGateOptions = {},
): QuotaGate {
  /** Renewal timers of the leases this gate granted and that are not settled yet. */
  const renewals = new Map<string, ReturnType<typeof setInterval>>();

  function decide(
    quota: QuotaName,
    previous: QuotaState,
    id: string,
  ): { state: QuotaState; result: Decision } {
    const at = now();
    const state = prune(quota, previous, at, configured);
    const keep = (result: Decision) => ({ state, result });
    if ((state.cooldownUntil ?? 0) > at) {
      return keep({ waitUntil: state.cooldownUntil as number, cooldown: true });
    }
    if (maxInFlight !== undefined && state.pending.length >= maxInFlight) {
      return keep({ waitUntil: at + BUSY_POLL_MS, cooldown: false });
    }
    const limit = limitInForce(quota, configured, state);
    if (limit.windowMs === undefined) {
      if (state.pending.length >= limit.limit)
        return keep({ waitUntil: at + 250, cooldown: false });
    } else {
      const windowMs = limit.windowMs;
      const inWindow = state.hits.filter((hit) => hit.done > at - windowMs);
      const over = inWindow.length + state.pending.length - limit.limit;
      if (over >= 0) {
        // Requests in flight hold their slots until they settle; else the slot frees when
        // enough of the requests in the window have left it.
        // enough of the requests in the window have left it (looked at again within a second
        // while some are in flight: one refused before it counted frees its slot at once).
        const leaving = inWindow[over] as { done: number } | undefined;
        let waitUntil = leaving ? leaving.done + windowMs + 1 : at + BUSY_POLL_MS;
        if (state.pending.length > 0) waitUntil = Math.min(waitUntil, at + 1_000);
        return keep({ waitUntil, cooldown: false });
      }
    }
    return {
      state: { ...state, pending: [...state.pending, { id, sent: at, until: at + leaseMs }] },
      result: { granted: id },
    };
  }
  /** Renews a granted lease every third of its length until it is settled. */
  function keepAlive(quota: QuotaName, leaseId: string): void {
    const renew = (state: QuotaState) => {
      const at = now();
      const pending = state.pending.map((lease) =>
        lease.id === leaseId ? { ...lease, until: at + leaseMs, renewedAt: at } : lease,
      );
      return { state: { ...state, pending }, result: undefined };
    };
    const timer = setInterval(
      // A failed renewal is tried again at the next tick; the lease lasts meanwhile.
      () => store.update(quota, renew).catch(() => undefined),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    // A renewal alone must not keep a process alive.
    (timer as { unref?: () => void }).unref?.();
    renewals.set(leaseId, timer);
  }

  return {
    async acquire(quota, signal, onWait) {
      const id = `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      while (true) {
        signal?.throwIfAborted();
        const decision = await store.update(quota, (state) => decide(quota, state, id));
        if ('granted' in decision) {
          keepAlive(quota, decision.granted);
          return decision.granted;
        }
        const at = now();
        if (decision.waitUntil - at >= BUSY_POLL_MS) {
          onWait?.({ quota, until: decision.waitUntil, cooldown: decision.cooldown });
        }
        await sleep(Math.min(decision.waitUntil - at, 60_000), signal);
      }
    },

    async settle(quota, leaseId, outcome) {
      clearInterval(renewals.get(leaseId));
      renewals.delete(leaseId);
      return store.update<LimitedReport>(quota, (previous) => {
        const at = now();
        const lease = previous.pending.find((entry) => entry.id === leaseId);
        const state: QuotaState = {
          ...previous,
          pending: previous.pending.filter((entry) => entry.id !== leaseId),
        };
        if (outcome.kind === 'counted' && DOCUMENTED_QUOTAS[quota].windowMs !== undefined) {
          state.hits = [...state.hits, { sent: lease?.sent ?? at, done: at }].slice(-MAX_HITS);
        }
        // The service's own word on its limit, as its latest answer gave it.
        if (outcome.kind !== 'not-counted' && outcome.serviceLimit !== undefined) {
          if (outcome.serviceLimit) state.serviceLimit = outcome.serviceLimit;
          else delete state.serviceLimit;
        }
        if (outcome.kind !== 'limited') return { state, result: {} };
        // The window is full now; when a slot frees the service said. Nothing else is concluded.
        state.cooldownUntil = Math.max(state.cooldownUntil ?? 0, at + outcome.retryAfterMs);
        const limit = limitInForce(quota, configured, state);
        const windowMs = limit.windowMs;
        // Known to count: answered requests in the window (one in flight may yet be refused too).
        const countedHere =
          windowMs === undefined
            ? state.pending.length
            : state.hits.filter((hit) => hit.done > at - windowMs).length;
        return { state, result: { cooldownUntil: state.cooldownUntil, limit, countedHere } };
      });
    },
  };
}

/**
 * The state without finished cooldowns, hits older than any window kept, and a limit an earlier
 * version learned from 429s (never trusted: the key may have been shared); the leases of dead
 * workers (past `until`) are turned into hits: their requests may have reached the service.
 */
function prune(
  quota: QuotaName,
  state: QuotaState,
  now: number,
  configured: Partial<Record<QuotaName, QuotaLimit>>,
): QuotaState {
  const keepMs = Math.max(
    DOCUMENTED_QUOTAS[quota].windowMs ?? 0,
    limitInForce(quota, configured, state).windowMs ?? 0,
  );
  const expired = state.pending.filter((lease) => lease.until <= now);
  const settled =
    DOCUMENTED_QUOTAS[quota].windowMs === undefined
      ? []
      : expired.map((lease) => ({ sent: lease.sent, done: lease.renewedAt ?? lease.sent }));
  const next: QuotaState = {
    ...state,
    hits: (settled.length
      ? [...state.hits, ...settled].sort((a, b) => a.done - b.done)
      : state.hits
    ).filter((hit) => hit.done > now - keepMs),
    pending: expired.length ? state.pending.filter((lease) => lease.until > now) : state.pending,
  };
  if ((next.cooldownUntil ?? 0) <= now) delete next.cooldownUntil;
  delete next.learned;
  return next;
}
