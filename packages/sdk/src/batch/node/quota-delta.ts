import {
  type LearnedLimit,
  type QuotaHit,
  type QuotaLease,
  type QuotaLimit,
  type QuotaState,
  sameLimit,
} from '../quota.js';

/**
 * What one update changed in a quota state: the journal records this (tens of bytes) instead of
 * the whole state (up to a window's worth of hits), so the ledger grows with work, not with
 * updates. Hits that aged out are not recorded: replaying keeps them until the gate prunes them.
 */
export interface QuotaDelta {
  /** Leases granted or renewed (each replaces the lease with its id). */
  put?: QuotaLease[];
  /** Ids of leases settled or expired. */
  drop?: string[];
  /** Hits added. */
  hits?: QuotaHit[];
  /** The cooldown now in force; null when there is none any more. */
  cooldownUntil?: number | null;
  /** The limit learned now; null when it was forgotten. */
  learned?: LearnedLimit | null;
  /** The limit the service states now; null when its last answer stated none. */
  serviceLimit?: QuotaLimit | null;
}

/** Hits kept per quota when replaying (as many as the gate keeps). */
const MAX_HITS = 1_000;

const hitKey = (hit: QuotaHit) => `${hit.sent}:${hit.done}`;
const sameLearned = (a: LearnedLimit | undefined, b: LearnedLimit | undefined) =>
  sameLimit(a, b) && sameLimit(a?.stated, b?.stated);

/** The change from `previous` to `next`, or undefined when nothing worth keeping changed. */
export function quotaDelta(previous: QuotaState, next: QuotaState): QuotaDelta | undefined {
  const delta: QuotaDelta = {};
  const before = new Map(previous.pending.map((lease) => [lease.id, lease]));
  const put = next.pending.filter((lease) => {
    const old = before.get(lease.id);
    return old?.until !== lease.until || old.renewedAt !== lease.renewedAt;
  });
  if (put.length) delta.put = put;
  const kept = new Set(next.pending.map((lease) => lease.id));
  const drop = previous.pending.filter((lease) => !kept.has(lease.id)).map((lease) => lease.id);
  if (drop.length) delta.drop = drop;
  const known = new Set(previous.hits.map(hitKey));
  const hits = next.hits.filter((hit) => !known.has(hitKey(hit)));
  if (hits.length) delta.hits = hits;
  if (next.cooldownUntil !== previous.cooldownUntil) {
    delta.cooldownUntil = next.cooldownUntil ?? null;
  }
  if (!sameLearned(next.learned, previous.learned)) delta.learned = next.learned ?? null;
  if (!sameLimit(next.serviceLimit, previous.serviceLimit)) {
    delta.serviceLimit = next.serviceLimit ?? null;
  }
  return Object.keys(delta).length ? delta : undefined;
}

/** The state after a recorded change. */
export function applyQuotaDelta(state: QuotaState, delta: QuotaDelta): QuotaState {
  const replaced = new Set([...(delta.drop ?? []), ...(delta.put ?? []).map((lease) => lease.id)]);
  const next: QuotaState = {
    ...state,
    pending: [...state.pending.filter((lease) => !replaced.has(lease.id)), ...(delta.put ?? [])],
    hits: delta.hits
      ? [...state.hits, ...delta.hits].sort((a, b) => a.done - b.done).slice(-MAX_HITS)
      : state.hits,
  };
  if (delta.cooldownUntil === null) delete next.cooldownUntil;
  else if (delta.cooldownUntil !== undefined) next.cooldownUntil = delta.cooldownUntil;
  if (delta.learned === null) delete next.learned;
  else if (delta.learned !== undefined) next.learned = delta.learned;
  if (delta.serviceLimit === null) delete next.serviceLimit;
  else if (delta.serviceLimit !== undefined) next.serviceLimit = delta.serviceLimit;
  return next;
}
