import { readFileSync } from 'node:fs';

/** Whether a process of this host has ended: no such PID, or (Linux) one being torn down. */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // A process killed with -9 answers signal 0 until its parent reaps it: a zombie (Z) or dead
  // (X) in /proc is gone all the same. Elsewhere the lease decides.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}
