/** The documented exit codes. */
export const EXIT = {
  ok: 0,
  /** A job (or an item of a batch) failed, or the service answered with an error. */
  failed: 1,
  /** The command line was wrong. */
  usage: 2,
  /** No key, a key the service refused, or a key without the scope needed. */
  auth: 3,
  /** Stopped by Ctrl+C (128 + SIGINT); SIGTERM and SIGHUP stop the same way with 143 and 129. */
  interrupted: 130,
} as const;

/** What stopped a command early: a signal, or stdout's reader going away (a closed pipe). */
export type StopReason = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'EPIPE';

/**
 * The exit code of a command stopped early: 128 + the signal's number, as a shell reports a
 * process the signal ended — 130 for Ctrl+C, 143 for SIGTERM, 129 for SIGHUP, 141 (SIGPIPE) when
 * stdout was closed.
 */
export function exitCodeForStop(reason: StopReason | undefined): number {
  return { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, EPIPE: 141 }[reason ?? 'SIGINT'] ?? 130;
}

/** Words for a stop in a message: "Ctrl+C", "SIGTERM", "stdout was closed". */
export function describeStop(reason: unknown): string {
  if (reason === 'EPIPE') return 'stdout was closed';
  if (reason === 'SIGTERM' || reason === 'SIGHUP') return reason;
  return 'Ctrl+C';
}

/** A wrong command line: exit 2, with the command's usage hint. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** No usable key: exit 3. */
export class AuthError extends Error {
  override name = 'AuthError';
}

/** The fields of the SDK's ScribekitError the CLI reads (duck-typed, so --help loads no SDK). */
interface ServiceErrorLike {
  status?: number;
  requestId?: string | null;
  details?: { key: string; text: string }[];
  message: string;
}

/** The exit code for an error thrown by a command. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof AuthError) return EXIT.auth;
  if (error instanceof Error && error.name === 'AbortError') return EXIT.interrupted;
  const status = (error as ServiceErrorLike | null)?.status;
  if (status === 401 || status === 403) return EXIT.auth;
  return EXIT.failed;
}

/** One line for an error: the service's own text, and its request id to quote to support. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const service = error as ServiceErrorLike;
  const text = service.details?.length
    ? service.details.map((detail) => detail.text).join('; ')
    : error.message;
  const status = typeof service.status === 'number' ? `${service.status} ` : '';
  return service.requestId ? `${status}${text} (request id ${service.requestId})` : text;
}

/** The same error as JSON for `--json`. */
export function errorJson(error: unknown): Record<string, unknown> {
  const service = error as ServiceErrorLike;
  return {
    error: {
      message: describeError(error),
      status: service?.status ?? null,
      details: service?.details ?? [],
      request_id: service?.requestId ?? null,
    },
  };
}
