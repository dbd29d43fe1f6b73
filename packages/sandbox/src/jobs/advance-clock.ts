import type { Runtime } from '../runtime.js';

/** What the clock reads, as `GET /__sandbox/clock` answers it. */
export interface ClockView {
  mode: 'real' | 'manual';
  now: string;
  now_ms: number;
}

export function clockView(rt: Runtime): ClockView {
  const now = rt.clock.now();
  return { mode: rt.clock.mode, now: new Date(now).toISOString(), now_ms: now };
}

/** The clock work running now (advance, restore); each waits for the one before. */
const running = new WeakMap<Runtime, Promise<unknown>>();

/** Runs `work` after the advances and restores queued before it, never beside them. */
export function exclusively<T>(rt: Runtime, work: () => Promise<T>): Promise<T> {
  const previous = running.get(rt) ?? Promise.resolve();
  const next = previous.then(work, work);
  running.set(rt, next);
  return next;
}

/**
 * Moves a manual clock to `targetMs` step by step: at each task's due time the clock stops,
 * the due job transitions run (asynchronous ones, such as rendering an export, to the end), and
 * the webhooks they emitted are delivered — in order, signed as usual — before the clock moves
 * on, so a retry's backoff and a follow-up job are timed from that moment. Resolves once every
 * step is done and the time is saved (with a data directory).
 */
export function advanceClock(rt: Runtime, targetMs: number): Promise<ClockView> {
  return exclusively(rt, () => runSteps(rt, Math.max(targetMs, rt.clock.now())));
}

async function runSteps(rt: Runtime, targetMs: number): Promise<ClockView> {
  const { clock, scheduler, webhooks } = rt;
  // Work a request started before the advance (an export rendering) ends at the old time.
  await scheduler.settled();
  await webhooks.drain();
  for (;;) {
    let due = scheduler.nextDueAt();
    // Deliveries may still run while the clock moves on, as long as no retry of theirs could
    // fall due before the next step: a retry comes at least the first retry delay later.
    const oldest = webhooks.oldestAttemptAt();
    if (oldest !== undefined && (due === undefined || due >= oldest + webhooks.firstRetryDelayMs)) {
      await webhooks.drain();
      due = scheduler.nextDueAt();
    }
    if (due === undefined || due > targetMs) break;
    clock.set(due);
    scheduler.catchUp();
    await scheduler.settled();
    // Lets deliveries under way make progress between steps instead of all at the end.
    if (oldest !== undefined) await new Promise((resolve) => setImmediate(resolve));
  }
  // Everything emitted up to the target is delivered before the advance answers.
  await webhooks.drain();
  clock.set(targetMs);
  // The time first: a restart at a later time than a job's last saved step finishes the job.
  await rt.saveClock();
  // Durable before it answers, in process too: a restart keeps every job the advance finished.
  await rt.persist();
  return clockView(rt);
}
