import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import { startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { Terminal } from './support/tmux.js';

let sandbox: Sandbox;
let terminal: Terminal;
let config: string;
let root: string;

beforeAll(async () => {
  // Two upload-inits per 8-second window: the batch below has to wait for quota slots.
  sandbox = await startTestSandbox({
    processingMs: 1200,
    rateLimits: { uploadInit: 2, sourceImports: 1000, windowS: 8 },
  });
  config = scratchDir('scribekit-cli-config');
  root = scratchDir('scribekit-terminal');
  terminal = new Terminal();
  terminal.type(
    `cd '${root}' && export SCRIBEKIT_CONFIG_DIR='${config}' && unset SCRIBEKIT_API_KEY SCRIBEKIT_BASE_URL NO_COLOR CI && alias scribekit='node ${bin}' && clear`,
  );
});
afterAll(async () => {
  terminal?.close();
  await sandbox?.close();
});

describe('in a real terminal', () => {
  test('login asks for the key with hidden input and never shows it', async () => {
    terminal.type(`scribekit login --base-url ${sandbox.baseUrl}; echo "login-exit=$?"`);
    const asked = await terminal.waitFor(`API key for ${sandbox.baseUrl}`);
    terminal.typeOnly(sandbox.apiKey);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing shows per typed character: not the key, not one mark per character.
    const typed = terminal.screen();
    expect(typed).not.toContain(sandbox.apiKey.slice(0, 12));
    expect(typed).not.toMatch(/[▪•*]{8}/);
    expect(typed.trim()).toBe(asked.trim());
    terminal.press('Enter');
    const screen = await terminal.waitFor(/login-exit=\d+/);
    expect(screen).toContain(`✔ Key accepted by ${sandbox.baseUrl}, saved as profile "default"`);
    expect(screen).toContain('Has    all 16 scopes');
    expect(screen).toContain('login-exit=0');
    expect(terminal.screen(true)).not.toContain(sandbox.apiKey);
    const file = join(config, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles.default.apiKey).toBe(sandbox.apiKey);
  });

  test('record shows the platform and meeting and asks before sending the bot', async () => {
    await terminal.clear();
    terminal.type(
      'scribekit record "https://meet.google.com/abc-defg-hij?authuser=1"; echo "declined-exit=$?"',
    );
    const asked = await terminal.waitFor('Send the recording bot to this Google Meet meeting?');
    expect(asked).toContain('  Platform  Google Meet');
    expect(asked).toContain('  Meeting   abc-defg-hij  https://meet.google.com/abc-defg-hij');
    terminal.press('n');
    const declined = await terminal.waitFor(/declined-exit=\d+/);
    expect(declined).toContain('Nothing sent.');
    expect(declined).toContain('declined-exit=0');

    await terminal.clear();
    terminal.type('scribekit record https://meet.google.com/abc-defg-hij; echo "sent-exit=$?"');
    await terminal.waitFor('Send the recording bot to this Google Meet meeting?');
    terminal.press('y');
    const sent = await terminal.waitFor(/sent-exit=\d+/);
    expect(sent).toContain('✔ The bot is on its way');
    expect(sent).toContain('sent-exit=0');
    const jobs = await fetch(`${sandbox.apiUrl}/recording-jobs/`, {
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    }).then((r) => r.json() as Promise<{ items: { meet_url: string }[] }>);
    expect(jobs.items.map((job) => job.meet_url)).toEqual(['https://meet.google.com/abc-defg-hij']);
  });

  test('transcribe draws progress bars with ETAs and the quota wait; Ctrl+C saves and prints the resume command', async () => {
    writeRecordings(root, [
      'calls/standup.wav',
      'calls/retro.wav',
      'calls/planning.wav',
      'calls/review.wav',
      'calls/demo.wav',
    ]);
    await terminal.clear();
    const command =
      'scribekit transcribe calls --out transcripts --export txt,srt --upload-limit 2/8s';
    terminal.type(`${command}; echo "stopped-exit=$?"`);
    // The overall bar and a bar per file with its phase.
    const bars = await terminal.waitFor(/^All +[█░]{20} \d\/5 {2}(ETA|elapsed) /m);
    expect(bars).toMatch(/^› 5 uploads need about 1\d s \(2 per 8 s\)/m);
    expect(bars).toMatch(/^(standup|retro|planning|review|demo) +[█░]{20} \w/m);
    // The third upload waits for the quota: the bars say when the next slot opens.
    const waiting = await terminal.waitFor(/next slot \d\d:\d\d:\d\d/);
    expect(waiting).toMatch(/^All +[█░]{20} \d\/5 {2}ETA \d+s/m);
    expect(waiting).toMatch(/ waiting for a slot until \d\d:\d\d:\d\d$/m);
    await terminal.waitFor(/^✔ \w+ {2}\w+\.txt, \w+\.srt$/m);
    terminal.press('C-c');
    const stopped = await terminal.waitFor(/stopped-exit=\d+/);
    expect(stopped).toContain('Resume with:');
    expect(stopped).toContain(`  ${command}`);
    expect(stopped).toContain('stopped-exit=130');
    // Every item the summary counts as done was printed, none lost when the bars stopped.
    const summary = /^! (\d) of 5 done, (\d) stopped$/m.exec(stopped);
    expect(summary).not.toBeNull();
    const printed = stopped.match(/^✔ \w+ {2}\w+\.txt, \w+\.srt$/gm) ?? [];
    expect(printed).toHaveLength(Number(summary?.[1]));
    const done = readdirSync(join(root, 'transcripts')).filter((name) => name.endsWith('.txt'));
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThan(5);

    // The printed command finishes the rest.
    await terminal.clear();
    terminal.type(`${command}; echo "finished-exit=$?"`);
    const finished = await terminal.waitFor(/finished-exit=\d+/, 60_000, true);
    expect(finished).toContain('✔ 5 of 5 done');
    expect(finished).toContain('finished-exit=0');
    expect(
      readdirSync(join(root, 'transcripts')).filter(
        (name) => !name.startsWith('.') && !name.startsWith('scribekit-manifest.'),
      ),
    ).toHaveLength(10);
  }, 120_000);
});
