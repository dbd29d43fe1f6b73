import { sleep } from '../internal/sleep.js';
import type { ItemRun } from './context.js';

/** The client's per-attempt time limit when none was given (as the client's own default). */
const DEFAULT_ATTEMPT_MS = 60_000;

/** Waited beyond an attempt's time limit before it is taken as lost: the service writes last. */
const ANSWER_GRACE_MS = 1_000;

/**
 * A create sent at `sentAt` whose answer never came (the process died, the connection dropped) may
 * still be handled by the service until the client's time limit for it has passed. Waits until
 * then; resolves true when it had to wait, so the caller looks for the created resource once more
 * before it creates another.
 */
export async function waitOutUnansweredCreate(run: ItemRun, sentAt: number): Promise<boolean> {
  const { scribekit, now } = run.context;
  const decidable = sentAt + (scribekit.timeoutMs ?? DEFAULT_ATTEMPT_MS) + ANSWER_GRACE_MS;
  const left = decidable - now();
  if (left <= 0) return false;
  await sleep(left, run.context.waitSignal);
  return true;
}
