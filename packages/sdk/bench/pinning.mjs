// With two or more cores and `taskset` (util-linux), the sandbox and the measured client run on
// cores of their own: the scheduler then cannot move them onto one core mid-run, which is the
// largest source of noise in these figures on a small machine.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const canPin =
  availableParallelism() >= 2 &&
  (() => {
    try {
      execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

/** `[command, args]` that run `args` (a node script and its arguments) on core `core` when possible. */
export function pinned(core, args) {
  return canPin
    ? ['taskset', ['-c', String(core), process.execPath, ...args]]
    : [process.execPath, args];
}

export const pinningNote = canPin
  ? 'sandbox on core 1, client on core 0'
  : 'not pinned (needs 2 cores and taskset)';
