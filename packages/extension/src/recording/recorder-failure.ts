import { NO_KEY, type RecorderFailure } from './protocol.js';

/**
 * A failure of the offscreen document as it reports it to the background, which words it (this
 * document has no i18n): a code as it is; an SDK error by its name, status, body and
 * `Retry-After`, so the background can rebuild it; anything else by its name.
 */
export function failureOf(error: unknown): RecorderFailure {
  if (error instanceof Error && error.message === NO_KEY) return { code: NO_KEY };
  const known = error as {
    name?: unknown;
    status?: unknown;
    body?: unknown;
    retryAfter?: unknown;
    errorHint?: unknown;
    jobError?: unknown;
  } | null;
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  const body = known?.body ?? null;
  return {
    code: typeof known?.name === 'string' ? known.name : 'unknown',
    status: number(known?.status),
    // Only what survives structured cloning: the parsed error body or its text.
    body: typeof body === 'string' || (typeof body === 'object' && body !== null) ? body : null,
    retryAfter: number(known?.retryAfter),
    ...(typeof known?.errorHint === 'string' || typeof known?.jobError === 'string'
      ? { hint: String(known.errorHint ?? known.jobError) }
      : {}),
  };
}
