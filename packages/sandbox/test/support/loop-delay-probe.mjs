// Loaded into a sandbox process by its tests (NODE_OPTIONS=--import): on SIGUSR2, writes the
// event loop's delays since the last signal (ms) to $LOOP_DELAY_FILE and starts afresh.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.LOOP_DELAY_FILE) {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const report = {
      max: ms(delays.max),
      p99: ms(delays.percentile(99)),
      mean: ms(delays.mean),
      count: delays.count,
    };
    writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(report));
    delays.reset();
  });
}
