// CPU time, for the tests' duration budgets: what a piece of work cost the thread or process
// that did it, which a busy machine does not change (wall time also counts the waits for a core
// that other programs hold). Linux reads the kernel's own counters; elsewhere the thread's figure
// falls back to the process's.
import { readFileSync } from 'node:fs';

/** CPU time the calling thread has run, in ms (Linux: /proc/thread-self/schedstat). */
export function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return processCpuMs();
  }
}

/** CPU time of this whole process (every thread: workers, GC, the compiler), in ms. */
export function processCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `work` and resolves with its result and the process CPU time it took, in ms. */
export async function withProcessCpu(work) {
  const started = processCpuMs();
  const value = await work();
  return { value, cpuMs: processCpuMs() - started };
}

/**
 * Watches the calling thread's event loop: `longestTurnMs()` is the most CPU time the thread spent
 * between two ticks of a 2 ms timer since the watch started (how long its own work held the loop,
 * whatever else ran on the machine). `stop()` ends the watch.
 */
export function watchLoopTurns() {
  let longest = 0;
  let last = threadCpuMs();
  const timer = setInterval(() => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  timer.unref();
  return {
    longestTurnMs: () => longest,
    reset: () => {
      longest = 0;
      last = threadCpuMs();
    },
    stop: () => clearInterval(timer),
  };
}
