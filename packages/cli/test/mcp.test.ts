import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { keyQuotaStore } from '../src/batch/key-quota-store.js';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { writeRecordings } from './support/media.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

const TOOLS = [
  'transcribe',
  'get_transcript',
  'search_transcripts',
  'list_jobs',
  'summarize_transcript',
  'get_action_items',
  'get_chapters',
  'export_transcript',
  'send_meeting_bot',
  'ask_transcripts',
];

let sandbox: Sandbox;
let env: Record<string, string>;
let work: string; // --allow-dir
let rootFolder: string; // a root the client offers
let outside: string; // neither
let mcp: Awaited<ReturnType<typeof startMcpClient>>;
let answer: 'accept' | 'decline' | 'cancel' = 'decline';

const count = async (method: string, path: string) =>
  (
    await operator<{ count: number }>(
      sandbox,
      'GET',
      `/requests/count?method=${method}&path=${encodeURIComponent(path)}`,
    )
  ).count;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const scratch = scratchDir('mcp');
  work = join(scratch, 'work');
  rootFolder = join(scratch, 'client-root');
  outside = join(scratch, 'outside');
  for (const dir of [work, rootFolder, outside]) mkdirSync(dir);
  writeRecordings(work, ['calls/standup.wav'], 40);
  writeRecordings(outside, ['secret.wav']);
  symlinkSync(join(outside, 'secret.wav'), join(work, 'link-out.wav'));
  symlinkSync(outside, join(work, 'dir-out'));
  env = { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(scratch, 'config') };
  mcp = await startMcpClient({
    args: ['--allow-dir', work],
    env,
    cwd: scratch,
    roots: [rootFolder],
    confirm: () => answer,
  });
});
afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

describe('scribekit mcp over stdio', () => {
  test('lists the ten tools with titles, input and output schemas and annotations, and the transcript template', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      const hints = tool.annotations ?? {};
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
        expect(typeof hints[hint as keyof typeof hints], `${tool.name} ${hint}`).toBe('boolean');
      }
    }
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint).map((t) => t.name);
    expect(readOnly).toEqual(['get_transcript', 'search_transcripts', 'list_jobs']);
    expect(byName.get('send_meeting_bot')?.annotations).toMatchObject({
      destructiveHint: true,
      openWorldHint: true,
    });
    expect(byName.get('search_transcripts')?.description).toContain('spoken TEXT');
    expect(Object.keys(byName.get('get_transcript')?.inputSchema.properties ?? {})).toEqual([
      'id',
      'offset',
      'limit',
      'include_words',
      'max_chars',
    ]);
    const { resourceTemplates } = await mcp.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('scribekit://transcripts/{id}');
  });

  test('transcribes a WAV with progress, reads it back in pages, finds, summarises and exports it, and serves it as a resource', async () => {
    const progress: { progress: number; message?: string }[] = [];
    const made = await mcp.client.callTool(
      { name: 'transcribe', arguments: { path: 'calls/standup.wav', language: 'en' } },
      { onprogress: (update) => progress.push(update) },
    );
    expect(made.isError, textOf(made)).toBeFalsy();
    const transcript = made.structuredContent as { transcript_id: string; [key: string]: unknown };
    expect(transcript).toMatchObject({
      status: 'completed',
      reused: false,
      source: join(work, 'calls', 'standup.wav'),
      resource_uri: `scribekit://transcripts/${transcript.transcript_id}`,
    });
    expect(transcript.duration).toMatch(/^0:00:\d\d$/);
    expect(made.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: transcript.resource_uri }),
    );
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.map((p) => p.message)).toEqual(expect.arrayContaining(['uploading']));
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i]?.progress).toBeGreaterThan(progress[i - 1]?.progress as number);
    }
    // The finished work is said by the result alone: a notification sent just before it could
    // reach the client after it, for a token the client has dropped.
    expect(Math.max(...progress.map((p) => p.progress))).toBeLessThan(100);
    const id = transcript.transcript_id;

    const first = await mcp.client.callTool({
      name: 'get_transcript',
      arguments: { id, limit: 2 },
    });
    const page = first.structuredContent as {
      segments: { index: number; start_s: number; speaker: string }[];
      speakers: { name: string; talk_time: string; talk_time_s: number }[];
      cut: boolean;
      next_offset: number;
      total_segments: number;
    };
    expect(page.segments.map((s) => s.index)).toEqual([0, 1]);
    expect(page.cut).toBe(true);
    expect(page.next_offset).toBe(2);
    expect(page.total_segments).toBeGreaterThan(2);
    expect(textOf(first)).toMatch(/^\[0:00:\d\d\] /m);
    expect(page.speakers.length).toBeGreaterThan(0);
    expect(page.speakers[0]?.talk_time).toMatch(/^\d+:\d\d:\d\d$/);
    expect(textOf(first)).toContain('call get_transcript again with offset 2');
    const rest = await mcp.client.callTool({
      name: 'get_transcript',
      arguments: { id, offset: 2, limit: 500 },
    });
    const last = rest.structuredContent as typeof page;
    expect(last.segments[0]?.index).toBe(2);
    expect(last.cut).toBe(false);
    expect(last.next_offset).toBeUndefined();

    const found = await mcp.client.callTool({
      name: 'search_transcripts',
      arguments: { query: 'standup', mode: 'titles' },
    });
    expect((found.structuredContent as { transcripts: { id: string }[] }).transcripts).toEqual([
      expect.objectContaining({ id }),
    ]);

    const summary = await mcp.client.callTool({ name: 'summarize_transcript', arguments: { id } });
    expect(summary.isError, textOf(summary)).toBeFalsy();
    const report = summary.structuredContent as { shown_chars: number; report_id: string };
    expect(textOf(summary)).toMatch(/^# /); // the report itself, once: in the text
    expect(report.shown_chars).toBe(textOf(summary).length);
    expect(summary.structuredContent).not.toHaveProperty('markdown');
    expect(summary.content).toContainEqual(
      expect.objectContaining({ uri: `scribekit://reports/${report.report_id}` }),
    );

    const exported = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'srt', path: 'subtitles/standup.srt' },
    });
    expect(exported.isError, textOf(exported)).toBeFalsy();
    const file = join(work, 'subtitles', 'standup.srt');
    expect(exported.structuredContent).toMatchObject({ path: file, format: 'srt' });
    expect(readFileSync(file, 'utf8')).toMatch(/^1\r?\n00:00:\d\d,\d{3} --> /);
    const again = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'srt', path: 'subtitles/standup.srt' },
    });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toContain('never overwritten');

    const { contents } = await mcp.client.readResource({ uri: `scribekit://transcripts/${id}` });
    expect(contents[0]?.mimeType).toBe('text/markdown');
    const markdown = String((contents[0] as { text: string }).text);
    expect(markdown).toContain('## Speakers');
    expect(markdown).toMatch(/\*\*[^*]+\*\* \[0:00:00\]: /);

    // The same file again: its transcript, without a second upload (nor a second slot).
    const inits = await count('POST', '/api/v1/files/upload-init');
    const twice = await mcp.client.callTool({
      name: 'transcribe',
      arguments: { path: join(work, 'calls', 'standup.wav'), language: 'en' },
    });
    expect(twice.structuredContent).toMatchObject({ transcript_id: id, reused: true });
    expect(await count('POST', '/api/v1/files/upload-init')).toBe(inits);
  });

  test('two calls for the same new file at once share one upload and one transcript', async () => {
    writeRecordings(work, ['calls/twice.wav'], 20);
    const inits = await count('POST', '/api/v1/files/upload-init');
    const results = await Promise.all(
      [1, 2].map(() =>
        mcp.client.callTool({ name: 'transcribe', arguments: { path: 'calls/twice.wav' } }),
      ),
    );
    for (const result of results) expect(result.isError, textOf(result)).toBeFalsy();
    const ids = results.map(
      (result) => (result.structuredContent as { transcript_id: string }).transcript_id,
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await count('POST', '/api/v1/files/upload-init')).toBe(inits + 1);
  });

  test('a signed link is imported and shown without its secret; wait: false answers with the id at once; chapters, action items and a text export of a transcript', async () => {
    const signed =
      'https://media.example.com/talks/keynote.mp3?X-Amz-Expires=300&X-Amz-Signature=d3adb33f';
    const started = await mcp.client.callTool({
      name: 'transcribe',
      arguments: { url: signed, wait: false, title: 'Keynote' },
    });
    expect(started.isError, textOf(started)).toBeFalsy();
    const link = started.structuredContent as {
      transcript_id: string;
      source: string;
      title: string;
    };
    expect(link.source).toBe('https://media.example.com/talks/keynote.mp3');
    expect(link.title).toBe('Keynote');
    expect(JSON.stringify(started)).not.toContain('d3adb33f');
    const jobs = await mcp.client.callTool({ name: 'list_jobs', arguments: { all: true } });
    const imports = (
      jobs.structuredContent as { jobs: { kind: string; what: string }[] }
    ).jobs.filter((job) => job.kind === 'import');
    expect(imports.map((job) => job.what)).toContain('https://media.example.com/talks/keynote.mp3');
    expect(JSON.stringify(jobs)).not.toContain('d3adb33f');

    const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
      count: 1,
      completed: true,
      duration_s: 300,
    });
    const id = seeded.transcript_ids[0] as string;
    const chapters = await mcp.client.callTool({ name: 'get_chapters', arguments: { id } });
    const list = (chapters.structuredContent as { chapters: { start: string; start_s: number }[] })
      .chapters;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.start).toMatch(/^0:\d\d:\d\d$/);
    const items = await mcp.client.callTool({ name: 'get_action_items', arguments: { id } });
    expect(items.isError, textOf(items)).toBeFalsy();
    expect(items.structuredContent).toMatchObject({ transcript_id: id });
    const text = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'vtt' },
    });
    expect(text.structuredContent).toMatchObject({ cut: false });
    expect(text.structuredContent).not.toHaveProperty('path');
    expect(textOf(text)).toMatch(/^WEBVTT/);
    // A new path without an extension is a folder: the file is named after the title inside it.
    const pdf = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'pdf', path: 'reports' },
    });
    const written = (pdf.structuredContent as { path: string }).path;
    expect(dirname(written)).toBe(join(work, 'reports'));
    expect(written).toMatch(/\.pdf$/);
    expect(readFileSync(written).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("summaries wait for one of the key's 3 Smart Report slots when all are taken (here by other processes), and say so", async () => {
    const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
      count: 1,
      completed: true,
    });
    const busy = keyQuotaStore(env.SCRIBEKIT_CONFIG_DIR as string, {
      apiKey: sandbox.apiKey,
      baseUrl: sandbox.baseUrl,
    });
    const leases = ['a', 'b', 'c'].map((id) => ({
      id,
      sent: Date.now(),
      until: Date.now() + 60_000,
    }));
    await busy.update('smart-report', (state) => ({
      state: { ...state, pending: [...state.pending, ...leases] },
      result: undefined,
    }));
    const reports = () => count('POST', '/api/v1/smart-reports/');
    const before = await reports();
    const messages: string[] = [];
    const summary = mcp.client.callTool(
      {
        name: 'summarize_transcript',
        arguments: { id: seeded.transcript_ids[0], instructions: 'Short.' },
      },
      { onprogress: ({ message }) => messages.push(String(message)) },
    );
    const waiting = 'waiting for a Smart Report slot (3 of 3 in use)';
    for (let i = 0; i < 400 && !messages.includes(waiting); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(messages).toContain(waiting);
    expect(await reports()).toBe(before); // none made while all three slots were taken
    await busy.update('smart-report', (state) => ({
      state: { ...state, pending: state.pending.filter((lease) => lease.id !== 'a') },
      result: undefined,
    }));
    const done = await summary;
    expect(done.isError, textOf(done)).toBeFalsy();
    expect(await reports()).toBe(before + 1);
    await busy.update('smart-report', (state) => ({
      state: { ...state, pending: [] },
      result: undefined,
    }));
  });

  test('refuses paths outside the folders — absolute, "../" and a symlink out — with tool errors, sending nothing; a client root is allowed', async () => {
    const inits = await count('POST', '/api/v1/files/upload-init');
    const refusals = [
      [join(outside, 'secret.wav'), 'outside the folders'],
      ['../outside/secret.wav', 'paths with ".." are refused'],
      ['calls/../../outside/secret.wav', 'paths with ".." are refused'],
      ['link-out.wav', `a link to ${join(outside, 'secret.wav')}`],
      ['dir-out/secret.wav', 'outside the folders'],
    ] as const;
    for (const [path, reason] of refusals) {
      const result = await mcp.client.callTool({ name: 'transcribe', arguments: { path } });
      expect(result.isError, path).toBe(true);
      expect(textOf(result), path).toContain(reason);
    }
    const seeded = await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
      count: 1,
      completed: true,
    });
    const id = seeded.transcript_ids[0] as string;
    const outOfBounds = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'txt', path: 'dir-out/notes.txt' },
    });
    expect(outOfBounds.isError).toBe(true);
    expect(textOf(outOfBounds)).toContain('through a link to');
    expect(await count('POST', '/api/v1/files/upload-init')).toBe(inits);

    const inRoot = await mcp.client.callTool({
      name: 'export_transcript',
      arguments: { id, format: 'txt', path: join(rootFolder, 'notes.txt') },
    });
    expect(inRoot.isError, textOf(inRoot)).toBeFalsy();
    expect(readFileSync(join(rootFolder, 'notes.txt'), 'utf8').length).toBeGreaterThan(20);
  });

  test('send_meeting_bot shows the platform and meeting and asks: declined sends nothing, accepted sends one bot', async () => {
    const meeting = 'https://meet.google.com/abc-defg-hij?authuser=0';
    const bots = () => count('POST', '/api/v1/recording-jobs/');
    answer = 'decline';
    const declined = await mcp.client.callTool({
      name: 'send_meeting_bot',
      arguments: { meeting_url: meeting },
    });
    expect(declined.structuredContent).toMatchObject({
      sent: false,
      answer: 'declined',
      platform: 'Google Meet',
    });
    expect(textOf(declined)).toContain('The user declined');
    expect(mcp.asked.at(-1)).toContain('Google Meet meeting? Meeting: abc-defg-hij');
    answer = 'cancel';
    const cancelled = await mcp.client.callTool({
      name: 'send_meeting_bot',
      arguments: { meeting_url: meeting },
    });
    expect(cancelled.structuredContent).toMatchObject({ sent: false, answer: 'cancelled' });
    expect(textOf(cancelled)).toContain('cancelled the question');
    expect(await bots()).toBe(0);
    answer = 'accept';
    const sent = await mcp.client.callTool({
      name: 'send_meeting_bot',
      arguments: { meeting_url: meeting },
    });
    expect(sent.structuredContent).toMatchObject({
      sent: true,
      answer: 'yes',
      meeting_url: 'https://meet.google.com/abc-defg-hij',
    });
    expect(await bots()).toBe(1);
    const jobs = await mcp.client.callTool({ name: 'list_jobs', arguments: {} });
    expect(
      (jobs.structuredContent as { jobs: { kind: string; what: string }[] }).jobs,
    ).toContainEqual(
      expect.objectContaining({
        kind: 'recording',
        what: 'google_meet https://meet.google.com/abc-defg-hij',
      }),
    );
  });

  test('user mistakes are tool errors an assistant can act on, never protocol errors', async () => {
    const cases = [
      ['get_transcript', { id: '00000000-0000-4000-8000-000000000000' }, 'Not found (404'],
      ['transcribe', { url: 'ftp://example.com/talk.mp3' }, 'not an http(s) link'],
      ['transcribe', { url: 'https://zoom.us/j/123456789' }, 'use send_meeting_bot'],
      ['transcribe', {}, 'Give either path'],
      [
        'export_transcript',
        { id: '00000000-0000-4000-8000-000000000000', format: 'pdf' },
        'give a path',
      ],
      ['send_meeting_bot', { meeting_url: 'https://www.youtube.com/watch?v=abc' }, 'not a meeting'],
    ] as const;
    for (const [name, args, text] of cases) {
      const result = await mcp.client.callTool({ name, arguments: args });
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toContain(text);
    }
    expect(mcp.protocolErrors).toEqual([]);
    expect(mcp.stderr()).not.toContain(sandbox.apiKey);
  });
});

describe('a client that cannot ask the user', () => {
  test('gets send_meeting_bot refused, unless the server runs with --allow-bots', async () => {
    const cwd = scratchDir('mcp-bots');
    for (const [args, sends] of [
      [[], false],
      [['--allow-bots'], true],
    ] as const) {
      const plain = await startMcpClient({ args: [...args], env, cwd });
      try {
        const result = await plain.client.callTool({
          name: 'send_meeting_bot',
          arguments: { meeting_url: 'https://zoom.us/j/987654321' },
        });
        expect(Boolean(result.isError)).toBe(!sends);
        if (!sends) expect(textOf(result)).toContain('cannot ask the user to confirm');
        else expect(result.structuredContent).toMatchObject({ sent: true, platform: 'Zoom' });
      } finally {
        await plain.close();
      }
    }
  });
});

describe('without a key', () => {
  test('the server starts and lists its tools; each tool says how to set a key, and no resource listing fails', async () => {
    const cwd = scratchDir('mcp-no-key');
    const bare = await startMcpClient({ env: { SCRIBEKIT_CONFIG_DIR: join(cwd, 'config') }, cwd });
    try {
      expect((await bare.client.listTools()).tools).toHaveLength(10);
      // the transcript App alone: no transcripts without a key, and no error either
      expect((await bare.client.listResources()).resources.map((r) => r.uri)).toEqual([
        'ui://scribekit/transcript',
      ]);
      const result = await bare.client.callTool({ name: 'search_transcripts', arguments: {} });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('no API key: set SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL');
      expect(textOf(result)).toContain('the "env" of its entry in the client\'s configuration');
      expect(bare.stderr()).toContain('no API key');
    } finally {
      await bare.close();
    }
  });
});

describe('a server killed mid-upload', () => {
  test('the next server continues the upload: no second upload-init, only the parts that were missing', async () => {
    const cwd = scratchDir('mcp-kill');
    writeRecordings(cwd, ['long.wav'], 120); // 1.9 MB: 30 parts of 64 KiB
    const config = { ...env, SCRIBEKIT_CONFIG_DIR: join(cwd, 'config') };
    const inits = await count('POST', '/api/v1/files/upload-init');
    const puts = () => sandbox.countRequests({ origin: 'upload', method: 'PUT' });
    const putsBefore = puts();
    // Slow parts, so the kill lands in the middle of the upload.
    await operator(sandbox, 'POST', '/faults', {
      match: { origin: 'upload', method: 'PUT' },
      effect: { delay_ms: 300 },
      times: 1000,
    });
    const first = await startMcpClient({ env: config, cwd });
    let killed = false;
    await first.client
      .callTool(
        { name: 'transcribe', arguments: { path: 'long.wav' } },
        {
          onprogress: ({ progress, message }) => {
            if (!killed && message === 'uploading' && progress > 15) {
              killed = true;
              process.kill(first.pid as number, 'SIGKILL');
            }
          },
        },
      )
      .catch(() => undefined); // the server is gone mid-call
    expect(killed).toBe(true);
    await operator(sandbox, 'DELETE', '/faults');
    const sentBeforeKill = puts() - putsBefore;
    // Enough parts on the service that sending them again would show (the bound below).
    expect(sentBeforeKill).toBeGreaterThan(4);
    expect(sentBeforeKill).toBeLessThan(30);

    const second = await startMcpClient({ env: config, cwd });
    try {
      const done = await second.client.callTool({
        name: 'transcribe',
        arguments: { path: 'long.wav' },
      });
      expect(done.isError, textOf(done)).toBeFalsy();
      expect(done.structuredContent).toMatchObject({ status: 'completed', duration: '0:02:00' });
    } finally {
      await second.close();
    }
    expect(await count('POST', '/api/v1/files/upload-init')).toBe(inits + 1);
    // Parts on record before the kill are not sent again (those in flight at the kill may be).
    expect(puts() - putsBefore).toBeLessThanOrEqual(30 + 4);
  });
});
