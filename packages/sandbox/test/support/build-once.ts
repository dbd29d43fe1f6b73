import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(packageDir, 'dist', 'cli.js');

/** Newest modification time of the files under `dir`. */
function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );
}

/**
 * Vitest global setup: tests that spawn dist/cli.js or pack the package need a current build,
 * made once here before any test file runs (a rebuild inside a test would race the others).
 */
export default function setup(): void {
  const sources = Math.max(newest(join(packageDir, 'src')), newest(join(packageDir, 'scripts')));
  if (existsSync(cli) && statSync(cli).mtimeMs >= sources) return;
  execFileSync(process.execPath, [join(packageDir, 'scripts', 'build.mjs')], {
    cwd: packageDir,
    stdio: 'inherit',
  });
}
