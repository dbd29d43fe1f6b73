import { ConnectionError, TimeoutError } from '@scribekit/sdk';
import { detectPage } from '@scribekit/shared';
import type { ApiOperations } from './api.js';
import type { StartIntent } from './start-journal.js';

// The service's clock and this browser's may differ a little: a job created up to this long
// before the click still counts as the click's.
const CLOCK_SKEW_MS = 2 * 60_000;

/** The canonical form of an address, so older stored forms compare equal to today's. */
export function canonical(url: string): string {
  const match = detectPage(url);
  return match.kind === 'none' ? url : match.url;
}

/** True when a create request may or may not have reached the service (no answer came back). */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ConnectionError || error instanceof TimeoutError;
}

/** The job the service made for this start, if its create request did land (newest first). */
export async function findLanded(ops: ApiOperations, intent: StartIntent) {
  const since = intent.createdAt - CLOCK_SKEW_MS;
  const recent = (createdAt: string) => Date.parse(createdAt) >= since;
  if (intent.kind === 'source_import') {
    const items = await ops.listImports();
    return items.find((item) => recent(item.created_at) && canonical(item.url) === intent.url);
  }
  const items = await ops.listRecordings();
  return items.find((item) => recent(item.created_at) && canonical(item.meet_url) === intent.url);
}
