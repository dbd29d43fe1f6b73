interface Task {
  dueAtMs: number;
  seq: number;
  /** The job's id, so an operator can finish it now. */
  jobId?: string;
  run: () => void | Promise<void>;
}

/**
 * Runs job transitions when they fall due. Reads call `catchUp()` first, so a client that
 * reads after a job's due time always sees the finished state even if the timer is late;
 * the timer makes sure events (webhooks) fire on time when nobody reads.
 */
export class Scheduler {
  private tasks: Task[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly pending = new Set<Promise<void>>();
  /** Called after due tasks ran (persistence saves then). */
  afterRun: () => void = () => undefined;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = (e) => console.error(e),
    /** With a manual clock no timer runs: tasks run when the clock is advanced or on reads. */
    private readonly manual = false,
  ) {}

  /** When the earliest task falls due, or undefined when none is waiting. */
  nextDueAt(): number | undefined {
    return this.tasks[0]?.dueAtMs;
  }

  /** Runs `run` at `dueAtMs` (or at the next catch-up after it). */
  at(dueAtMs: number, run: () => void | Promise<void>, jobId?: string): void {
    if (this.closed) return;
    this.tasks.push({ dueAtMs, seq: this.seq++, run, jobId });
    this.tasks.sort((a, b) => a.dueAtMs - b.dueAtMs || a.seq - b.seq);
    this.arm();
  }

  /** Runs every task that is due, in due order, including tasks that due tasks schedule. */
  catchUp(): void {
    const now = this.now();
    let ran = false;
    while (this.tasks.length > 0 && (this.tasks[0] as Task).dueAtMs <= now) {
      const task = this.tasks.shift() as Task;
      ran = true;
      try {
        const result = task.run();
        if (result instanceof Promise) this.track(result);
      } catch (error) {
        this.onError(error);
      }
    }
    this.arm();
    if (ran) this.afterRun();
  }

  /** Makes the tasks of `jobId` (of every job when omitted) due now and runs them; returns how many. */
  expedite(jobId?: string): number {
    const now = this.now();
    let count = 0;
    for (const task of this.tasks) {
      // Tasks without a job (webhook retries on a manual clock) keep their time.
      if (task.jobId === undefined || (jobId !== undefined && task.jobId !== jobId)) continue;
      task.dueAtMs = Math.min(task.dueAtMs, now);
      count++;
    }
    this.tasks.sort((a, b) => a.dueAtMs - b.dueAtMs || a.seq - b.seq);
    this.catchUp();
    return count;
  }

  /** Forgets every task (the sandbox was reset); the scheduler stays usable. */
  clear(): void {
    this.tasks = [];
    this.arm();
  }

  /** Waits for asynchronous work that due tasks started (rendering exports, etc.). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.closed = true;
    this.tasks = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private track(promise: Promise<void>): void {
    const tracked = promise.catch(this.onError).finally(() => {
      this.pending.delete(tracked);
      this.afterRun();
    });
    this.pending.add(tracked);
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const next = this.tasks[0];
    if (!next || this.closed || this.manual) return;
    const delay = Math.max(0, next.dueAtMs - this.now());
    this.timer = setTimeout(() => this.catchUp(), delay);
    this.timer.unref();
  }
}
