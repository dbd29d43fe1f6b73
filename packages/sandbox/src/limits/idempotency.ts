/** How long an `Idempotency-Key` keeps its earlier result (reference, section 8). */
export const IDEMPOTENCY_WINDOW_MS = 60_000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

interface Entry {
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
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs: number = IDEMPOTENCY_WINDOW_MS,
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
    this.entries.set(`${scope}\n${idempotencyKey}`, { fingerprint, at: this.now(), response });
  }

  /** Forgets every remembered result (a snapshot was restored). */
  clear(): void {
    this.entries.clear();
  }
}
