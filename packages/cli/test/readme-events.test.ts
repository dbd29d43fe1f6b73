import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { packageDir } from './support/build-once.js';

test("the docs' table of --json events (docs/cli/commands.md) is the one the types generate", () => {
  // Exits 1 (and says how to regenerate) when src/batch/json-events.ts and the page differ.
  const run = () =>
    execFileSync(process.execPath, [join(packageDir, 'scripts/events-table.mjs'), '--check'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  expect(run).not.toThrow();
});
