import { ConnectionError } from '../../index.js';

// Error codes of a failure before a request's first byte left this machine: the connection was
// refused or had no route, the name did not resolve, or the TLS handshake failed.
const BEFORE_SENDING =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EAI_NONAME|ENETUNREACH|EHOSTUNREACH|ENETDOWN|EHOSTDOWN|EADDRNOTAVAIL|UND_ERR_CONNECT_TIMEOUT|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|EPROTO$)/;

interface ErrnoLike {
  code?: unknown;
  syscall?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function failedBeforeSending(cause: unknown, depth = 0): boolean {
  if (!cause || typeof cause !== 'object' || depth > 5) return false;
  const { code, syscall, errors } = cause as ErrnoLike;
  if (typeof code === 'string' && BEFORE_SENDING.test(code)) return true;
  // A connect or name lookup that failed, whatever its code (a connect timed out: ETIMEDOUT).
  if (syscall === 'connect' || syscall === 'getaddrinfo') return true;
  // Node tries every address of a name (AggregateError): each attempt must have failed so.
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.every((each) => failedBeforeSending(each, depth + 1));
  }
  return failedBeforeSending((cause as ErrnoLike).cause, depth + 1);
}

/**
 * True when a request certainly never reached the service: a `ConnectionError` of a single
 * attempt that failed before sending (connection refused, no route, DNS failure, TLS handshake
 * failure, connect time-out), as Node's fetch reports them in the error's `cause`. Such a request
 * cannot have counted against a rate limit or created anything. False whenever it may have
 * (bytes were sent, an answer was cut, several attempts, or a runtime that does not say why — a
 * browser's `fetch`). The batch engine of `@scribekit/sdk/batch/node` frees the quota slot of
 * such a request; pass it as `neverReached` to `createBatch` elsewhere in Node.
 */
export function neverReachedService(error: unknown): boolean {
  return (
    error instanceof ConnectionError && error.attempts === 1 && failedBeforeSending(error.cause)
  );
}
