import { ScribekitError } from '../index.js';
import { isPermanent } from './failure-kind.js';
import type { ItemError } from './ledger.js';

/** What the ledger and the `itemFailed` event keep of an error: the service's words and ids. */
export function toItemError(error: unknown): ItemError {
  if (error instanceof ScribekitError) {
    const cause = (error as { cause?: unknown }).cause;
    // An UploadIncompleteError wraps the service's error: its request id is the useful one.
    const inner = cause instanceof ScribekitError ? cause : undefined;
    // A job that failed: the request id of the read that showed it.
    const resource = (error as { resource?: { lastResponse?: { requestId?: string } } }).resource;
    const requestId = error.requestId ?? inner?.requestId ?? resource?.lastResponse?.requestId;
    const status = error.status ?? inner?.status;
    return {
      message: error.message,
      ...(error.key ? { key: error.key } : {}),
      ...(status ? { status } : {}),
      ...(requestId ? { requestId } : {}),
      ...(isPermanent(error) ? { permanent: true } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
