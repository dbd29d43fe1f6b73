import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A virtual X display for headed Chromium (Debian's `xvfb` package). */
export interface VirtualDisplay {
  /** The display name, e.g. `:99`. */
  display: string;
  /** Stops the X server. */
  close(): Promise<void>;
}

export const XVFB = '/usr/bin/Xvfb';

/**
 * Starts Xvfb on a free display number (it writes the number it took to `-displayfd`), so the
 * test needs no `xvfb-run` around it and never meets another test's display.
 */
export async function startXvfb(): Promise<VirtualDisplay> {
  if (!existsSync(XVFB)) {
    throw new Error(`No Xvfb at ${XVFB}: install Debian's xvfb (apt-get install xvfb xauth).`);
  }
  const server: ChildProcess = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${errors}`)), 10_000);
    server.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    server.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${errors}`));
    });
  });
  return {
    display,
    close: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
