import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import { checkCaptions, parseSrt, toSrt, toVtt, transcriptCaptions } from '@scribekit/sdk/captions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let transcriptId: string;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 300 });
  env = sandboxEnv(sandbox);
  const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
    count: 1,
    duration_s: 900,
  });
  transcriptId = seeded.transcript_ids[0] as string;
  dir = scratchDir('scribekit-captions');
});
afterAll(() => sandbox.close());

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });

describe('scribekit captions <id>', () => {
  test('-o FILE writes the engine’s netflix SRT, the same the SDK builds, and says so', async () => {
    const { code, stdout, stderr } = await run(
      ['captions', transcriptId, '--preset', 'netflix', '-o', 'talk.srt'],
      { env, cwd: dir },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const written = readFileSync(join(dir, 'talk.srt'), 'utf8');
    const cues = await transcriptCaptions(sdk(), transcriptId, { preset: 'netflix' });
    expect(written).toBe(toSrt(cues));
    expect(stdout).toBe(`✔ ${join(dir, 'talk.srt')} (${cues.length} cues, netflix)\n`);
    expect(checkCaptions(parseSrt(written))).toEqual([]);
  });

  test('prints to stdout without -o; -o x.vtt or --format vtt writes WebVTT with voices', async () => {
    const piped = await run(['captions', transcriptId, '--format', 'vtt'], { env });
    expect(piped.code).toBe(0);
    const cues = await transcriptCaptions(sdk(), transcriptId);
    expect(piped.stdout).toBe(toVtt(cues));
    expect(piped.stdout).toMatch(/^WEBVTT\n\n1\n00:00:\d\d\.\d{3} --> .*\n<v [^>]+>/);
    expect((await run(['captions', transcriptId, '-o', 'reel.vtt'], { env, cwd: dir })).code).toBe(
      0,
    );
    expect(readFileSync(join(dir, 'reel.vtt'), 'utf8')).toBe(piped.stdout);
  });

  test('--preset social --speaker-labels always --frame-rate 25 --json', async () => {
    const { code, stdout } = await run(
      [
        'captions',
        transcriptId,
        '--preset',
        'social',
        '--speaker-labels',
        'always',
        '--frame-rate',
        '25',
        '--json',
      ],
      { env },
    );
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    const cues = await transcriptCaptions(sdk(), transcriptId, {
      preset: 'social',
      speakerLabels: 'always',
      frameRate: 25,
    });
    expect(result).toMatchObject({
      transcript_id: transcriptId,
      preset: 'social',
      format: 'srt',
      cues: cues.length,
      content: toSrt(cues),
    });
    expect(result.content.split('\n')[2]).toMatch(/^\[[^\]]+\] /);
    expect(Array.isArray(result.violations)).toBe(true);
  });

  test('an unknown transcript fails with the service’s words and request id; bad options are usage errors', async () => {
    const missing = await run(['captions', '00000000-0000-4000-8000-000000000000'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^✖ 404 .*\(request id [\w-]+\)\n$/);
    expect((await run(['captions', transcriptId, '--preset', 'cinema'], { env })).code).toBe(2);
    const frames = await run(['captions', transcriptId, '--frame-rate', 'fast'], { env });
    expect(frames.code).toBe(2);
    expect(frames.stderr).toContain('--frame-rate must be a number of frames per second');
    expect((await run(['captions'], { env })).code).toBe(2);
  });

  test('a transcript still in progress is refused with its status, not written as an empty file', async () => {
    const slow = await startTestSandbox({ processingMs: 600_000 });
    const seeded = await operator<{ transcript_ids: string[] }>(slow, 'POST', '/seed', {
      count: 1,
      completed: false,
    });
    const id = seeded.transcript_ids[0] as string;
    const { code, stderr } = await run(['captions', id, '-o', 'pending.srt'], {
      env: sandboxEnv(slow),
      cwd: dir,
    }).finally(() => slow.close());
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^✖ transcript [0-9a-f-]{36} is (pending|queued|processing) \(\d+ %\): its captions can be built once it is completed\n$/,
    );
    expect(readdirSync(dir)).not.toContain('pending.srt');
  });
});

describe('scribekit captions check', () => {
  test('a file that meets the preset exits 0; the service’s own one-cue-per-segment SRT exits 1 with every violation', async () => {
    const built = join(dir, 'built.srt');
    await run(['captions', transcriptId, '-o', built], { env });
    const ok = await run(['captions', 'check', built, '--preset', 'netflix'], { env });
    expect(ok).toMatchObject({ code: 0, stdout: '' });
    expect(ok.stderr).toMatch(/^✔ \d+ cues meet netflix\n$/);

    const service = join(dir, 'service.srt');
    expect(
      (await run(['export', transcriptId, '--format', 'srt', '-o', service], { env })).code,
    ).toBe(0);
    const bad = await run(['captions', 'check', service], { env });
    expect(bad.code).toBe(1);
    const lines = bad.stdout.trim().split('\n');
    const violations = checkCaptions(parseSrt(readFileSync(service, 'utf8')));
    expect(lines).toEqual(violations.map((violation) => `${service}: ${violation.message}`));
    expect(lines.some((line) => /line 1 has \d+ characters; the limit is 42/.test(line))).toBe(
      true,
    );
    expect(bad.stderr).toMatch(/^✖ \d+ violations of netflix in \d+ of \d+ cues\n$/);
  });

  test('--json gives the same violations as objects, with the same exit code', async () => {
    const file = join(dir, 'short.srt');
    writeFileSync(
      file,
      '1\n00:00:01,000 --> 00:00:01,400\nToo quick.\n\n2\n00:00:01,400 --> 00:00:03,000\nTouching the first.\n',
    );
    const { code, stdout } = await run(['captions', 'check', file, '--json'], { env });
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      file,
      format: 'srt',
      preset: 'netflix',
      cues: 2,
      violations: [
        { kind: 'too-short', cue: 0 },
        { kind: 'reading-speed', cue: 0 },
        { kind: 'gap-too-small', cue: 0 },
      ],
    });
  });

  test('reads WebVTT by extension or header, and stdin as -', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Ana>Hello there.\n';
    const file = join(dir, 'hello.captions');
    writeFileSync(file, vtt);
    expect((await run(['captions', 'check', file], { env })).code).toBe(0);
    const fromStdin = await run(['captions', 'check', '-', '--preset', 'broadcast'], {
      env,
      stdin: vtt,
    });
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stderr).toBe('✔ 1 cues meet broadcast\n');
  });

  test('a file that is not captions exits 1 naming the line; a missing file or a bad preset exits 2', async () => {
    const broken = join(dir, 'broken.srt');
    writeFileSync(
      broken,
      '1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:03,000 => 00:00:04,000\nbroken\n',
    );
    const parsed = await run(['captions', 'check', broken], { env });
    expect(parsed.code).toBe(1);
    expect(parsed.stderr).toBe(
      `✖ ${broken}:6: not a valid SRT file: expected a time line such as "00:00:01,000 --> 00:00:02,500" after cue number 2, found "00:00:03,000 => 00:00:04,000"\n`,
    );
    const missing = await run(['captions', 'check', join(dir, 'nope.srt')], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    expect((await run(['captions', 'check', broken, '--preset', 'tv'], { env })).code).toBe(2);
    expect((await run(['captions', 'check'], { env })).code).toBe(2);
  });

  test('the installed command exits 1, 0 and 2 as a process', async () => {
    const exec = promisify(execFile);
    const good = join(dir, 'good.srt');
    writeFileSync(good, '1\n00:00:01,000 --> 00:00:03,000\nHello there.\n');
    const short = join(dir, 'short.srt');
    const status = async (args: string[]) =>
      exec(process.execPath, [bin, ...args], { env: { ...process.env, ...env } }).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    expect(await status(['captions', 'check', good])).toBe(0);
    expect(await status(['captions', 'check', short])).toBe(1);
    expect(await status(['captions', 'check', good, '--preset', 'nope'])).toBe(2);
  });
});

describe('scribekit transcribe --captions', () => {
  test('writes <name>.srt built by the engine instead of the export; a rerun skips it, another preset rewrites it', async () => {
    const root = scratchDir('scribekit-batch-captions');
    writeRecordings(root, ['in/standup.wav', 'in/review.wav'], 40);
    const since = new Date().toISOString();
    const first = await run(
      ['transcribe', 'in', '--out', 'out', '--captions', 'netflix', '--json'],
      { env, cwd: root },
    );
    expect(first.code).toBe(0);
    const done = first.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((event) => event.event === 'itemDone');
    expect(done).toHaveLength(2);
    const out = join(root, 'out');
    expect(
      readdirSync(out)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(['review.srt', 'review.txt', 'standup.srt', 'standup.txt']);
    for (const event of done) {
      const srt = readFileSync(join(out, `${event.name}.srt`), 'utf8');
      expect(srt).toBe(
        toSrt(await transcriptCaptions(sdk(), event.transcriptId, { preset: 'netflix' })),
      );
    }
    // Only the txt came from the service's exports.
    const log = await operator<{ items: { body?: { format?: string } }[] }>(
      sandbox,
      'GET',
      `/requests?method=POST&path=/api/v1/transcripts/*/exports&limit=1000&since=${since}`,
    );
    expect(log.items.map((entry) => entry.body?.format)).toEqual(['txt', 'txt']);

    const again = await run(['transcribe', 'in', '--out', 'out', '--captions', 'netflix'], {
      env,
      cwd: root,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('All 2 items are done');

    const social = await run(
      ['transcribe', 'in', '--out', 'out', '--export', 'vtt', '--captions', 'social'],
      { env, cwd: root },
    );
    expect(social.code).toBe(0);
    const vtt = readFileSync(join(out, 'standup.vtt'), 'utf8');
    const id = done.find((event) => event.name === 'standup').transcriptId;
    expect(vtt).toBe(toVtt(await transcriptCaptions(sdk(), id, { preset: 'social' })));
  });

  test('an unknown preset is a usage error before anything is sent', async () => {
    const root = scratchDir('scribekit-batch-captions');
    writeRecordings(root, ['in/a.wav']);
    const { code, stderr } = await run(
      ['transcribe', 'in', '--out', 'out', '--captions', 'cinema'],
      { env, cwd: root },
    );
    expect(code).toBe(2);
    expect(stderr).toContain('--captions cinema: presets are netflix, broadcast, social, loose');
  });
});
