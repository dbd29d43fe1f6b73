// Starts the sandbox CLI in its own process, so its memory and CPU stay out of the SDK's figures.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { pinned } from './pinning.mjs';

const cli = fileURLToPath(new URL('../../sandbox/dist/cli.js', import.meta.url));

/** Resolves with the ready line's fields and a `close()` that stops the process. */
export async function startSandboxProcess(args = []) {
  // Quiet: a log line per request would cost the sandbox time the GET bench measures.
  const [command, commandArgs] = pinned(1, [cli, '--port', '0', '--log-level', 'warn', ...args]);
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return {
    ...ready,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
