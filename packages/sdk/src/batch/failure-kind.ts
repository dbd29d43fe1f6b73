import {
  ConnectionError,
  ScribekitError,
  ServerError,
  TimeoutError,
  UploadIncompleteError,
} from '../index.js';

/** Whether an error may pass if the step is tried again (the service or the network hiccuped). */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof ConnectionError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof UploadIncompleteError
  );
}

// Compared by name, so the batch bundle does not carry these classes' parsing for one check.
const named = (error: unknown, ...names: string[]): error is ScribekitError =>
  error instanceof ScribekitError && names.includes(error.name);

/**
 * The service refused the API key itself (401 `AuthenticationError`) or its scopes (403
 * `PermissionError`): no item is at fault. (A 403 of a pre-signed upload or download address is
 * another error, inside an `UploadIncompleteError` or a failed download.)
 */
export function isKeyRefused(error: unknown): error is ScribekitError {
  return named(error, 'AuthenticationError', 'PermissionError');
}

// Errors that say the input itself is refused, marked where they are raised.
const refusals = new WeakSet<object>();

/** Marks an error as the service's (or the local check's) refusal of the input itself. */
export function refusesInput<E>(error: E): E {
  if (typeof error === 'object' && error !== null) refusals.add(error);
  return error;
}

/**
 * Whether a failure is permanent: the input itself was refused — by the local check (empty, not
 * audio or video), by upload-init or the import as invalid (400, 413, 415, 422), or by the
 * transcription or import job (the service could not use the media). Trying again changes
 * nothing, so the item is parked: later runs skip it until asked to retry.
 */
export function isPermanent(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && refusals.has(error)) return true;
  if (!named(error, 'JobFailedError')) return false;
  const job = error as ScribekitError & { resourceType: string; jobStatus: string | null };
  return (
    (job.resourceType === 'transcript' || job.resourceType === 'source_import') &&
    job.jobStatus !== 'cancelled'
  );
}

/** Whether an error of upload-init or of an import's creation refuses the file or the link. */
export function refusedAsInvalid(error: unknown): boolean {
  return error instanceof ScribekitError && [400, 413, 415, 422].includes(error.status as number);
}
