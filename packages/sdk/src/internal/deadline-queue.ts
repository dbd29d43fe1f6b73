/** A deadline waiting in a deadline queue. */
export interface Deadline {
  /** When it expires, on the `performance.now()` clock. */
  readonly at: number;
  readonly expire: () => void;
}

/** Deadlines of one length, on one timer. */
export interface DeadlineQueue {
  /** Calls `expire` at `at` unless the returned deadline is met first; `at` must not decrease. */
  add(at: number, expire: () => void): Deadline;
  /** Marks a deadline met, so it never expires. */
  meet(deadline: Deadline): void;
}

/**
 * Deadlines of one length, on one timer. Added in start order, they also expire in that order (a
 * Set iterates in insertion order), so only the oldest waiting one needs a timer: it is re-armed
 * when it fires, not for every call. A timer per call costs Node's loopback GET throughput 1–2 %
 * when calls overlap; this costs a Set insertion. The timer runs only while a deadline waits, so it
 * never keeps a process alive on its own.
 */
export function deadlineQueue(): DeadlineQueue {
  const waiting = new Set<Deadline>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = (at: number) => {
    timer = setTimeout(fire, Math.max(0, Math.ceil(at - performance.now())));
  };

  function fire() {
    timer = undefined;
    const now = performance.now();
    const due: Deadline[] = [];
    for (const deadline of waiting) {
      if (deadline.at > now) {
        arm(deadline.at);
        break;
      }
      waiting.delete(deadline);
      due.push(deadline);
    }
    // Expired last: an `expire` that adds a deadline finds the queue in order.
    for (const deadline of due) deadline.expire();
  }

  return {
    add(at, expire) {
      const deadline = { at, expire };
      waiting.add(deadline);
      if (timer === undefined) arm(at);
      return deadline;
    },
    meet(deadline) {
      if (waiting.delete(deadline) && waiting.size === 0) {
        clearTimeout(timer);
        timer = undefined;
      }
    },
  };
}
