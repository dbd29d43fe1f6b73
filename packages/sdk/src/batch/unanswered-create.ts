import { sleep } from '../internal/sleep.js';
import type { ItemRun } from './context.js';
import type { BatchEvents } from './events.js';

/** How far back (before the recorded intent) a lost create is looked for: clocks differ. */
export const CLOCK_SLACK_MS = 10 * 60_000;

/** The client's per-attempt time limit when none was given (as the client's own default). */
const DEFAULT_ATTEMPT_MS = 60_000;

/** Waited beyond an attempt's time limit before it is taken as lost: the service writes last. */
const ANSWER_GRACE_MS = 1_000;

type CreatedResource = BatchEvents['createInDoubt']['resource'];

/**
 * A create sent at `sentAt` whose answer never came (the process died, the connection dropped) may
 * still be handled by the service until the client's time limit for it has passed. Waits until
 * then, said as `createInDoubt`; resolves true when it had to wait, so the caller looks for the
 * created resource once more before it creates another.
 */
async function waitOutUnansweredCreate(
  run: ItemRun,
  resource: CreatedResource,
  sentAt: number,
): Promise<boolean> {
  const { scribekit, now, events } = run.context;
  const until = sentAt + (scribekit.timeoutMs ?? DEFAULT_ATTEMPT_MS) + ANSWER_GRACE_MS;
  const left = until - now();
  if (left <= 0) return false;
  const { id: itemId, name } = run.item;
  events.emit('createInDoubt', { itemId, name, resource, sentAt, until });
  await sleep(left, run.context.waitSignal);
  return true;
}

/**
 * What a create sent at `sentAt` without an answer made, found by `find` on the service: looked
 * for at once and, when not there yet (the request may still be on its way or being handled), once
 * more after the attempt is waited out. Undefined means it can be created again.
 */
export async function findUnansweredCreate<T>(
  run: ItemRun,
  resource: CreatedResource,
  sentAt: number,
  find: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const found = await find();
  if (found !== undefined || !(await waitOutUnansweredCreate(run, resource, sentAt))) return found;
  return find();
}
