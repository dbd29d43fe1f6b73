import { Readable } from 'node:stream';
import { createIo, type Io } from '../../src/io/io.js';
import { runCli } from '../../src/run-cli.js';
import { scratchDir } from './scratch.js';

export interface TestRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface TestIoOptions {
  /** Behave as a terminal (colour allowed unless env says otherwise). */
  terminal?: boolean;
  columns?: number;
  env?: Record<string, string | undefined>;
  /** Text on stdin (a pipe). */
  stdin?: string;
  cwd?: string;
  interrupt?: AbortSignal;
}

/** A fresh, empty config folder, so tests never read the user's own profiles. */
export const freshConfigDir = () => scratchDir('scribekit-cli-config');

/** An I/O object over strings: what a command writes is kept for the test to assert. */
export function testIo(options: TestIoOptions = {}): {
  io: Io;
  stdout(): string;
  stderr(): string;
} {
  let stdout = '';
  let stderr = '';
  const io = createIo({
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    env: { SCRIBEKIT_CONFIG_DIR: freshConfigDir(), ...options.env },
    cwd: options.cwd ?? process.cwd(),
    isTerminal: options.terminal ?? false,
    columns: options.columns ?? 100,
    ...(options.interrupt ? { interrupt: options.interrupt } : {}),
  });
  return { io, stdout: () => stdout, stderr: () => stderr };
}

/** Runs `scribekit …argv` in this process and resolves with its exit code and output. */
export async function run(argv: string[], options: TestIoOptions = {}): Promise<TestRun> {
  const { io, stdout, stderr } = testIo(options);
  const code = await runCli(argv, io);
  return { code, stdout: stdout(), stderr: stderr() };
}
