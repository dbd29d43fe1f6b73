import { type Style, styles } from './style.js';

/** Something text is written to: a stream, or a test's buffer. */
export interface TextSink {
  write(chunk: string): unknown;
}

/**
 * Everything a command reads from and writes to the outside world, in one object (as GitHub's
 * `gh` does with its iostreams): commands never touch `process` directly, so a test runs one
 * in-process and asserts its exact output for a terminal and for a pipe.
 */
export interface Io {
  stdout: TextSink;
  stderr: TextSink;
  /** Where prompts read from (the terminal, or a test's stream). */
  stdin: NodeJS.ReadableStream;
  /** stdout is a terminal: tables are aligned, progress is drawn. */
  isTerminal: boolean;
  /** stdin and stderr are a terminal, so the user can be asked. */
  canPrompt: boolean;
  /** Colour is allowed: a terminal, and neither NO_COLOR nor CI set. */
  color: boolean;
  /** Width of the screen in columns (80 when it is not a terminal). */
  columns: number;
  env: Record<string, string | undefined>;
  cwd: string;
  /**
   * Aborted by the first Ctrl+C (also SIGTERM, SIGHUP, or stdout's reader going away; the
   * reason names which): commands finish the step in flight, save and stop.
   */
  interrupt: AbortSignal;
  /** `--verbose`: every request to the service is traced on stderr with its request id. */
  verbose?: boolean;
  /**
   * stdout as the stream it is, for a protocol that needs one (`scribekit mcp` over stdio); absent
   * where stdout is a test's buffer.
   */
  stdoutStream?: NodeJS.WritableStream;
  /** Colours and marks that turn into plain text when `color` is false. */
  style: Style;
}

/** Writes one line to stdout. */
export const out = (io: Io, line = ''): void => void io.stdout.write(`${line}\n`);
/** Writes one line to stderr. */
export const err = (io: Io, line = ''): void => void io.stderr.write(`${line}\n`);

/** Whether colour is allowed (https://no-color.org; CI logs; FORCE_COLOR wins). */
export function colorAllowed(env: Io['env'], terminal: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.CI !== undefined && env.CI !== '' && env.CI !== 'false') return false;
  if (env.TERM === 'dumb') return false;
  return terminal;
}

export interface IoOptions {
  stdout: TextSink & { isTTY?: boolean; columns?: number };
  stderr: TextSink & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Io['env'];
  cwd: string;
  interrupt?: AbortSignal;
  /** stdout as the stream it is (see `Io.stdoutStream`). */
  stdoutStream?: NodeJS.WritableStream;
  /** Overrides for tests: a terminal without a real one. */
  isTerminal?: boolean;
  columns?: number;
}

export function createIo(options: IoOptions): Io {
  const isTerminal = options.isTerminal ?? options.stdout.isTTY === true;
  const color = colorAllowed(options.env, isTerminal);
  return {
    stdout: options.stdout,
    stderr: options.stderr,
    stdin: options.stdin,
    isTerminal,
    canPrompt:
      options.isTerminal ?? (options.stdin.isTTY === true && options.stderr.isTTY === true),
    color,
    columns: options.columns ?? (isTerminal ? (options.stdout.columns ?? 80) : 80),
    env: options.env,
    cwd: options.cwd,
    interrupt: options.interrupt ?? new AbortController().signal,
    ...(options.stdoutStream ? { stdoutStream: options.stdoutStream } : {}),
    style: styles(color),
  };
}
