import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import type { ApiOperations } from './api.js';
import { delayAfterCheck, delayAfterFailure, POPUP_MAX_DELAY_MS } from './backoff.js';
import { checkJob } from './job-check.js';
import { isActive, type JobStore, type TrackedJob } from './job-store.js';

/** Name of the alarm that wakes a stopped background to check jobs. */
export const POLL_ALARM = 'scribekit-poll';

/** Browsers run alarms at most every 30 seconds (Chrome 120+); sooner checks use a timer. */
export const ALARM_MIN_MS = 30_000;

/** The part of `browser.alarms` the poller uses. */
export interface AlarmsLike {
  /** Schedules an alarm. */
  create(name: string, info: { when: number }): Promise<void> | void;
  /** Removes an alarm. */
  clear(name: string): Promise<boolean> | Promise<void>;
}

/** What the poller works with. */
export interface PollerDeps {
  /** The tracked jobs. */
  store: JobStore;
  /** The API operations of the saved key (throws when none is saved). */
  api: () => Promise<ApiOperations>;
  /** Failure to plain words. */
  describe: (error: unknown) => ErrorInfo;
  /** Alarms, to wake a stopped service worker. */
  alarms: AlarmsLike;
  /** Called once per check round with the jobs that ended in it (done, failed, cancelled, gone). */
  onFinished: (jobs: TrackedJob[]) => Promise<void> | void;
  /** True while the saved key stands refused: nothing is checked, no alarm is kept. */
  paused?: () => Promise<boolean>;
  /** Told when a check is refused for the key (401, or 403 for its scope). */
  onRefused?: (error: unknown) => Promise<void> | void;
  /** The clock (ms since epoch). */
  now?: () => number;
  /** Timers, for sooner checks while the background runs. */
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Cancels a timer of `setTimer`. */
  clearTimer?: (handle: unknown) => void;
}

function sameState(a: TrackedJob, b: Partial<TrackedJob>): boolean {
  return (
    a.status === b.status &&
    a.phase === b.phase &&
    a.progress === b.progress &&
    a.label === b.label &&
    a.transcriptId === b.transcriptId
  );
}

/**
 * Checks every active job when it is due, with backoff, while any job is active. A timer runs the
 * checks while the background is alive; an alarm wakes it when the browser has stopped it.
 */
export function createPoller(deps: PollerDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let popupOpen = false;
  let timer: unknown = null;
  let round: Promise<void> | null = null;

  /** Checks one job; returns it when it has just ended (and was not told about yet). */
  async function checkOne(job: TrackedJob): Promise<TrackedJob | null> {
    let next: TrackedJob | undefined;
    try {
      const state = await checkJob(await deps.api(), job, deps.describe);
      const changed = !sameState(job, state);
      const delay = delayAfterCheck(job.pollDelayMs, changed, popupOpen);
      next = await deps.store.update(job.id, (current) => ({
        ...current,
        ...state,
        checkError: null,
        pollDelayMs: delay,
        nextPollAt: now() + delay,
        updatedAt: changed ? now() : current.updatedAt,
      }));
    } catch (error) {
      await deps.onRefused?.(error);
      const problem = deps.describe(error);
      // A job the API no longer knows cannot finish: stop checking it.
      const gone = problem.kind === 'not_found';
      const delay = delayAfterFailure(job.pollDelayMs, problem.retryAfterS);
      next = await deps.store.update(job.id, (current) => ({
        ...current,
        ...(gone
          ? {
              phase: 'failed' as const,
              label: i18n.t('state.gone'),
              error: i18n.t('state.goneDetail'),
              gone: true,
            }
          : {}),
        checkError: problem,
        pollDelayMs: delay,
        nextPollAt: now() + delay,
      }));
    }
    if (next && !isActive(next) && !next.notified) {
      return (
        (await deps.store.update(next.id, (current) => ({ ...current, notified: true }))) ?? null
      );
    }
    return null;
  }

  async function schedule(): Promise<void> {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const active = (await deps.store.all()).filter(isActive);
    if (active.length === 0 || (await deps.paused?.())) {
      await deps.alarms.clear(POLL_ALARM);
      return;
    }
    const due = Math.min(...active.map((job) => job.nextPollAt));
    timer = setTimer(
      () => {
        timer = null;
        void pollDue();
      },
      Math.max(0, due - now()),
    );
    await deps.alarms.create(POLL_ALARM, { when: Math.max(due, now() + ALARM_MIN_MS) });
  }

  /** Checks every active job that is due, then schedules the next round. */
  async function pollDue(): Promise<void> {
    if (round) return round;
    round = (async () => {
      if (await deps.paused?.()) return;
      const due = (await deps.store.all()).filter(
        (job) => isActive(job) && job.nextPollAt <= now(),
      );
      const ended = (await Promise.all(due.map(checkOne))).filter((job) => job !== null);
      // Jobs that end in the same round are told about together (one summary when many).
      if (ended.length > 0) await deps.onFinished(ended);
    })();
    try {
      await round;
    } finally {
      round = null;
    }
    await schedule();
  }

  return {
    pollDue,
    schedule,
    /** Starts tracking a new job: it is checked after the first delay. */
    async track(job: TrackedJob): Promise<void> {
      await deps.store.put(job);
      await schedule();
    },
    /** An open popup shows live progress: checks come at least every 2 seconds, starting now. */
    async setPopupOpen(open: boolean): Promise<void> {
      popupOpen = open;
      if (!open) return;
      const jobs = (await deps.store.all()).filter(isActive);
      // A job the API asked to wait for (429) keeps its wait.
      for (const job of jobs.filter((one) => one.checkError?.kind !== 'rate_limited')) {
        await deps.store.update(job.id, (current) => ({
          ...current,
          pollDelayMs: Math.min(current.pollDelayMs, POPUP_MAX_DELAY_MS),
          nextPollAt: Math.min(current.nextPollAt, now()),
        }));
      }
      await pollDue();
    },
    /** Whether the popup is open. */
    isPopupOpen: () => popupOpen,
    /** Stops the timer (for tests and shutdown). */
    stop(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

/** What `createPoller` returns. */
export type Poller = ReturnType<typeof createPoller>;
