import type { Io } from './io.js';

/** One line on stderr that a single job's progress rewrites in place, on a terminal only. */
export interface StatusLine {
  update(text: string): void;
  /** Clears the line (the caller then prints the outcome). */
  clear(): void;
}

export function createStatusLine(io: Io): StatusLine {
  let shown = false;
  return {
    update(text) {
      if (!io.isTerminal) return;
      io.stderr.write(`\r\u001b[2K${io.style.step} ${text}`);
      shown = true;
    },
    clear() {
      if (shown) io.stderr.write('\r\u001b[2K');
      shown = false;
    },
  };
}
