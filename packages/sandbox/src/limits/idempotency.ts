/** How long an `Idempotency-Key` keeps its earlier result (reference, section 8). */
const IDEMPOTENCY_WINDOW_MS = 60_000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** A remembered result; `id` is its scope and key (so a data directory can keep it). */
export interface IdempotencyEntry {
  id: string;
  fingerprint: string;
  at: number;
  response: StoredResponse;
}

export type IdempotencyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' };

/** Remembers results by (api key, operation, Idempotency-Key) for 60 seconds. */
export class IdempotencyStore {
  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = IDEMPOTENCY_WINDOW_MS,
    /** Where entries are kept: the store's, with a data directory, so a restart keeps them. */
    private readonly entries: Map<string, IdempotencyEntry> = new Map(),
  ) {}

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [k, e] of this.entries) if (e.at <= cutoff) this.entries.delete(k);
  }

  lookup(scope: string, idempotencyKey: string, fingerprint: string): IdempotencyLookup {
    this.prune();
    const entry = this.entries.get(`${scope}\n${idempotencyKey}`);
    if (!entry) return { kind: 'new' };
    if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
    return { kind: 'replay', response: entry.response };
  }

  remember(
    scope: string,
    idempotencyKey: string,
    fingerprint: string,
    response: StoredResponse,
  ): void {
    const id = `${scope}\n${idempotencyKey}`;
    this.entries.set(id, { id, fingerprint, at: this.now(), response });
  }

  /** Forgets every remembered result (a snapshot was restored). */
  clear(): void {
    this.entries.clear();
  }
}
