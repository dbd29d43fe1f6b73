import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startCli } from './support/cli.js';
import { apiCaller, type Json } from './support/sandbox.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-kill9-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** 4 × 5 = 20 kills. */
const LANES = 4;
const ROUNDS_PER_LANE = 5;
const WORKERS = 4;
const CHUNK = 1024;
/** Nothing listens on port 9 (discard) on loopback: deliveries there fail at once. */
const CLOSED = 'http://127.0.0.1:9/hook';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A write the sandbox answered with 2xx, and what must be found after a restart. */
type Ack =
  | { kind: 'file'; id: string }
  | { kind: 'part'; fileId: string; partNo: number; etag: string }
  | { kind: 'complete'; fileId: string; sha256: string }
  | { kind: 'transcript'; id: string; title: string }
  | { kind: 'import'; id: string }
  | { kind: 'idempotent'; key: string; size: number; id: string }
  | { kind: 'bot'; id: string }
  | { kind: 'cancel'; id: string }
  | { kind: 'webhook'; id: string }
  | { kind: 'webhook-off'; id: string }
  | { kind: 'delivery'; webhookId: string; id: string }
  | { kind: 'kb'; id: string; name: string }
  | { kind: 'entries'; kbId: string; ids: string[] };

type Api = ReturnType<typeof apiCaller>;

async function launch(dataDir: string) {
  const run = startCli([
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--processing-ms',
    '300',
    '--chunk-size',
    String(CHUNK),
    '--upload-init-limit',
    '1000000',
    '--import-limit',
    '1000000',
    '--webhook-retry-ms',
    '20',
    '--log-level',
    'error',
  ]);
  run.child.stderr.resume();
  const ready = JSON.parse(await run.firstLine) as { baseUrl: string; apiKey: string };
  return { ...run, ready, api: apiCaller(`${ready.baseUrl}/api/v1`, ready.apiKey) };
}

/** One worker: mixed writes until stopped, recording each acknowledged one. */
async function work(api: Api, acks: Ack[], stopped: () => boolean, ready: string[]) {
  const ok = (r: { status: number }) => r.status >= 200 && r.status < 300;
  while (!stopped()) {
    const pick = Math.random();
    if (pick < 0.3) {
      const bytes = randomBytes(CHUNK * 2 + 100);
      // Half with an Idempotency-Key: a retry after the restart must not start a second upload.
      const key = Math.random() < 0.5 ? randomBytes(8).toString('hex') : null;
      const init = await api('POST', '/files/upload-init', {
        body: { filename: 'kill9.bin', size_bytes: bytes.length, mime_type: 'audio/wav' },
        headers: key ? { 'idempotency-key': key } : {},
      });
      if (!ok(init)) continue;
      const fileId = init.body.file_id as string;
      acks.push({ kind: 'file', id: fileId });
      if (key) acks.push({ kind: 'idempotent', key, size: bytes.length, id: fileId });
      const etags: string[] = [];
      for (const part of init.body.parts as { part_no: number; url: string }[]) {
        const put = await fetch(part.url, {
          method: 'PUT',
          body: bytes.subarray((part.part_no - 1) * CHUNK, part.part_no * CHUNK),
        });
        if (!ok(put)) break;
        const etag = (put.headers.get('etag') as string).replaceAll('"', '');
        etags.push(etag);
        acks.push({ kind: 'part', fileId, partNo: part.part_no, etag });
      }
      if (etags.length !== init.body.parts.length) continue;
      const done = await api('POST', '/files/upload-complete', {
        body: { file_id: fileId, parts: etags.map((etag, i) => ({ part_no: i + 1, etag })) },
      });
      if (!ok(done)) continue;
      acks.push({ kind: 'complete', fileId, sha256: sha256(bytes) });
      ready.push(fileId);
    } else if (pick < 0.45 && ready.length > 0) {
      const title = `kill9 ${randomBytes(4).toString('hex')}`;
      const fileId = ready[Math.floor(Math.random() * ready.length)] as string;
      const t = await api('POST', '/transcripts/', { body: { file_id: fileId, title } });
      if (ok(t)) acks.push({ kind: 'transcript', id: t.body.id, title });
    } else if (pick < 0.55) {
      const link = `https://www.youtube.com/watch?v=${randomBytes(5).toString('hex')}`;
      const made = await api('POST', '/source-imports/', { body: { url: link } });
      if (ok(made)) acks.push({ kind: 'import', id: made.body.id });
    } else if (pick < 0.65) {
      const bot = await api('POST', '/recording-jobs/', {
        body: { platform: 'google_meet', meet_url: 'https://meet.google.com/abc-defg-hij' },
      });
      if (!ok(bot)) continue;
      acks.push({ kind: 'bot', id: bot.body.id });
      if (Math.random() < 0.5) {
        const cancel = await api('POST', `/recording-jobs/${bot.body.id}/cancel`);
        if (ok(cancel)) acks.push({ kind: 'cancel', id: bot.body.id });
      }
    } else if (pick < 0.8) {
      // Subscribed to an event nobody sends, so only retests fill its log.
      const hook = await api('POST', '/webhooks/', {
        body: { url: CLOSED, events: ['payment.succeeded'] },
      });
      if (!ok(hook)) continue;
      acks.push({ kind: 'webhook', id: hook.body.id });
      const retest = await api('POST', `/webhooks/${hook.body.id}/retest`);
      if (ok(retest)) acks.push({ kind: 'delivery', webhookId: hook.body.id, id: retest.body.id });
      const off = await api('PATCH', `/webhooks/${hook.body.id}`, { body: { is_active: false } });
      if (ok(off)) acks.push({ kind: 'webhook-off', id: hook.body.id });
    } else {
      const name = `kb ${randomBytes(4).toString('hex')}`;
      const kb = await api('POST', '/knowledge-bases?personal=true', { body: { name } });
      if (!ok(kb)) continue;
      acks.push({ kind: 'kb', id: kb.body.id, name });
      const entries = await api('POST', `/knowledge-bases/${kb.body.id}/entries?personal=true`, {
        body: { source_kind: 'text', content: `Notes ${name}. `.repeat(50), title: name },
      });
      if (ok(entries)) {
        const ids = (entries.body.entries as { id: string }[]).map((e) => e.id);
        acks.push({ kind: 'entries', kbId: kb.body.id, ids });
      }
    }
  }
}

/** The acknowledged writes that a restarted sandbox does not show (empty when none is lost). */
async function missing(api: Api, acks: Ack[]): Promise<string[]> {
  const lost: string[] = [];
  const check = async (ack: Ack) => {
    const found = await (async (): Promise<boolean> => {
      switch (ack.kind) {
        case 'file':
          return (await api('GET', `/files/${ack.id}`)).status === 200;
        case 'part': {
          const status = await api('GET', `/files/${ack.fileId}/upload-status`);
          return (status.body.completed_parts ?? []).some(
            (p: Json) => p.part_no === ack.partNo && p.etag === ack.etag,
          );
        }
        case 'complete': {
          const file = await api('GET', `/files/${ack.fileId}`);
          if (file.body.status !== 'ready' || file.body.sha256 !== ack.sha256) return false;
          const link = await api('GET', `/files/${ack.fileId}/download-url`);
          const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
          return sha256(bytes) === ack.sha256;
        }
        case 'transcript':
          return (await api('GET', `/transcripts/${ack.id}/meta`)).body.title === ack.title;
        case 'import':
          return (await api('GET', `/source-imports/${ack.id}`)).status === 200;
        case 'idempotent': {
          // The retry a client makes when the answer was lost: the same upload, not a second.
          const retry = await api('POST', '/files/upload-init', {
            body: { filename: 'kill9.bin', size_bytes: ack.size, mime_type: 'audio/wav' },
            headers: { 'idempotency-key': ack.key },
          });
          return retry.status === 200 && retry.body.file_id === ack.id;
        }
        case 'bot':
          return (await api('GET', `/recording-jobs/${ack.id}`)).status === 200;
        case 'cancel':
          return (await api('GET', `/recording-jobs/${ack.id}`)).body.status === 'cancelled';
        case 'webhook':
          return (await api('GET', `/webhooks/${ack.id}/logs`)).status === 200;
        case 'webhook-off': {
          const hooks = await api('GET', '/webhooks/?limit=1000');
          return hooks.body.items.some((w: Json) => w.id === ack.id && w.is_active === false);
        }
        case 'delivery': {
          const logs = await api('GET', `/webhooks/${ack.webhookId}/logs?limit=100`);
          return (logs.body.items ?? []).some((l: Json) => l.id === ack.id);
        }
        case 'kb':
          return (
            (await api('GET', `/knowledge-bases/${ack.id}?personal=true`)).body.name === ack.name
          );
        case 'entries': {
          const listed = await api(
            'GET',
            `/knowledge-bases/${ack.kbId}/entries?personal=true&limit=1000`,
          );
          const ids = new Set((listed.body.items ?? []).map((e: Json) => e.id));
          return ack.ids.every((id) => ids.has(id));
        }
      }
    })();
    if (!found) lost.push(JSON.stringify(ack));
  };
  for (let i = 0; i < acks.length; i += 16) await Promise.all(acks.slice(i, i + 16).map(check));
  return lost;
}

/**
 * Kills the sandbox on `dataDir` `rounds` times at random moments of a mixed concurrent
 * workload; after each restart, returns what of the writes acknowledged before the kill is gone.
 */
async function killLoop(dataDir: string, rounds: number, all: Ack[]): Promise<string[]> {
  const lost: string[] = [];
  let previous: Ack[] = [];
  const mine: Ack[] = [];
  const ready: string[] = [];
  for (let round = 0; round <= rounds; round++) {
    const run = await launch(dataDir);
    try {
      lost.push(...(await missing(run.api, previous)));
      if (round === rounds) {
        // Every write of every round, once more, in the last process (but for retries, whose
        // keys may have outlived their 60 seconds by now).
        lost.push(
          ...(await missing(
            run.api,
            mine.filter((a) => a.kind !== 'idempotent'),
          )),
        );
        break;
      }
      const acks: Ack[] = [];
      let stop = false;
      const workers = Array.from({ length: WORKERS }, () =>
        work(run.api, acks, () => stop, ready).catch(() => undefined),
      );
      // A random moment: after a random number of acknowledged writes (so a slow machine
      // still gets some), plus a random part of a request's time.
      const target = 3 + Math.floor(Math.random() * 30);
      const deadline = Date.now() + 30_000; // a hang guard: a busy machine acknowledges slowly
      while (acks.length < target && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 20));
      run.child.kill('SIGKILL');
      await run.exited;
      stop = true;
      await Promise.all(workers);
      previous = acks;
      mine.push(...acks);
      all.push(...acks);
    } finally {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  }
  return lost;
}

// Each of the 24 starts costs the CLI's start-up (0.6 s on an idle core, several seconds on a
// machine many times oversubscribed), hence the generous time-out.
describe('acknowledged means kept (--data-dir, real processes)', () => {
  test(`after each of ${LANES * ROUNDS_PER_LANE} kill -9s at random moments under a mixed concurrent workload, every acknowledged write is there`, async () => {
    const all: Ack[] = [];
    const started = Date.now();
    // Data directories side by side, so one restarts while another is under load.
    const lost = (
      await Promise.all(
        Array.from({ length: LANES }, (_, lane) =>
          killLoop(join(scratch, `lane-${lane}`), ROUNDS_PER_LANE, all),
        ),
      )
    ).flat();
    console.log(
      `kill -9 durability: ${LANES * ROUNDS_PER_LANE} kills, ${all.length} acknowledged writes, ${lost.length} lost (${Date.now() - started} ms)`,
    );
    const kinds = new Set(all.map((a) => a.kind));
    expect([...kinds].sort()).toEqual(
      [
        'bot',
        'cancel',
        'complete',
        'delivery',
        'entries',
        'file',
        'idempotent',
        'import',
        'kb',
        'part',
        'transcript',
        'webhook',
        'webhook-off',
      ].sort(),
    );
    expect(all.length).toBeGreaterThanOrEqual(LANES * ROUNDS_PER_LANE * 3);
    expect(lost).toEqual([]);
  }, 240_000);
});
