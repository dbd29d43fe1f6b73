/** Options every call accepts, on the typed client (in its init) and on every helper. */
export interface RequestOptions {
  /** Aborts the call; a signal that is already aborted sends nothing. */
  signal?: AbortSignal | undefined;
  /** Time limit of one attempt, in milliseconds, until the response headers arrive. */
  timeoutMs?: number | undefined;
  /** How many times a failed request that is safe to repeat is retried. */
  maxRetries?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /** The `Idempotency-Key` of a POST the service deduplicates; one is generated when omitted. */
  idempotencyKey?: string | undefined;
}
