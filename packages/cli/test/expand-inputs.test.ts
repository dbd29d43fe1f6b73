import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { expandInputs } from '../src/batch/expand-inputs.js';
import { writeRecordings } from './support/media.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

/** A folder of recordings under `rec/` (some in `rec/drafts/`), inputs named from its parent. */
function recordings() {
  const root = scratchDir('scribekit-globs');
  writeRecordings(root, [
    'rec/a.wav',
    'rec/b.mp3',
    'rec/c.m4a',
    'rec/take[2].wav',
    'rec/drafts/d.wav',
    'rec/drafts/deep/e.wav',
  ]);
  return root;
}

const names = (root: string, found: Awaited<ReturnType<typeof expandInputs>>) =>
  found.inputs.map((input) => (input.kind === 'file' ? relative(root, input.path) : input.url));

describe('inputs and --exclude (picomatch)', () => {
  test("--exclude 'drafts/**' is matched from the input folder, not the current one", async () => {
    const root = recordings();
    const found = await expandInputs(['rec'], undefined, root, ['drafts/**']);
    expect(names(root, found).sort()).toEqual([
      'rec/a.wav',
      'rec/b.mp3',
      'rec/c.m4a',
      'rec/take[2].wav',
    ]);
    expect(found.warnings).toEqual([]);
    // From the current folder, as before, too.
    const fromHere = await expandInputs(['rec'], undefined, root, ['rec/drafts/**']);
    expect(names(root, fromHere)).toHaveLength(4);
  });

  test("--exclude '{*.mp3,*.m4a}' leaves out both by name (no regular-expression crash)", async () => {
    const root = recordings();
    const found = await expandInputs(['rec'], undefined, root, ['{*.mp3,*.m4a}']);
    expect(names(root, found).sort()).toEqual([
      'rec/a.wav',
      'rec/drafts/d.wav',
      'rec/drafts/deep/e.wav',
      'rec/take[2].wav',
    ]);
  });

  test('globs as inputs: braces, **, and a file name with brackets taken as itself', async () => {
    const root = recordings();
    const found = await expandInputs(
      ['rec/**/*.{wav,m4a}', join('rec', 'take[2].wav')],
      undefined,
      root,
      ['drafts/deep/**'],
    );
    expect(names(root, found).sort()).toEqual([
      'rec/a.wav',
      'rec/c.m4a',
      'rec/drafts/d.wav',
      'rec/take[2].wav',
    ]);
  });

  test('a pattern that leaves nothing out and a glob that matches nothing are warned about', async () => {
    const root = recordings();
    const found = await expandInputs(['rec', 'calls/*.wav'], undefined, root, [
      'draft/**',
      '*.wav',
    ]);
    expect(found.warnings).toEqual([
      `"calls/*.wav" matched no file (searched in ${join(root, 'calls')})`,
      `--exclude 'draft/**' left no file out (a pattern with / is matched from each input folder and from ${root})`,
    ]);
    // The command says it on stderr, before its plan.
    const dry = await run(
      ['transcribe', 'rec', '--out', 'out', '--exclude', 'draft/**', '--dry-run'],
      {
        cwd: root,
        env: { SCRIBEKIT_API_KEY: 'sk_test_unused', SCRIBEKIT_BASE_URL: 'http://127.0.0.1:9' },
      },
    );
    expect(dry.stderr).toContain("! --exclude 'draft/**' left no file out");
    expect(dry.code).toBe(0);
  });
});
