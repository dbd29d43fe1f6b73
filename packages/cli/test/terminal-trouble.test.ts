import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { Terminal } from './support/tmux.js';

const COLUMNS = 80;
const WINDOW_S = 3;

let sandbox: Sandbox;
let terminal: Terminal;
let root: string;

beforeAll(async () => {
  // Two upload-inits per 3-second window, stated with --upload-limit: the batch must wait.
  sandbox = await startTestSandbox({
    processingMs: 500,
    rateLimits: { uploadInit: 2, sourceImports: 1000, windowS: WINDOW_S },
  });
  root = scratchDir('scribekit-terminal-80');
  terminal = new Terminal(COLUMNS, 30);
  const env = Object.entries(sandboxEnv(sandbox))
    .map(([name, value]) => `export ${name}='${value}'`)
    .join(' && ');
  terminal.type(
    `cd '${root}' && ${env} && export SCRIBEKIT_CONFIG_DIR='${scratchDir('scribekit-config')}' && unset NO_COLOR CI && alias scribekit='node ${bin}' && clear`,
  );
});
afterAll(async () => {
  terminal?.close();
  await sandbox?.close();
});

/** Seconds in an ETA as the bars print it: `12s`, `1m 05s`, `1h 05m`. */
function seconds(text: string): number {
  const [, h, m, s] = /^(?:(\d+)h )?(?:(\d+)m ?)?(?:(\d+)s)?$/.exec(text) ?? [];
  return Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}

describe('a batch at 80 columns', () => {
  test('failure lines are printed whole; the ETA follows the stated limit', async () => {
    // 13 recordings at 2 per 3 s: about 15 s of quota after the 429, so the time an item takes
    // after its slot (guessed from the first ones, slower on a loaded machine) weighs little.
    const calls = Array.from({ length: 13 }, (_, i) => `calls/call-${i + 1}.wav`);
    writeRecordings(root, [...calls, 'calls/broken-recording-of-the-quarterly-review.wav']);
    const detail =
      'The recording could not be accepted because its container declares a codec this account cannot transcribe; convert it to WAV or MP3 and upload it again.';
    await operator(sandbox, 'POST', '/faults', {
      match: { method: 'POST', path: '/api/v1/files/upload-init', body: { filename: 'broken*' } },
      effect: { status: 422, body: { detail: [{ key: 'unsupported_codec', text: detail }] } },
      times: 5,
    });
    await terminal.clear();
    terminal.type(
      `scribekit transcribe calls --out out --upload-limit 2/${WINDOW_S}s; echo "eta-exit=$?"`,
    );
    // Read once the first two items have finished too (so the ETA knows how long one takes after
    // its slot); the bars redraw 8 times a second and the new plan lands within a few redraws.
    await terminal.waitFor((screen) => (screen.match(/^✔ call-\d/gm) ?? []).length >= 2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const screen = terminal.screen();
    const readAt = Date.now();
    const eta = /^All +[█░]+ \d+\/14 {2}ETA ((?:\d+h )?(?:\d+m ?)?(?:\d+s)?)/m.exec(screen)?.[1];
    expect(eta, screen).toBeDefined();
    const ended = await terminal.waitFor(/eta-exit=\d+/, 60_000, true);
    const truth = (Date.now() - readAt) / 1000;
    console.log(`ETA ${eta} read after the 429; the batch took ${truth.toFixed(1)} s more`);
    expect(ended).toContain('eta-exit=1');
    // Within 20 % of what it really took, or 8 s: on a loaded machine the first items' time,
    // which the ETA adds to the quota's, runs high (22 s for 17.4 was read beside two other
    // suites). The documented 10 per hour would say "1h"; no limit at all, about 3 s of 15.
    expect(
      Math.abs(seconds(eta as string) - truth),
      `ETA ${eta}, took ${truth} s`,
    ).toBeLessThanOrEqual(Math.max(0.2 * truth, 8));

    // The failure is printed whole: wrapped over lines that fit, none of it cut off.
    const rows = ended.split('\n');
    const first = rows.findIndex((row) => row.startsWith('✖ broken-recording'));
    expect(first, ended).toBeGreaterThanOrEqual(0);
    const block = [rows[first] as string];
    for (let i = first + 1; rows[i]?.startsWith('  '); i++) block.push((rows[i] as string).trim());
    const log = await operator<{ items: { path: string; status: number; request_id: string }[] }>(
      sandbox,
      'GET',
      '/requests?limit=1000&status=422',
    );
    const requestId = log.items.find((r) => r.path === '/api/v1/files/upload-init')?.request_id;
    expect(block.join(' ')).toBe(
      `✖ broken-recording-of-the-quarterly-review: 422 unsupported_codec: ${detail} (request id ${requestId}) — parked: later runs skip it; --retry-failed tries it again`,
    );
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(COLUMNS);
    expect(ended).toMatch(/^✖ 13 of 14 done, 1 failed$/m);
  }, 90_000);

  test('SIGTERM stops the batch as Ctrl+C does: lock released, resume command, exit 143', async () => {
    await operator(sandbox, 'POST', '/reset');
    writeRecordings(root, ['slow/first.wav', 'slow/second.wav']);
    await terminal.clear();
    // A config folder of its own: the key's quota file is empty, so the first upload goes at
    // once and the second waits a minute under the limit stated here (the test before this one
    // spent slots of this key, which the stated limit would count too).
    const config = scratchDir('scribekit-config-term');
    terminal.type(
      `SCRIBEKIT_CONFIG_DIR='${config}' scribekit transcribe slow --out term --upload-limit 1/60s; echo "term-exit=$?"`,
    );
    // Whichever of the two took the slot first (both start at once); the other waits a minute.
    await terminal.waitFor(/^✔ (first|second) {2}\1\.txt$/m, 30_000);
    const { pid } = JSON.parse(readFileSync(join(root, 'term', '.scribekit-status.json'), 'utf8'));
    process.kill(pid, 'SIGTERM');
    const stopped = await terminal.waitFor(/term-exit=\d+/, 20_000);
    expect(stopped).toContain('! Stopped (SIGTERM); everything done so far is saved in');
    expect(stopped).toContain(
      `Resume with:\n  scribekit transcribe slow --out term --upload-limit 1/60s`,
    );
    expect(stopped).toContain('term-exit=143');
    expect(existsSync(join(root, 'term', '.scribekit-batch.jsonl.lock'))).toBe(false);
  }, 60_000);

  test('a closed stdout (| head -2) stops the batch with the resume command on stderr, exit 141', async () => {
    await operator(sandbox, 'POST', '/reset');
    writeRecordings(
      root,
      Array.from({ length: 4 }, (_, i) => `many/take-${i + 1}.wav`),
    );
    await terminal.clear();
    // bash's PIPESTATUS holds the exit code of the batch, not of head.
    const status = '$' + '{PIPESTATUS[0]}';
    // The sandbox's window stated, as the first test did (its slots are in this key's store).
    terminal.type(
      `scribekit transcribe many --out piped --concurrency 1 --upload-limit 2/${WINDOW_S}s | head -2; echo "pipe-exit=${status}"`,
    );
    const stopped = await terminal.waitFor(/pipe-exit=\d+/, 60_000);
    expect(stopped.match(/^✔ take-\d {2}take-\d\.txt$/gm)).toHaveLength(2);
    expect(stopped).toContain('! Stopped (stdout was closed); everything done so far is saved in');
    expect(stopped).toContain(
      `Resume with:\n  scribekit transcribe many --out piped --concurrency 1 --upload-limit 2/${WINDOW_S}s`,
    );
    expect(stopped).toContain('pipe-exit=141');
    expect(existsSync(join(root, 'piped', '.scribekit-batch.jsonl.lock'))).toBe(false);
    const written = readdirSync(join(root, 'piped')).filter((name) => name.endsWith('.txt'));
    expect(written.length).toBeLessThan(4);
  }, 60_000);
});

describe('zsh completion', () => {
  test('Tab completes verbs and option values in a real zsh', async () => {
    const zsh = new Terminal(100, 20, 'zsh -f');
    try {
      const file = join(root, 'scribekit.zsh');
      writeFileSync(file, '');
      zsh.type(
        // No alias: zsh would complete for the command an alias expands to.
        `node '${bin}' completion zsh > '${file}' && autoload -U compinit && compinit -u && source '${file}' && clear`,
      );
      await zsh.waitFor((screen) => screen.trim().split('\n').length === 1, 20_000);
      zsh.typeOnly('scribekit transcripts ');
      zsh.press('Tab');
      const verbs = await zsh.waitFor('search  -- ', 10_000);
      expect(verbs).toMatch(/^list +-- List transcripts$/m);
      zsh.press('C-u');
      zsh.typeOnly('scribekit export some-id --format ');
      zsh.press('Tab');
      expect(await zsh.waitFor(/docx +json +md +pdf +srt +txt +vtt +xlsx/, 10_000)).toBeTruthy();
    } finally {
      zsh.close();
    }
  }, 40_000);
});
