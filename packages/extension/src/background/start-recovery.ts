import { ConnectionError, TimeoutError } from '@scribekit/sdk';
import { detectPage } from '@scribekit/shared';
import { type ApiOperations, CREATE_TIMEOUT_MS } from './api.js';
import type { StartIntent } from './start-journal.js';

// The service's clock and this browser's may differ a little: a job created up to this long
// before the click still counts as the click's.
export const CLOCK_SKEW_MS = 2 * 60_000;

/** Waited beyond an attempt's deadline before its job is looked up: the service writes it last. */
export const ANSWER_GRACE_MS = 1_000;

/** The canonical form of an address, so older stored forms compare equal to today's. */
export function canonical(url: string): string {
  const match = detectPage(url);
  return match.kind === 'none' ? url : match.url;
}

/** True when a create request may or may not have reached the service (no answer came back). */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ConnectionError || error instanceof TimeoutError;
}

/**
 * When a start in doubt may be decided: once its last attempt's answer can no longer come
 * (starts stored before deadlines were kept count from the click).
 */
export function decidableAt(intent: StartIntent, createTimeoutMs = CREATE_TIMEOUT_MS): number {
  return (intent.deadline ?? intent.createdAt + createTimeoutMs) + ANSWER_GRACE_MS;
}

/**
 * The job the service made for this start, if its create request did land (newest first): the
 * same canonical address or meeting, created since the click, and not one of `older` (jobs this
 * browser already followed before the click, e.g. the import "Transcribe again" repeats).
 */
export async function findLanded(
  ops: ApiOperations,
  intent: StartIntent,
  older: ReadonlySet<string> = new Set(),
) {
  const since = intent.createdAt - CLOCK_SKEW_MS;
  const recent = (item: { id: string; created_at: string }) =>
    !older.has(item.id) && Date.parse(item.created_at) >= since;
  if (intent.kind === 'source_import') {
    const items = await ops.listImports();
    return items.find((item) => recent(item) && canonical(item.url) === intent.url);
  }
  const items = await ops.listRecordings();
  return items.find((item) => recent(item) && canonical(item.meet_url) === intent.url);
}
