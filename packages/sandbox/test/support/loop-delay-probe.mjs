// Loaded into a sandbox process by its tests (NODE_OPTIONS=--import): on SIGUSR2, writes the
// event loop's delays since the last signal (ms) to $LOOP_DELAY_FILE and starts afresh.
//
// Besides the delays (wall time, which includes any wait for a core that other threads or
// processes hold), `heldMax` is the most CPU time the event loop's thread itself spent in one
// turn of the loop (Linux: its run time from /proc/thread-self/schedstat between two ticks of a
// 2 ms timer): how long the sandbox's own work held the loop, whatever the machine did.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { watchLoopTurns } from '../../../../scripts/test-support/cpu-time.mjs';

if (isMainThread && process.env.LOOP_DELAY_FILE) {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  const turns = watchLoopTurns();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const report = {
      max: ms(delays.max),
      p99: ms(delays.percentile(99)),
      mean: ms(delays.mean),
      count: delays.count,
      heldMax: turns.longestTurnMs(),
    };
    writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(report));
    delays.reset();
    turns.reset();
  });
}
