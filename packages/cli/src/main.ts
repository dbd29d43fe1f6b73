#!/usr/bin/env node
// The `scribekit` binary: wires the process into the I/O object and exits with the command's code.
import { EXIT } from './errors.js';
import { createIo } from './io/io.js';
import { runCli } from './run-cli.js';

// A reader that went away (`scribekit transcripts list | head -1`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const interrupt = new AbortController();
// The first Ctrl+C asks the command to finish the step in flight and save; a second one ends now.
process.on('SIGINT', () => {
  if (interrupt.signal.aborted) process.exit(EXIT.interrupted);
  interrupt.abort();
});

const io = createIo({
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  interrupt: interrupt.signal,
});
const code = await runCli(process.argv.slice(2), io);
// Exit once what was written has reached stdout and stderr (a pipe takes it asynchronously), so
// an idle keep-alive socket or a closing Redis connection never holds the prompt back.
const flushed = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
