import {
  currentLearned,
  DOCUMENTED_QUOTAS,
  type QuotaLimit,
  type QuotaName,
  type QuotaState,
  type QuotaStore,
} from './quota.js';
import { sleep } from './sleep.js';

/** How a request that held a slot ended. */
export type SlotOutcome =
  /** It counted against the quota (an answer, or an error after which it may have counted). */
  | { kind: 'counted' }
  /** 429: nothing counted; wait `retryAfterMs` before the next one. */
  | { kind: 'limited'; retryAfterMs: number }
  /** Refused before it could count (a 4xx other than 429). */
  | { kind: 'not-counted' };

/** What `acquire` reports while it waits, for events. */
export interface GateWaiting {
  quota: QuotaName;
  until: number;
  /** True when the wait is a cooldown after a 429. */
  cooldown: boolean;
}

/** Default time a slot stays granted to a worker that stops renewing it (a dead worker). */
export const DEFAULT_LEASE_MS = 120_000;
/** How often a worker looks again while another worker's request holds the slot. */
const BUSY_POLL_MS = 20;
/** Hits kept per quota (enough for any learned window of a batch). */
const MAX_HITS = 1_000;

type Decision = { granted: string } | { waitUntil: number; cooldown: boolean };

/**
 * Sends rate-limited requests one at a time (so a 429 never meets another request already on its
 * way) and only when the quota allows: before a limit is known it sends until the service answers
 * 429, then learns the limit and window from the requests it counted and the `Retry-After`, and
 * from then on sends the next request exactly when a slot frees. Concurrency quotas (Smart
 * Reports) grant up to their limit at once.
 */
export interface QuotaGate {
  /** Waits for a slot and resolves with its lease id; `onWait` hears of each wait. */
  acquire(
    quota: QuotaName,
    signal?: AbortSignal,
    onWait?: (waiting: GateWaiting) => void,
  ): Promise<string>;
  /** Ends a slot's lease with how its request ended; a 429 sets the shared cooldown and teaches the limit. */
  settle(
    quota: QuotaName,
    leaseId: string,
    outcome: SlotOutcome,
  ): Promise<{ cooldownUntil?: number; learned?: QuotaLimit }>;
}

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
): QuotaGate {
  /** Renewal timers of the leases this gate granted and that are not settled yet. */
  const renewals = new Map<string, ReturnType<typeof setInterval>>();

  /** The limit the gate enforces: learned, else configured; undefined means "send until a 429". */
  const enforced = (quota: QuotaName, state: QuotaState): QuotaLimit | undefined =>
    DOCUMENTED_QUOTAS[quota].windowMs === undefined
      ? (configured[quota] ?? DOCUMENTED_QUOTAS[quota])
      : (currentLearned(state, configured[quota]) ?? configured[quota]);

  function decide(
    quota: QuotaName,
    previous: QuotaState,
    id: string,
  ): { state: QuotaState; result: Decision } {
    const at = now();
    const state = prune(quota, previous, at);
    const keep = (result: Decision) => ({ state, result });
    if ((state.cooldownUntil ?? 0) > at) {
      return keep({ waitUntil: state.cooldownUntil as number, cooldown: true });
    }
    const limit = enforced(quota, state);
    if (limit && limit.windowMs === undefined) {
      if (state.pending.length >= limit.limit)
        return keep({ waitUntil: at + 250, cooldown: false });
    } else {
      if (state.pending.length > 0) return keep({ waitUntil: at + BUSY_POLL_MS, cooldown: false });
      if (limit?.windowMs !== undefined) {
        const windowMs = limit.windowMs;
        const inWindow = state.hits.filter((hit) => hit.done > at - windowMs);
        if (inWindow.length >= limit.limit) {
          // The slot frees when enough of the requests in the window have left it.
          const leaving = inWindow[inWindow.length - limit.limit] as { done: number };
          return keep({ waitUntil: leaving.done + windowMs + 1, cooldown: false });
        }
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
        if (decision.waitUntil - at > BUSY_POLL_MS) {
          onWait?.({ quota, until: decision.waitUntil, cooldown: decision.cooldown });
        }
        await sleep(Math.min(decision.waitUntil - at, 60_000), signal);
      }
    },

    async settle(quota, leaseId, outcome) {
      clearInterval(renewals.get(leaseId));
      renewals.delete(leaseId);
      return store.update(quota, (previous) => {
        const at = now();
        const lease = previous.pending.find((entry) => entry.id === leaseId);
        const state: QuotaState = {
          ...previous,
          pending: previous.pending.filter((entry) => entry.id !== leaseId),
        };
        if (outcome.kind === 'counted' && DOCUMENTED_QUOTAS[quota].windowMs !== undefined) {
          state.hits = [...state.hits, { sent: lease?.sent ?? at, done: at }].slice(-MAX_HITS);
        }
        if (outcome.kind !== 'limited') return { state, result: {} };
        const until = at + outcome.retryAfterMs;
        state.cooldownUntil = Math.max(state.cooldownUntil ?? 0, until);
        const stated = configured[quota];
        const learned = learn(quota, state, currentLearned(state, stated), until, at);
        if (learned) state.learned = { ...learned, ...(stated ? { stated } : {}) };
        return {
          state,
          result: { cooldownUntil: state.cooldownUntil, ...(learned ? { learned } : {}) },
        };
      });
    },
  };
}

/** The limit alone, without what was stated when it was learned. */
const pick = (limit: QuotaLimit | undefined): QuotaLimit | undefined =>
  limit && {
    limit: limit.limit,
    ...(limit.windowMs !== undefined ? { windowMs: limit.windowMs } : {}),
  };

/**
 * The limit a 429 reveals. Its `Retry-After` says when the oldest request in the window leaves
 * it. Not learned yet: every request counted within the documented window is taken to be in the
 * service's window, so the limit is their number and the window runs from the oldest one's
 * sending to the retry time. Learned already: the limit stays and the window grows to fit.
 */
function learn(
  quota: QuotaName,
  state: QuotaState,
  known: QuotaLimit | undefined,
  retryAt: number,
  now: number,
): QuotaLimit | undefined {
  const documentedMs = DOCUMENTED_QUOTAS[quota].windowMs;
  if (documentedMs === undefined || state.hits.length === 0) return pick(known);
  const hits = [...state.hits].sort((a, b) => a.sent - b.sent);
  if (known?.windowMs !== undefined) {
    // A 429 despite the learned limit: the service allows fewer in the window than were in it, or
    // its window is longer. Both are corrected toward safety, so it cannot happen twice alike.
    const { limit, windowMs } = known;
    const inWindow = hits.filter((hit) => hit.done > now - windowMs);
    const oldest = inWindow[0] ?? hits[hits.length - 1];
    return {
      limit: Math.max(1, Math.min(limit, inWindow.length)),
      windowMs: Math.min(documentedMs, Math.max(windowMs, retryAt - (oldest?.sent ?? retryAt))),
    };
  }
  // Still in a documented window now. (Counting from retryAt instead left out the oldest request,
  // which leaves the window exactly then: 9 learned of the service's 10 an hour.)
  const recent = hits.filter((hit) => hit.sent > now - documentedMs);
  const oldest = recent[0];
  if (!oldest) return undefined;
  // Retry-After is rounded up to whole seconds, so this overshoots the window by up to a second;
  // windows are whole seconds (an hour, the sandbox's --rate-window-s), so rounding down is exact.
  // Should a window not be, the next 429 widens it again (above).
  const windowMs = Math.floor((retryAt - oldest.sent) / 1000) * 1000;
  return { limit: recent.length, windowMs: Math.min(documentedMs, Math.max(1_000, windowMs)) };
}

/**
 * The state without finished cooldowns and hits older than any window kept, and with the leases
 * of dead workers (past `until`) turned into hits: their requests may have reached the service.
 */
function prune(quota: QuotaName, state: QuotaState, now: number): QuotaState {
  const keepMs = Math.max(DOCUMENTED_QUOTAS[quota].windowMs ?? 0, state.learned?.windowMs ?? 0);
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
  return next;
}
