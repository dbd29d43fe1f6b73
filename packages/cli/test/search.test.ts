// `scribekit search`, `index` and `ask` against a sandbox of 300 distinct transcripts over real
// HTTP: the output for a pipe, a terminal and --json, what reaches the service, and a warm search's
// cost against `scribekit --version` in the same run.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type CorpusTranscript,
  distinctTarget,
  readCorpus,
  seedDistinct,
  uniquePhrase,
} from '../../sdk/test/search/corpus.js';
import { bin } from './support/build-once.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { freshConfigDir, run } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let corpus: CorpusTranscript[];
let target: CorpusTranscript;

beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 100 });
  env = { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: freshConfigDir() };
  corpus = await readCorpus(sandbox, await seedDistinct(sandbox, 300));
  target = distinctTarget(corpus, 211);
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
});

const clockOf = (seconds: number) => {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 3600)}:${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

describe('scribekit index', () => {
  test('indexes every transcript, then fetches nothing when nothing changed', async () => {
    const first = await run(['index'], { env });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^✔ 300 transcripts, \d+ segments indexed \(300 new, 0 changed, 0 removed\) in [\d.]+ s\n {2}[\d.]+ MB in .*search\/[0-9a-f]{16}\n$/,
    );
    const since = new Date();
    const again = await run(['index', '--json'], { env });
    expect(JSON.parse(again.stdout)).toMatchObject({ added: 0, fetched: 0, transcripts: 300 });
    expect(sandbox.requests({ origin: 'api', since }).map((r) => r.path)).toEqual([
      '/api/v1/transcripts/',
      '/api/v1/transcripts/',
    ]);
  });
});

describe('scribekit search', () => {
  test('prints the hit with title, time and speaker, the match marked [[…]] in a pipe', async () => {
    const { phrase, segment } = uniquePhrase(corpus, target);
    const { code, stdout } = await run(['search', phrase, '--limit', '1'], { env });
    expect(code).toBe(0);
    const speaker = target.speakers.find((s) => s.id === segment.speaker_id);
    const [head, body] = stdout.split('\n');
    expect(head).toBe(
      `${target.title}  ${clockOf(segment.start_s)}  ${speaker?.name || speaker?.label}  ${target.id}`,
    );
    expect(body?.startsWith('  ')).toBe(true);
    const marked = [...(body as string).matchAll(/\[\[(.+?)\]\]/g)].map(
      ([, text]) =>
        ` ${text
          ?.toLowerCase()
          .match(/[\p{L}\p{N}']+/gu)
          ?.join(' ')} `,
    );
    expect(marked.some((text) => text.includes(` ${phrase} `))).toBe(true);
    expect((body as string).replace(/\[\[|\]\]/g, '').trim()).toBe(segment.text);
  });

  test('marks the match bold and underlined on a terminal', async () => {
    const { phrase } = uniquePhrase(corpus, target);
    const { stdout } = await run(['search', phrase, '--limit', '1'], { env, terminal: true });
    expect(stdout).toContain('\u001b[1;4m');
    expect(stdout).not.toContain('[[');
  });

  test('--json prints one hit a line with the pinned fields; --speaker and --since filter', async () => {
    const { phrase, segment } = uniquePhrase(corpus, target);
    const { stdout } = await run(['search', phrase, '--json', '--limit', '5'], { env });
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(Object.keys(lines[0])).toEqual([
      'transcript_id',
      'title',
      'start_s',
      'end_s',
      'speaker',
      'text',
    ]);
    expect(lines[0]).toMatchObject({
      transcript_id: target.id,
      start_s: segment.start_s,
      end_s: segment.end_s,
      text: segment.text,
    });
    const other = target.speakers.find((s) => s.id !== segment.speaker_id);
    if (other) {
      const filtered = await run(
        ['search', phrase, '--json', '--speaker', other.name || other.label],
        { env },
      );
      expect(filtered.stdout.includes(segment.text)).toBe(false);
    }
    const future = await run(['search', phrase, '--json', '--since', '2999-01-01'], { env });
    expect(future.stdout).toBe('');
    const bad = await run(['search', phrase, '--since', 'soon'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"soon" is not a date');
    expect((await run(['search', phrase, '--limit', '0'], { env })).code).toBe(2);
  });

  test('finds a new transcript on the next search, fetching only it; --offline does not look', async () => {
    const [fresh] = await seedDistinct(sandbox, 1, 120);
    const [added] = await readCorpus(sandbox, [fresh as string]);
    const { phrase } = uniquePhrase(
      [...corpus, added as CorpusTranscript],
      added as CorpusTranscript,
    );
    const offline = await run(['search', phrase, '--json', '--offline'], { env });
    expect(offline.stdout.includes(fresh as string)).toBe(false);
    const since = new Date();
    const { stdout } = await run(['search', phrase, '--json', '--limit', '1'], { env });
    expect(JSON.parse(stdout).transcript_id).toBe(fresh);
    const fetched = sandbox
      .requests({ origin: 'api', since })
      .map((r) => r.path)
      .filter((p) => p !== '/api/v1/transcripts/');
    expect(fetched).toEqual([`/api/v1/transcripts/${fresh}`]);
    corpus.push(added as CorpusTranscript);
  });

  test('a transcript edited on the service is found by its new words on the next search, fetching only it', async () => {
    const edited = distinctTarget(corpus, 42);
    const segment = edited.segments[
      Math.floor(edited.segments.length / 2)
    ] as CorpusTranscript['segments'][number];
    const { phrase: oldPhrase } = uniquePhrase(corpus, edited);
    await operator(sandbox, 'POST', `/transcripts/${edited.id}/edit`, {
      segments: [
        {
          seq: edited.segments.indexOf(segment),
          text: 'The zeppelin hangar lease renews in April.',
        },
      ],
    });
    const since = new Date();
    const { stdout } = await run(['search', 'zeppelin hangar', '--json'], { env });
    const hits = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(hits).toEqual([
      expect.objectContaining({
        transcript_id: edited.id,
        start_s: segment.start_s,
        text: 'The zeppelin hangar lease renews in April.',
      }),
    ]);
    const fetched = sandbox
      .requests({ origin: 'api', since })
      .map((r) => r.path)
      .filter((p) => p !== '/api/v1/transcripts/');
    expect(fetched).toEqual([`/api/v1/transcripts/${edited.id}`]);
    // Its old words are found no more where they were replaced.
    if (segment.text.toLowerCase().includes(oldPhrase)) {
      const old = await run(['search', `"${oldPhrase}"`, '--json', '--offline'], { env });
      expect(old.stdout.includes(edited.id)).toBe(false);
    }
  });

  test('a transcript deleted on the service is gone from the next search', async () => {
    await operator(sandbox, 'POST', '/snapshots', { name: 'before-extra' });
    const [extra] = await seedDistinct(sandbox, 1, 60);
    const [added] = await readCorpus(sandbox, [extra as string]);
    const { phrase } = uniquePhrase(
      [...corpus, added as CorpusTranscript],
      added as CorpusTranscript,
    );
    const found = await run(['search', `"${phrase}"`, '--json', '--limit', '1'], { env });
    expect(JSON.parse(found.stdout).transcript_id).toBe(extra);
    // The state from before it was made: on the service, it no longer exists.
    await operator(sandbox, 'POST', '/snapshots/before-extra/restore');
    const since = new Date();
    const gone = await run(['search', `"${phrase}"`, '--json'], { env });
    expect(gone.code).toBe(0);
    expect(gone.stdout).toBe('');
    expect(
      sandbox.requests({ origin: 'api', since }).every((r) => r.path === '/api/v1/transcripts/'),
    ).toBe(true);
    const counts = JSON.parse((await run(['index', '--json'], { env })).stdout);
    expect(counts).toMatchObject({ removed: 0, transcripts: corpus.length });
  });

  test('with the service out of reach, searches the index as it is and says so', async () => {
    const { phrase } = uniquePhrase(corpus, target);
    await operator(sandbox, 'POST', '/faults', {
      match: { method: 'GET', path: '/api/v1/transcripts/' },
      effect: { drop: true },
      times: 10,
    });
    const { code, stdout, stderr } = await run(['search', phrase, '--json', '--limit', '1'], {
      env,
    });
    await operator(sandbox, 'DELETE', '/faults');
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /^! Could not bring the index up to date \(.+\); searching it as it is\.\n$/,
    );
    expect(JSON.parse(stdout).transcript_id).toBe(target.id);
  });

  test('a warm search (index on disk, new process) costs about the start-up of `scribekit --version`', async () => {
    // CPU time of each child (bash's `time`), alternating the commands, medians of 7: a busy
    // machine stretches wall time, not the work a process does.
    // Not spawnSync: the sandbox answers the searches' requests from this process.
    const cpu = async (args: string[]) => {
      const shell = await promisify(execFile)(
        'bash',
        [
          '-c',
          'TIMEFORMAT="%3U %3S"; time "$@" > /dev/null',
          'bash',
          process.execPath,
          bin,
          ...args,
        ],
        { env: { ...process.env, ...env }, encoding: 'utf8' },
      );
      const [user, system] = (shell.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
      return (user as number) + (system as number);
    };
    const { phrase } = uniquePhrase(corpus, target);
    const version: number[] = [];
    const offline: number[] = [];
    const online: number[] = [];
    for (let i = 0; i < 7; i++) {
      version.push(await cpu(['--version']));
      offline.push(await cpu(['search', phrase, '--offline']));
      online.push(await cpu(['search', phrase]));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[3] as number;
    const ratio = median(offline) / median(version);
    console.log(
      `CPU medians: --version ${median(version)} s, search --offline ${median(offline)} s (${ratio.toFixed(2)}×), search with its sync ${median(online)} s (${(median(online) / median(version)).toFixed(2)}×)`,
    );
    // The budget is 1.5× (`pnpm --filter @scribekit/cli bench:search` measures it at 1,000 hours:
    // 1.49× wall, 1.51× CPU). Here, on 300 transcripts, an offline search costs 1.6–2.24× the CPU
    // of `--version` beside the other suites on two cores (CPU time is not free of the load: caches
    // and frequency); one that loaded the SDK client or went to the network costs 3.5× and more
    // (the search with its sync, above, reads 5.9–7.4×). The bound sits between the two.
    expect(ratio).toBeLessThan(2.8);
  });
});

describe('scribekit ask', () => {
  test('--json: one Smart Report over the best transcripts with the question as instructions and --kb as knowledge_base_ids', async () => {
    const kb = await fetch(`${sandbox.apiUrl}/knowledge-bases?personal=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Handbook' }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const { phrase } = uniquePhrase(corpus, target);
    const question = `What was said about ${phrase}?`;
    const since = new Date();
    const { code, stdout, stderr } = await run(
      ['ask', question, '--transcripts', '3', '--kb', kb.id, '--json'],
      { env },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const answer = JSON.parse(stdout);
    expect(Object.keys(answer)).toEqual(['answer_md', 'report_id', 'sources']);
    const posts = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      instructions: question,
      knowledge_base_ids: [kb.id],
      transcript_ids: answer.sources.map((s: { transcript_id: string }) => s.transcript_id),
    });
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    expect(answer.sources).toContainEqual(
      expect.objectContaining({ transcript_id: target.id, title: target.title }),
    );
    expect(answer.report_id).toBe(
      (
        await fetch(`${sandbox.apiUrl}/smart-reports/${answer.report_id}`, {
          headers: { authorization: `Bearer ${sandbox.apiKey}` },
        }).then((r) => r.json() as Promise<{ id: string }>)
      ).id,
    );
    expect(answer.answer_md.length).toBeGreaterThan(0);
  });

  test('prints the answer, then its sources with title, time and id', async () => {
    const { phrase } = uniquePhrase(corpus, target);
    const { code, stdout } = await run(['ask', `Anything on ${phrase}?`, '--transcripts', '5'], {
      env,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/\n\nSources\n(- .+\n)+Report [0-9a-f-]{36}\n$/);
    // The phrase's transcript, at the moment that matched the question best.
    const line = new RegExp(`\\n- ${target.title}  (\\d+:\\d\\d:\\d\\d)  ${target.id}\\n`).exec(
      stdout,
    );
    expect(line, stdout).not.toBeNull();
    expect(target.segments.map((s) => clockOf(s.start_s))).toContain(line?.[1]);
  });

  test('a question no transcript matches is a usage error, and no report is made', async () => {
    const since = new Date();
    const { code, stderr } = await run(['ask', 'qqzzx wwvvy?'], { env });
    expect(code).toBe(2);
    expect(stderr).toContain('No transcript');
    expect(sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since })).toEqual([]);
    expect((await run(['ask', 'x', '--transcripts', '50'], { env })).code).toBe(2);
  });
});
