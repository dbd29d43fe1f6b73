/** The limited operations of the service (reference, section 8). */
export type QuotaName = 'upload-init' | 'source-import' | 'smart-report';

/** A limit: `limit` requests per `windowMs` (a sliding window), or `limit` at a time. */
export interface QuotaLimit {
  limit: number;
  /** Length of the sliding window; absent for a concurrency limit (Smart Reports). */
  windowMs?: number;
}

/**
 * A limit an earlier version learned from the service's 429s. Read from old stores only to be
 * dropped: a 429 on a key others may share says nothing about the service's limit.
 * @deprecated
 */
export interface LearnedLimit extends QuotaLimit {
  stated?: QuotaLimit;
}

/** Whether two limits are the same (both absent counts as the same). */
export const sameLimit = (a: QuotaLimit | undefined, b: QuotaLimit | undefined): boolean =>
  a?.limit === b?.limit && a?.windowMs === b?.windowMs;

/** The documented limits: 10 upload-inits and 30 imports per hour, 3 Smart Reports at a time. */
export const DOCUMENTED_QUOTAS: Readonly<Record<QuotaName, QuotaLimit>> = {
  'upload-init': { limit: 10, windowMs: 3_600_000 },
  'source-import': { limit: 30, windowMs: 3_600_000 },
  'smart-report': { limit: 3 },
};

/** A request that counted against a quota: when it was sent and when its answer arrived. */
export interface QuotaHit {
  sent: number;
  done: number;
}

/**
 * A request granted a slot and still in flight. Its worker renews `until` while it waits for the
 * answer; a lease past `until` is a dead worker's, and counts as a hit (it may have reached the
 * service) done at its last sign of life.
 */
export interface QuotaLease {
  id: string;
  sent: number;
  until: number;
  /** When its worker last renewed it (absent: never renewed, the time it was sent). */
  renewedAt?: number;
}

/**
 * The shared, persisted state of one quota of one API key. Kept in a `QuotaStore`: the journal
 * ledger, memory, or Redis for a fleet of workers (the CLI's).
 */
export interface QuotaState {
  /** Written by earlier versions; ignored, and dropped at the next update. @deprecated */
  learned?: LearnedLimit;
  /** Successful requests within the window, oldest first. */
  hits: QuotaHit[];
  /** Requests granted and not settled yet. */
  pending: QuotaLease[];
  /** No request of this quota is sent before this time (the last 429's `Retry-After`). */
  cooldownUntil?: number;
  /**
   * The limit the service states in its answers' `RateLimit-Policy` header (each answer states it
   * anew; one without it removes it). In force unless the user states one.
   */
  serviceLimit?: QuotaLimit;
}

/**
 * Shared storage of quota states. `update` must be atomic per name: it reads the state, calls
 * `change` and stores what it returns, with no other update of that name in between (a Redis
 * implementation runs it in a WATCH/MULTI loop, calling `change` again on contention, so `change`
 * must be pure). It resolves with `change`'s result.
 */
export interface QuotaStore {
  update<T>(
    name: QuotaName,
    change: (state: QuotaState) => { state: QuotaState; result: T },
  ): Promise<T>;
  /** The current state, read-only (for plans and ETAs). */
  read(name: QuotaName): Promise<QuotaState>;
}

/** An empty quota state. */
export const emptyQuotaState = (): QuotaState => ({ hits: [], pending: [] });
