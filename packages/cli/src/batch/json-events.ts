import type { BatchEvents, BatchPlan, BatchSummary } from '@scribekit/sdk/batch';

/**
 * The schema version of the `transcribe --json` events. It goes up when a field changes meaning
 * or goes away; a new field or a new event does not raise it.
 */
export const EVENTS_VERSION = 1;

/** What every event line carries besides its own fields. */
export interface EventEnvelope {
  /** The schema version, `EVENTS_VERSION`. */
  v: typeof EVENTS_VERSION;
  /** When it happened, ISO 8601 in UTC. */
  ts: string;
  /** The event's name. */
  event: keyof TranscribeEvents;
}

/**
 * The events `scribekit transcribe --json` prints, one JSON object per line on stdout (the same
 * for a local batch and for one followed in fleet mode). Times inside the fields are ms since the
 * epoch. The docs' table of events (docs/cli/commands.md) is generated from this interface
 * (`node scripts/events-table.mjs`).
 */
export interface TranscribeEvents {
  /** First: what the batch will do, what is done and parked, when the quotas let it finish. */
  plan: BatchPlan;
  /** An item entered another phase (once per phase). */
  itemProgress: BatchEvents['itemProgress'];
  /** The service answered 429: no request of `quota` before `until`, then on at `limit` (never lowered); `countedHere`: this machine's requests in the window. */
  rateLimited: BatchEvents['rateLimited'];
  /** An item is finished: `outputs` are file names in the output folder, `paths` the same files in full. */
  itemDone: BatchEvents['itemDone'] & { paths: string[] };
  /** An item failed (the service's message, key, status and request id); `error.permanent`: it is parked. */
  itemFailed: BatchEvents['itemFailed'];
  /** An item parked by an earlier run (its input was refused) was skipped; nothing was sent. */
  itemParked: BatchEvents['itemParked'];
  /** The service does not answer: every item waits; checked again at `nextTryAt`. */
  serviceUnreachable: BatchEvents['serviceUnreachable'];
  /** The service answers again; the batch carries on. */
  serviceReachable: BatchEvents['serviceReachable'];
  /** A resumed item waits until `until` for a create (`resource`) an earlier run sent without an answer, then looks once more before creating. */
  createInDoubt: BatchEvents['createInDoubt'];
  /** Last, when the batch ended: counts of the items. */
  summary: BatchSummary;
  /**
   * The batch stopped early (Ctrl+C, SIGTERM, SIGHUP, stdout closed, the service unreachable for
   * longer than `--max-outage`, or a full disk: `disk-full`): `reason`, and `resume`, the
   * command that continues it.
   */
  interrupted: {
    reason: string;
    resume: string;
    unreachableSince?: number;
    /** With reason `disk-full`: the folder that is full and what the failed write needed (bytes). */
    diskFull?: { folder: string; needed: number; message: string };
  };
}

/** One event as the JSON line `--json` prints. */
export function eventLine<K extends keyof TranscribeEvents>(
  event: K,
  data: TranscribeEvents[K],
  now = new Date(),
): string {
  const envelope: EventEnvelope = { v: EVENTS_VERSION, ts: now.toISOString(), event };
  return JSON.stringify({ ...envelope, ...data });
}
