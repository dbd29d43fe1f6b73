import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const driverPath = fileURLToPath(new URL('./driver.mjs', import.meta.url));

/** A driver process: its events as they arrive, and how it ended. */
export interface DriverRun {
  child: ChildProcess;
  events: Record<string, unknown>[];
  stderr: string[];
  /** Resolves when the driver printed `started` (its ledger is open). */
  started: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `driver.mjs` on a folder with settings (base URL, key, formats, concurrency). */
export function startDriver(
  folder: string,
  out: string,
  settings: Record<string, unknown>,
): DriverRun {
  const child = spawn(process.execPath, [driverPath, folder, out], {
    env: { ...process.env, BATCH_DRIVER: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  let onStarted = () => {};
  const started = new Promise<void>((resolve) => {
    onStarted = resolve;
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const event = JSON.parse(line) as Record<string, unknown>;
    events.push(event);
    if (event.event === 'started') onStarted();
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) =>
    stderr.push(line),
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, events, stderr, started, exited };
}
