// The root's `pnpm check` runs depcruise (no import circles) and knip (nothing unused) with the
// repository's configurations. These tests show that each one fails on what it is there to catch:
// a small project is written to a scratch folder, checked with the same configuration, then
// given one fault at a time.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'scribekit-structure-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path → text) under a new folder of the scratch space and returns the folder. */
function project(name, files) {
  const dir = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('depcruise with .dependency-cruiser.cjs', () => {
  const cruise = (dir) =>
    run(bin('depcruise'), ['--config', join(root, '.dependency-cruiser.cjs'), 'src'], dir);
  const sound = {
    'src/options.ts':
      "import type { Format } from './format.js';\nexport interface Options { format: Format }\n",
    'src/format.ts': "export type Format = 'srt' | 'vtt';\n",
    'src/ledger.ts':
      "import type { Options } from './options.js';\nexport const formatOf = (o: Options) => o.format;\n",
  };

  test('passes a graph without circles', () => {
    const result = cruise(project('acyclic', sound));
    assert.equal(result.status, 0, result.output);
    assert.match(result.output, /no dependency violations found \(3 modules/);
  });

  test('fails on a circle of type-only imports', () => {
    const result = cruise(
      project('type-circle', {
        ...sound,
        // The shape of batch/ledger.ts ↔ options.ts before the fix.
        'src/format.ts':
          "import type { Ledger } from './ledger.js';\nexport type Format = 'srt' | 'vtt';\nexport type Of = Ledger;\n",
        'src/ledger.ts':
          "import type { Options } from './options.js';\nexport interface Ledger { options: Options }\n",
      }),
    );
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /error no-circular: src\/(format|ledger|options)\.ts/);
  });

  test('fails on a circle closed by a lazy import()', () => {
    const result = cruise(
      project('lazy-circle', {
        ...sound,
        // The shape of commands/index.ts ↔ commands/completion.ts before the fix.
        'src/table.ts': "export const table = { completion: () => import('./completion.js') };\n",
        'src/completion.ts':
          "export async function run() { return (await import('./table.js')).table; }\n",
      }),
    );
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /error no-circular: src\/(table|completion)\.ts/);
  });
});

describe('knip with the options of knip.jsonc', () => {
  // The repository's own options (all but its workspaces), for a one-package project.
  const text = readFileSync(join(root, 'knip.jsonc'), 'utf8');
  const { workspaces, ...options } = JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''));
  assert.ok(workspaces['packages/sdk'], 'knip.jsonc lists the packages');
  const config = JSON.stringify({ ...options, entry: ['src/index.ts'], project: ['src/**/*.ts'] });
  const sound = {
    'package.json': JSON.stringify({ name: 'probe', private: true, type: 'module' }),
    'knip.json': config,
    'src/index.ts': "import { used } from './used.js';\nconsole.log(used);\n",
    // Exported and used only in its own file: counts as used (ignoreExportsUsedInFile).
    'src/used.ts': 'export const base = 1;\nexport const used = base + 1;\n',
  };
  const knip = (dir) => run(bin('knip'), ['--no-progress', '--no-config-hints'], dir);

  test('passes a project where everything is used', () => {
    const result = knip(project('knip-sound', sound));
    assert.equal(result.status, 0, result.output);
  });

  test('fails on an unused export', () => {
    const result = knip(
      project('knip-export', {
        ...sound,
        'src/used.ts': `${sound['src/used.ts']}export const forgotten = 3;\n`,
      }),
    );
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /Unused exports \(1\)\s+forgotten\s+src\/used\.ts/);
  });

  test('fails on an unused file', () => {
    const result = knip(
      project('knip-file', { ...sound, 'src/orphan.ts': 'export const orphan = 1;\n' }),
    );
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /Unused files \(1\)\s+src\/orphan\.ts/);
  });

  test('fails on an unused dependency', () => {
    const manifest = { ...JSON.parse(sound['package.json']), dependencies: { picomatch: '4.0.7' } };
    const result = knip(
      project('knip-dependency', { ...sound, 'package.json': JSON.stringify(manifest) }),
    );
    assert.notEqual(result.status, 0, result.output);
    assert.match(result.output, /Unused dependencies \(1\)\s+picomatch\s+package\.json/);
  });
});
