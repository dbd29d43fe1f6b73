import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeWav } from './support/media.js';
import { type Json, sha256, startTestSandbox, type TestSandbox } from './support/sandbox.js';
import { completedTranscript, uploadBytes } from './support/upload.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-replay-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CLOSED = 'http://127.0.0.1:9/hook';

async function operator(sbx: TestSandbox, path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${sbx.baseUrl}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

/** Every change the API offers that a test can make, each at least once. */
async function workload(sbx: TestSandbox): Promise<string[]> {
  const files: string[] = [];
  const ok = async (res: Promise<{ status: number; text: string; body: Json }>) => {
    const answer = await res;
    expect(answer.status, answer.text).toBeLessThan(300);
    return answer.body;
  };
  const hook = await ok(sbx.api('POST', '/webhooks/', { body: { url: CLOSED } }));
  const quiet = await ok(
    sbx.api('POST', '/webhooks/', { body: { url: CLOSED, events: ['payment.failed'] } }),
  );
  await ok(sbx.api('PATCH', `/webhooks/${quiet.id}`, { body: { events: ['payment.succeeded'] } }));
  await ok(sbx.api('POST', `/webhooks/${quiet.id}/regenerate-secret`));
  await ok(sbx.api('POST', `/webhooks/${quiet.id}/retest`));

  const id = await completedTranscript(sbx, makeWav(6), { auto_smart_report: true });
  files.push((await ok(sbx.api('GET', `/transcripts/${id}`))).file_id);
  await ok(sbx.api('POST', `/transcripts/${id}/speakers/auto-name`));
  await ok(sbx.api('POST', `/transcripts/${id}/generate-chapters`));
  await ok(sbx.api('POST', `/transcripts/${id}/chapters/regenerate`));
  await ok(sbx.api('POST', `/transcripts/${id}/action-items/extract`));
  await ok(sbx.api('POST', '/exports/', { body: { transcript_id: id, format: 'txt' } }));
  await ok(sbx.api('POST', '/smart-reports/', { body: { transcript_id: id, type: 'summary' } }));

  // An upload left half done, and one whose checksum fails.
  const half = await ok(
    sbx.api('POST', '/files/upload-init', { body: { filename: 'half.wav', size_bytes: 100 } }),
  );
  await fetch(half.parts[0].url, { method: 'PUT', body: new Uint8Array(100) });
  files.push(half.file_id);
  const bad = await ok(
    sbx.api('POST', '/files/upload-init', {
      body: { filename: 'bad.wav', size_bytes: 10, sha256: sha256(new Uint8Array(1)) },
    }),
  );
  const put = await fetch(bad.parts[0].url, { method: 'PUT', body: new Uint8Array(10) });
  await sbx.api('POST', '/files/upload-complete', {
    body: { file_id: bad.file_id, parts: [{ part_no: 1, etag: put.headers.get('etag') }] },
  });
  files.push(bad.file_id, (await uploadBytes(sbx, makeWav(2))).fileId);

  await ok(sbx.api('POST', '/source-imports/', { body: { url: 'https://vimeo.com/76979871' } }));
  const failing = await ok(
    sbx.api('POST', '/source-imports/', { body: { url: 'https://example.com/blog/post' } }),
  );
  const bot = await ok(
    sbx.api('POST', '/recording-jobs/', {
      body: { platform: 'google_meet', meet_url: 'https://meet.google.com/abc-defg-hij' },
    }),
  );
  await ok(
    sbx.api('POST', '/recording-jobs/', {
      body: { platform: 'google_meet', meet_url: 'https://meet.google.com/xyz-abcd-efg' },
    }),
  );
  await ok(sbx.api('POST', `/recording-jobs/${bot.id}/cancel`));

  const kb = await ok(sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'A' } }));
  await ok(
    sbx.api('PATCH', `/knowledge-bases/${kb.id}?personal=true`, { body: { description: 'd' } }),
  );
  await ok(
    sbx.api('POST', `/knowledge-bases/${kb.id}/entries?personal=true`, {
      body: { source_kind: 'text', content: 'Budget notes. '.repeat(400), title: 'Notes' },
    }),
  );

  await operator(sbx, 'api-keys', { name: 'reader', scopes: ['transcripts:read'] });
  await operator(sbx, 'seed', { count: 3 });
  await operator(sbx, 'seed', { count: 2, completed: false });
  await operator(sbx, 'events', { event: 'payment.succeeded' });
  await operator(sbx, 'jobs/finish', {});
  await sbx.idle();
  await ok(sbx.api('POST', `/source-imports/${failing.id}/retry`));
  await operator(sbx, 'jobs/finish', {});
  await sbx.idle();
  expect(hook.id).toBeTruthy();
  return files;
}

/** What the API shows of everything, without the origins' ports and link signatures. */
async function everything(sbx: TestSandbox, files: string[]): Promise<Json> {
  const get = async (path: string) => {
    const res = await sbx.api('GET', path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.body;
  };
  const shown: Record<string, unknown> = {};
  const transcripts = await get('/transcripts/?limit=200');
  shown.transcripts = transcripts;
  for (const t of transcripts.items) {
    for (const part of ['', '/action-items', '/chapters', '/speakers', '/annotations']) {
      shown[`${t.id}${part}`] = await get(`/transcripts/${t.id}${part}`);
    }
    files.push(t.file_id);
  }
  for (const id of new Set(files)) {
    shown[`file ${id}`] = await get(`/files/${id}`);
    shown[`upload ${id}`] = await get(`/files/${id}/upload-status`);
  }
  for (const list of ['/exports/', '/source-imports/', '/recording-jobs/', '/smart-reports/']) {
    shown[list] = await get(`${list}?limit=1000`);
  }
  const kbs = await get('/knowledge-bases?personal=true&limit=1000');
  shown.kbs = kbs;
  for (const kb of kbs.items) {
    shown[kb.id] = await get(`/knowledge-bases/${kb.id}/entries?personal=true&limit=1000`);
  }
  const hooks = await get('/webhooks/?limit=1000');
  shown.hooks = hooks;
  for (const hook of hooks.items) shown[hook.id] = await get(`/webhooks/${hook.id}/logs?limit=100`);
  return JSON.parse(
    JSON.stringify(shown, (_key, value) =>
      typeof value === 'string' && /^http:\/\/127\.0\.0\.1:\d+\//.test(value)
        ? new URL(value).pathname
        : value,
    ),
  );
}

describe('the journal', () => {
  test('a restart shows exactly what the sandbox showed before it: every kind of change was saved', async () => {
    const dataDir = join(scratch, 'all');
    const options = { dataDir, processingMs: 100, webhooks: { retryBaseMs: 5, timeoutMs: 500 } };
    const first = await startTestSandbox(options);
    let before: Json;
    let files: string[] = [];
    try {
      files = await workload(first);
      before = await everything(first, [...files]);
      expect(Object.keys(before).length).toBeGreaterThan(40);
      expect((before.hooks.items as Json[]).every((h) => h.last_delivery_at !== null)).toBe(true);
    } finally {
      await first.close();
    }
    const second = await startTestSandbox(options);
    try {
      expect(await everything(second, [...files])).toEqual(before);
    } finally {
      await second.close();
    }
  }, 60_000);
});
