// What every answer of the background travels in: a value, or a failure in plain words
// (`ErrorInfo`), never a thrown error.

/** What went wrong, as a category the pages can react to (e.g. offer the options page for `auth`). */
export type ErrorKind =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'auth'
  | 'scope'
  | 'session'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'invalid'
  | 'conflict'
  | 'no_key'
  | 'bad_input'
  | 'job_failed'
  | 'unknown';

/** A failure in plain words, ready to show. */
export interface ErrorInfo {
  /** Category of the failure. */
  kind: ErrorKind;
  /** One short sentence saying what happened. */
  title: string;
  /** What the person can do about it. */
  detail: string;
  /** HTTP status, when the API answered. */
  status: number | null;
  /** The request id to quote to support, when the API sent one. */
  requestId: string | null;
  /** Seconds after which trying again may work (429), when the API said. */
  retryAfterS: number | null;
  /** The scope the key lacks (403), when the API named it. */
  scope: string | null;
}

/** The answer to every request. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };
