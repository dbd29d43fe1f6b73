#!/usr/bin/env node
// The `scribekit` binary: wires the process into the I/O object and exits with the command's code.
import { EXIT, exitCodeForStop, type StopReason } from './errors.js';
import { createIo, type TextSink } from './io/io.js';
import { runCli } from './run-cli.js';

const interrupt = new AbortController();
/** Asks the command to finish the step in flight and save; a second signal ends at once. */
const stop = (reason: StopReason) => {
  if (interrupt.signal.aborted && reason !== 'EPIPE') process.exit(exitCodeForStop(reason));
  if (!interrupt.signal.aborted) interrupt.abort(reason);
};
// Ctrl+C, `kill`/`docker stop`/systemd/`timeout` (SIGTERM) and a closed terminal (SIGHUP) all
// stop a batch the same way: lock released, the resume command printed, 128 + the signal's number.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => stop(signal));

// A reader that went away (`scribekit transcribe … | head -2`): what is written to stdout from
// then on goes nowhere, and a batch stops as on Ctrl+C (its messages still reach stderr).
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  stdoutClosed = true;
  stop('EPIPE');
});
process.stderr.on('error', () => undefined); // nowhere left to say anything
const stdout: TextSink & { isTTY?: boolean; columns?: number } = {
  write: (chunk: string) => (stdoutClosed ? true : process.stdout.write(chunk)),
  isTTY: process.stdout.isTTY,
  get columns() {
    return process.stdout.columns;
  },
};

const io = createIo({
  stdout,
  stdoutStream: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  interrupt: interrupt.signal,
});
let code = await runCli(process.argv.slice(2), io);
if (code === EXIT.interrupted && interrupt.signal.aborted) {
  code = exitCodeForStop(interrupt.signal.reason as StopReason);
}
// Exit once what was written has reached stdout and stderr (a pipe takes it asynchronously), so
// an idle keep-alive socket or a closing Redis connection never holds the prompt back.
const flushed = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.destroyed || (stream === process.stdout && stdoutClosed)) resolve();
    else stream.write('', () => resolve());
  });
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
