import { makeWav } from '@scribekit/sandbox';
import { describe, expect, test } from 'vitest';
import {
  type BatchEvents,
  blobItem,
  createBatch,
  createMemoryLedger,
  memoryOutput,
  urlItem,
} from '../../src/batch/index.js';
import { injectFault, requestOf, sha256Hex, testClient } from '../integration/helpers.js';

const posts = (sent: Request[], path: RegExp) =>
  sent.filter((request) => request.method === 'POST' && path.test(new URL(request.url).pathname))
    .length;

/** The `createInDoubt` events a batch sends: what a resumed item says while it waits. */
function doubts(batch: ReturnType<typeof createBatch>) {
  const said: BatchEvents['createInDoubt'][] = [];
  batch.on('createInDoubt', (event) => said.push(event));
  return said;
}

/** When a create sent at `sentAt` can no longer be handled: its attempt's limit and a second. */
const decidableAt = (sentAt: number) => sentAt + ATTEMPT_MS + 1_000;

// The client's time limit per attempt in these tests: long enough that a create the loaded
// sandbox handles slowly is still answered within it (1 s was not, at load 20).
const ATTEMPT_MS = 4_000;

describe('batch engine after a crash', () => {
  test('a transcript created just before the crash is found, not created again', async () => {
    const { scribekit, sent } = testClient();
    const bytes = makeWav(3, 'reconcile-transcript');
    const sha256 = await sha256Hex(bytes);
    // What the crashed run did: upload, record the intent, create the transcript, then die.
    const file = await scribekit.uploadFile(bytes, { filename: 'r.wav' });
    const ledger = createMemoryLedger();
    await ledger.record('r', {
      type: 'item',
      kind: 'file',
      name: 'r',
      sha256,
      size: bytes.byteLength,
    });
    await ledger.record('r', { type: 'upload-intent', key: 'k', at: Date.now() });
    await ledger.record('r', { type: 'upload-started', fileId: file.file_id, totalParts: 1 });
    await ledger.record('r', { type: 'uploaded' });
    await ledger.record('r', { type: 'transcript-intent', at: Date.now() });
    const lost = await scribekit.transcripts.create({ file_id: file.file_id });
    sent.length = 0;

    const output = memoryOutput();
    const batch = createBatch({ scribekit, ledger, output, pollIntervalMs: 50 });
    const done: string[] = [];
    batch.on('itemDone', ({ transcriptId }) => done.push(transcriptId));
    const summary = await batch.run([
      blobItem(new Blob([bytes as Uint8Array<ArrayBuffer>]), { id: 'r', name: 'r' }),
    ]);
    expect(summary.done).toBe(1);
    expect(done).toEqual([lost.id]);
    expect(posts(sent, /\/transcripts\/$/)).toBe(0);
    expect(posts(sent, /\/upload-init$/)).toBe(0);
    expect(output.files.get('r.txt')?.byteLength).toBeGreaterThan(0);
  });

  test('an import created just before the crash is found, not created again', async () => {
    const { scribekit, sent } = testClient();
    const url = 'https://youtu.be/dQw4w9WgXcQ?t=reconcile';
    const ledger = createMemoryLedger();
    await ledger.record(url, { type: 'item', kind: 'url', name: 'video', url });
    await ledger.record(url, { type: 'import-intent', at: Date.now() });
    const lost = await scribekit.sourceImports.create({ url });
    sent.length = 0;

    const output = memoryOutput();
    const batch = createBatch({ scribekit, ledger, output, pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([urlItem(url, { name: 'video' })]);
    expect(summary.done).toBe(1);
    expect(posts(sent, /\/source-imports\/$/)).toBe(0);
    // Found at once: no wait, nothing to say.
    expect(said).toEqual([]);
    const record = await ledger.get(url);
    expect(record?.import?.importId).toBe(lost.id);
    expect(output.files.has('video.txt')).toBe(true);
  });

  test('an import still being made when the run crashed is waited for, then found: not created again', async () => {
    const { scribekit, sent } = testClient({ timeoutMs: ATTEMPT_MS });
    const url = 'https://vimeo.com/76979001';
    const ledger = createMemoryLedger();
    await ledger.record(url, { type: 'item', kind: 'url', name: 'late', url });
    // What the crashed run did: record the intent and send the create, which the service is
    // still handling (it answers after 800 ms) when the next run starts.
    await injectFault({
      match: { method: 'POST', path: '/api/v1/source-imports/' },
      effect: { delay_ms: 800 },
    });
    const intentAt = Date.now();
    await ledger.record(url, { type: 'import-intent', at: intentAt });
    const landing = scribekit.sourceImports.create({ url });
    sent.length = 0;

    const batch = createBatch({ scribekit, ledger, output: memoryOutput(), pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([urlItem(url, { name: 'late' })]);
    const lost = await landing;
    expect(summary.done).toBe(1);
    expect(posts(sent, /\/source-imports\/$/)).toBe(0);
    // The wait is said, with when it ends.
    expect(said).toEqual([
      {
        itemId: url,
        name: 'late',
        resource: 'import',
        sentAt: intentAt,
        until: decidableAt(intentAt),
      },
    ]);
    expect((await ledger.get(url))?.import?.importId).toBe(lost.id);
  });

  test('an import that never reached the service is created once its attempt is out of time', async () => {
    const createdAt: number[] = [];
    const timed: typeof fetch = (input, init) => {
      const request = requestOf(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/source-imports/'))
        createdAt.push(Date.now());
      return fetch(input, init);
    };
    const { scribekit } = testClient({ timeoutMs: ATTEMPT_MS, fetch: timed });
    const url = 'https://vimeo.com/76979002';
    const ledger = createMemoryLedger();
    await ledger.record(url, { type: 'item', kind: 'url', name: 'never-sent', url });
    // The crashed run recorded the intent and died before its request left.
    const intentAt = Date.now();
    await ledger.record(url, { type: 'import-intent', at: intentAt });

    const batch = createBatch({ scribekit, ledger, output: memoryOutput(), pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([urlItem(url, { name: 'never-sent' })]);
    expect(summary.done).toBe(1);
    expect(createdAt).toHaveLength(1);
    // Not sent before the time the wait was said to end.
    expect(said.map((event) => event.until)).toEqual([decidableAt(intentAt)]);
    expect(createdAt[0]).toBeGreaterThanOrEqual(decidableAt(intentAt));
  });

  /** A ledger that recorded file `name` uploaded as `fileId`: what a crashed run left. */
  async function uploadedRecord(name: string, bytes: Uint8Array, fileId: string) {
    const ledger = createMemoryLedger();
    await ledger.record(name, {
      type: 'item',
      kind: 'file',
      name,
      sha256: await sha256Hex(bytes),
      size: bytes.byteLength,
    });
    await ledger.record(name, { type: 'upload-intent', key: `k-${name}`, at: Date.now() });
    await ledger.record(name, { type: 'upload-started', fileId, totalParts: 1 });
    await ledger.record(name, { type: 'uploaded' });
    return ledger;
  }

  test('a transcript still being made when the run crashed is waited for, then found: not created again', async () => {
    const { scribekit, sent } = testClient({ timeoutMs: ATTEMPT_MS });
    const bytes = makeWav(3, 'reconcile-late-transcript');
    const file = await scribekit.uploadFile(bytes, { filename: 'late.wav' });
    const ledger = await uploadedRecord('late', bytes, file.file_id);
    // The crashed run's create is still being handled (answered after 800 ms) as the rerun starts.
    await injectFault({
      match: { method: 'POST', path: '/api/v1/transcripts/' },
      effect: { delay_ms: 800 },
    });
    const intentAt = Date.now();
    await ledger.record('late', { type: 'transcript-intent', at: intentAt });
    const landing = scribekit.transcripts.create({ file_id: file.file_id });
    sent.length = 0;

    const batch = createBatch({ scribekit, ledger, output: memoryOutput(), pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([
      blobItem(new Blob([bytes as Uint8Array<ArrayBuffer>]), { id: 'late', name: 'late' }),
    ]);
    const lost = await landing;
    expect(summary.done).toBe(1);
    expect(posts(sent, /\/transcripts\/$/)).toBe(0);
    expect(said).toEqual([
      {
        itemId: 'late',
        name: 'late',
        resource: 'transcript',
        sentAt: intentAt,
        until: decidableAt(intentAt),
      },
    ]);
    expect((await ledger.get('late'))?.transcript?.id).toBe(lost.id);
  });

  test('a transcript create that never reached the service is sent once its attempt is out of time', async () => {
    const createdAt: number[] = [];
    const timed: typeof fetch = (input, init) => {
      const request = requestOf(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/transcripts/'))
        createdAt.push(Date.now());
      return fetch(input, init);
    };
    const { scribekit } = testClient({ timeoutMs: ATTEMPT_MS, fetch: timed });
    const bytes = makeWav(3, 'reconcile-unsent-transcript');
    const file = await scribekit.uploadFile(bytes, { filename: 'unsent.wav' });
    const ledger = await uploadedRecord('unsent', bytes, file.file_id);
    // The crashed run recorded the intent and died before its request left.
    const intentAt = Date.now();
    await ledger.record('unsent', { type: 'transcript-intent', at: intentAt });

    const batch = createBatch({ scribekit, ledger, output: memoryOutput(), pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([
      blobItem(new Blob([bytes as Uint8Array<ArrayBuffer>]), { id: 'unsent', name: 'unsent' }),
    ]);
    expect(summary.done).toBe(1);
    expect(createdAt).toHaveLength(1);
    expect(said.map((event) => event.until)).toEqual([decidableAt(intentAt)]);
    expect(createdAt[0]).toBeGreaterThanOrEqual(decidableAt(intentAt));
  });

  test('an export still being made when the run crashed is waited for, then found: not created again', async () => {
    const { scribekit, sent } = testClient({ timeoutMs: ATTEMPT_MS });
    const bytes = makeWav(3, 'reconcile-late-export');
    const file = await scribekit.uploadFile(bytes, { filename: 'late-export.wav' });
    const ledger = await uploadedRecord('late-export', bytes, file.file_id);
    const transcript = await scribekit.transcripts.create({ file_id: file.file_id });
    await scribekit.waitForTranscript(transcript.id, { pollIntervalMs: 50 });
    await ledger.record('late-export', { type: 'transcript-intent', at: Date.now() });
    await ledger.record('late-export', { type: 'transcript-started', transcriptId: transcript.id });
    await ledger.record('late-export', { type: 'transcribed' });
    await injectFault({
      match: { method: 'POST', path: `/api/v1/transcripts/${transcript.id}/exports` },
      effect: { delay_ms: 800 },
    });
    const intentAt = Date.now();
    await ledger.record('late-export', { type: 'export-intent', format: 'txt', at: intentAt });
    const landing = scribekit.exports.createTranscriptExport(transcript.id, { format: 'txt' });
    sent.length = 0;

    const output = memoryOutput();
    const batch = createBatch({ scribekit, ledger, output, pollIntervalMs: 50 });
    const said = doubts(batch);
    const summary = await batch.run([
      blobItem(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
        id: 'late-export',
        name: 'late-export',
      }),
    ]);
    const lost = await landing;
    expect(summary.done).toBe(1);
    expect(posts(sent, /\/exports$/)).toBe(0);
    expect(said.map(({ resource, until }) => ({ resource, until }))).toEqual([
      { resource: 'export', until: decidableAt(intentAt) },
    ]);
    expect((await ledger.get('late-export'))?.exports?.txt?.exportId).toBe(lost.id);
    expect(output.files.get('late-export.txt')?.byteLength).toBeGreaterThan(0);
  });

  test('upload-init sent just before the crash is replayed with its key: the same file, no new one', async () => {
    const { scribekit, sent } = testClient();
    const bytes = makeWav(2, 'reconcile-init');
    const sha256 = await sha256Hex(bytes);
    const ledger = createMemoryLedger();
    await ledger.record('i', {
      type: 'item',
      kind: 'file',
      name: 'i',
      sha256,
      size: bytes.byteLength,
    });
    const key = crypto.randomUUID();
    await ledger.record('i', { type: 'upload-intent', key, at: Date.now() });
    // The crashed run's upload-init reached the service; its answer was lost.
    const init = await scribekit.files.initUpload(
      { filename: 'i', size_bytes: bytes.byteLength, sha256 },
      { idempotencyKey: key },
    );
    sent.length = 0;

    const batch = createBatch({ scribekit, ledger, output: memoryOutput(), pollIntervalMs: 50 });
    const summary = await batch.run([
      blobItem(new Blob([bytes as Uint8Array<ArrayBuffer>]), { id: 'i', name: 'i' }),
    ]);
    expect(summary.done).toBe(1);
    expect((await ledger.get('i'))?.upload?.fileId).toBe(init.file_id);
    expect(posts(sent, /\/upload-init$/)).toBe(1); // the replay, answered from the service's store
  });

  test('a Smart Report per item is written beside its exports', async () => {
    const { scribekit } = testClient();
    const output = memoryOutput();
    const batch = createBatch({
      scribekit,
      ledger: createMemoryLedger(),
      output,
      formats: ['txt', 'vtt'],
      report: 'summary',
      pollIntervalMs: 50,
    });
    const summary = await batch.run([
      blobItem(new Blob([makeWav(3, 'report-a') as Uint8Array<ArrayBuffer>]), {
        id: 'a',
        name: 'a',
      }),
      blobItem(new Blob([makeWav(3, 'report-b') as Uint8Array<ArrayBuffer>]), {
        id: 'b',
        name: 'b',
      }),
    ]);
    expect(summary.done).toBe(2);
    expect([...output.files.keys()].sort()).toEqual([
      'a.summary.md',
      'a.txt',
      'a.vtt',
      'b.summary.md',
      'b.txt',
      'b.vtt',
    ]);
    expect(new TextDecoder().decode(output.files.get('a.vtt'))).toMatch(/^WEBVTT/);
    expect(output.files.get('a.summary.md')?.byteLength).toBeGreaterThan(0);
  });
});
