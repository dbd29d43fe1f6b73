import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built CLI (made current by the global setup, test/support/build-once.ts). */
const cli = join(packageDir, 'dist', 'cli.js');

/** Spawns `node <bin> ...args`; `firstLine` is its first stdout line (the ready JSON). */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}, bin = cli) {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  firstLine.catch(() => undefined); // a start that fails is asserted through `exited`
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, firstLine, exited };
}
