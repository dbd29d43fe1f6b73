import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { packageDir } from './support/build-once.js';

test("the README's table of --json events is the one the types generate", () => {
  // Exits 1 (and says how to regenerate) when src/batch/json-events.ts and the README differ.
  const run = () =>
    execFileSync(process.execPath, [join(packageDir, 'scripts/events-table.mjs'), '--check'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  expect(run).not.toThrow();
});
