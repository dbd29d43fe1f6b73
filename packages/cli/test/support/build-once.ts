import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = join(packageDir, 'dist', 'main.js');

function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    }),
  );
}

/**
 * Vitest global setup: builds dist/ once when a source is newer (a build inside a test would
 * race), and makes the run's scratch folder (test/support/scratch.ts), removed at the end.
 */
export default function setup(): () => void {
  const scratch = mkdtempSync(join(tmpdir(), 'scribekit-cli-tests-'));
  process.env.SCRIBEKIT_CLI_SCRATCH = scratch;
  const sources = Math.max(
    ...['src', 'scripts', 'app'].map((folder) => newest(join(packageDir, folder))),
  );
  if (!existsSync(bin) || statSync(bin).mtimeMs < sources) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: packageDir, stdio: 'inherit' });
  }
  return () => rmSync(scratch, { recursive: true, force: true });
}
