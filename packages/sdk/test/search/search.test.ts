// The local full-text index and the ask flow against a sandbox of 300 transcripts over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { createScribekit, type Scribekit } from '../../src/index.js';
import {
  askTranscripts,
  createMemoryIndexStorage,
  createTranscriptIndex,
  NoMatchingTranscriptsError,
  type TranscriptIndex,
} from '../../src/search/index.js';
import { createFileIndexStorage, indexFolderFor } from '../../src/search/node/index.js';
import {
  type CorpusTranscript,
  distinctTarget,
  ownPhrase,
  readCorpus,
  seedDistinct,
  uniquePhrase,
} from './corpus.js';

let sandbox: Sandbox;
let scribekit: Scribekit;
let folder: string;
let index: TranscriptIndex;
let corpus: CorpusTranscript[];
let target: CorpusTranscript;

beforeAll(async () => {
  sandbox = await startSandbox({ processingMs: 100, validateResponses: true, log: () => {} });
  scribekit = createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
  const ids = await seedDistinct(sandbox, 300);
  corpus = await readCorpus(sandbox, ids);
  target = distinctTarget(corpus, 137);
  folder = join(mkdtempSync(join(tmpdir(), 'scribekit-search-')), 'index');
  index = createTranscriptIndex(scribekit, { storage: createFileIndexStorage(folder) });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  if (folder) rmSync(join(folder, '..'), { recursive: true, force: true });
});

/** The API requests answered since `since` (the index's own traffic). */
const apiRequests = (since: Date) =>
  sandbox.requests({ origin: 'api', since }).map((r) => `${r.method} ${r.path}`);

describe('createTranscriptIndex', () => {
  test('indexes every transcript once, then a phrase from the middle of one of 300 finds it first, at that segment', async () => {
    const since = new Date();
    const first = await index.sync();
    expect(first).toMatchObject({
      added: 300,
      updated: 0,
      removed: 0,
      fetched: 300,
      transcripts: 300,
    });
    const gets = apiRequests(since).filter(
      (line) => line.startsWith('GET /api/v1/transcripts/') && !line.endsWith('/transcripts/'),
    );
    expect(gets).toHaveLength(300);

    const { phrase, segment } = uniquePhrase(corpus, target);
    const hits = await index.search(phrase);
    expect(hits[0]).toMatchObject({
      transcript_id: target.id,
      title: target.title,
      start_s: segment.start_s,
      end_s: segment.end_s,
      text: segment.text,
    });
    // The phrase is marked as one range (its words may be marked elsewhere in the segment too).
    const marked = (hits[0]?.matches ?? []).map(
      ([start, end]) =>
        ` ${segment.text
          .slice(start, end)
          .toLowerCase()
          .match(/[\p{L}\p{N}']+/gu)
          ?.join(' ')} `,
    );
    expect(marked.some((words) => words.includes(` ${phrase} `))).toBe(true);
    // Quoted, it must occur in that order: the words shuffled no longer match that segment.
    const shuffled = phrase.split(' ').reverse().join(' ');
    const quoted = await index.search(`"${shuffled}"`);
    expect(
      quoted.some((hit) => hit.transcript_id === target.id && hit.start_s === segment.start_s),
    ).toBe(false);
    expect((await index.search(`"${phrase}"`))[0]?.transcript_id).toBe(target.id);
  });

  test('asked about a phrase one transcript alone says, pickTranscripts puts that transcript first (each of the 300 that has one)', async () => {
    const misses: string[] = [];
    let asked = 0;
    for (const t of corpus) {
      const own = ownPhrase(corpus, t);
      if (!own) continue;
      const { phrase, segment } = own;
      const [first] = await index.pickTranscripts(`What did they say about ${phrase}?`);
      asked++;
      if (first?.transcript_id !== t.id || first.start_s !== segment.start_s)
        misses.push(`"${phrase}": ${t.id} at ${segment.start_s}, got ${JSON.stringify(first)}`);
    }
    expect(asked).toBeGreaterThan(250);
    expect(misses).toEqual([]);
  });

  test('a new transcript is found on the next search, and only its text is fetched', async () => {
    const [fresh] = await seedDistinct(sandbox, 1, 120);
    const [added] = await readCorpus(sandbox, [fresh as string]);
    const { phrase, segment } = uniquePhrase(
      [...corpus, added as CorpusTranscript],
      added as CorpusTranscript,
    );
    const since = new Date();
    const result = await index.sync();
    expect(result).toMatchObject({ added: 1, updated: 0, fetched: 1, transcripts: 301 });
    const sent = apiRequests(since);
    expect(sent.filter((line) => !line.startsWith('GET /api/v1/transcripts/ '.trim()))).toEqual([]);
    expect(sent.filter((line) => line !== 'GET /api/v1/transcripts/')).toEqual([
      `GET /api/v1/transcripts/${fresh}`,
    ]);
    const hits = await index.search(phrase);
    expect(hits[0]).toMatchObject({ transcript_id: fresh, start_s: segment.start_s });
    // Nothing new: nothing fetched.
    const again = new Date();
    expect(await index.sync()).toMatchObject({ fetched: 0, transcripts: 301 });
    expect(apiRequests(again).every((line) => line === 'GET /api/v1/transcripts/')).toBe(true);
  });

  test('the index on disk is under a quarter of the transcripts’ JSON, and a new process reads it back', async () => {
    const json = corpus.reduce((sum, t) => sum + t.json_bytes, 0);
    const { bytes, transcripts, segments } = await index.stats();
    console.log(
      `index: ${bytes} bytes for ${transcripts} transcripts, ${segments} segments; their JSON ${json} bytes (${((100 * bytes) / json).toFixed(1)} %)`,
    );
    expect(bytes).toBeGreaterThan(0);
    expect(bytes / json).toBeLessThan(0.25);
    const reopened = createTranscriptIndex(null, { storage: createFileIndexStorage(folder) });
    const { phrase } = uniquePhrase(corpus, target);
    expect((await reopened.search(phrase))[0]?.transcript_id).toBe(target.id);
    await expect(reopened.sync()).rejects.toThrow(/read-only/);
  });

  test('filters by speaker and date, and limits', async () => {
    const speaker = target.speakers[0] as { id: string; name: string; label: string };
    const who = speaker.name || speaker.label;
    const spoken = target.segments.find((s) => s.speaker_id === speaker.id);
    const word = (spoken?.text.match(/[A-Za-z]{6,}/) ?? [])[0] as string;
    const hits = await index.search(word, { speaker: who, limit: 1000 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.speaker.toLowerCase().includes(who.toLowerCase()))).toBe(true);
    expect(await index.search(word, { limit: 3 })).toHaveLength(3);
    expect(await index.search(word, { since: new Date(Date.now() + 3_600_000) })).toEqual([]);
    expect((await index.search(word, { since: '1d' })).length).toBeGreaterThan(0);
    expect(() => index.search(word, { since: 'lastweek' })).rejects.toThrow(/not a date/);
    expect(await index.search('zzzunknownword')).toEqual([]);
  });

  test('rebuild indexes everything again, with the same result', async () => {
    const { phrase, segment } = uniquePhrase(corpus, target);
    expect(await index.rebuild()).toMatchObject({ added: 301, fetched: 301, transcripts: 301 });
    expect((await index.search(phrase))[0]).toMatchObject({
      transcript_id: target.id,
      start_s: segment.start_s,
    });
  });

  test('drops transcripts no longer listed, and finds nothing of them', async () => {
    const scratch = createTranscriptIndex(scribekit, { storage: createMemoryIndexStorage() });
    await scratch.sync();
    const { phrase } = uniquePhrase(corpus, target);
    await fetch(`${sandbox.baseUrl}/__sandbox/snapshots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"all"}',
    });
    try {
      await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
      const [kept] = await seedDistinct(sandbox, 1);
      expect(await scratch.sync()).toMatchObject({ added: 1, removed: 301, transcripts: 1 });
      expect(await scratch.search(phrase)).toEqual([]);
      const picked = await scratch.pickTranscripts(phrase);
      expect(picked.every((p) => p.transcript_id === kept)).toBe(true);
    } finally {
      await fetch(`${sandbox.baseUrl}/__sandbox/snapshots/all/restore`, { method: 'POST' });
    }
  });

  test('a common word is found in every segment that holds it, also after more transcripts are added', async () => {
    const storage = createMemoryIndexStorage();
    const scratch = createTranscriptIndex(scribekit, { storage });
    // The long transcripts are gone afterwards: the other tests pick among the 300 short ones.
    await fetch(`${sandbox.baseUrl}/__sandbox/snapshots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"before-long"}',
    });
    onTestFinished(async () => {
      await fetch(`${sandbox.baseUrl}/__sandbox/snapshots/before-long/restore`, { method: 'POST' });
    });
    const long = await readCorpus(sandbox, await seedDistinct(sandbox, 4, 1800));
    await scratch.sync();
    const everything = [...corpus, ...long];
    const holding = (word: string, transcripts: CorpusTranscript[]) =>
      transcripts.reduce(
        (sum, t) =>
          sum +
          t.segments.filter((s) =>
            (s.text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? ([] as string[])).includes(word),
          ).length,
        0,
      );
    const count = async () => (await scratch.search('the', { limit: 1_000_000 })).length;
    const indexed = await count();
    expect(indexed).toBeGreaterThanOrEqual(holding('the', everything));
    const more = await readCorpus(sandbox, await seedDistinct(sandbox, 1, 1800));
    await scratch.sync();
    expect((await count()) - indexed).toBe(holding('the', more));
  }, 120_000);

  test('keeps one folder per key and address, named without the key', () => {
    const a = indexFolderFor('/cfg', 'http://x', 'sk_one');
    expect(a).toMatch(/^\/cfg\/search\/[0-9a-f]{16}$/);
    expect(a).not.toContain('sk_one');
    expect(indexFolderFor('/cfg', 'http://x', 'sk_two')).not.toBe(a);
    expect(indexFolderFor('/cfg', 'http://x/', 'sk_one')).toBe(a);
  });
});

describe('askTranscripts', () => {
  test('makes ONE Smart Report over the best-matching transcripts with the question as instructions', async () => {
    const { phrase } = uniquePhrase(corpus, target);
    const question = `What was said about ${phrase}?`;
    const since = new Date();
    const answer = await askTranscripts(scribekit, {
      question,
      index,
      transcripts: 4,
      pollIntervalMs: 50,
    });
    const posts = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since });
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as { transcript_ids: string[]; instructions: string; type: string };
    expect(body.instructions).toBe(question);
    expect(body.transcript_ids).toEqual(answer.sources.map((s) => s.transcript_id));
    expect(body.transcript_ids.length).toBeLessThanOrEqual(4);
    const source = answer.sources.find((s) => s.transcript_id === target.id);
    expect(source).toMatchObject({ transcript_id: target.id, title: target.title });
    expect(typeof source?.start_s).toBe('number');
    expect(answer.report_id).toBeTruthy();
    expect(answer.answer_md.length).toBeGreaterThan(0);
  });

  test('passes knowledge bases, and takes named transcripts as they are', async () => {
    const kb = await fetch(`${sandbox.apiUrl}/knowledge-bases?personal=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Policies' }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const ids = corpus.slice(0, 2).map((t) => t.id);
    const since = new Date();
    const answer = await askTranscripts(scribekit, {
      question: 'Which deadlines were agreed?',
      transcriptIds: ids,
      knowledgeBaseIds: [kb.id],
      pollIntervalMs: 50,
    });
    const [post] = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since });
    expect(post?.body).toMatchObject({
      transcript_ids: ids,
      knowledge_base_ids: [kb.id],
      instructions: 'Which deadlines were agreed?',
    });
    expect(answer.sources).toEqual(
      corpus.slice(0, 2).map((t) => ({ transcript_id: t.id, title: t.title })),
    );
  });

  test('says so when no transcript shares a word with the question, and sends no report', async () => {
    const since = new Date();
    await expect(
      askTranscripts(scribekit, { question: 'zzzqx vvvqy?', index }),
    ).rejects.toBeInstanceOf(NoMatchingTranscriptsError);
    expect(sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since })).toEqual([]);
    await expect(askTranscripts(scribekit, { question: '  ' })).rejects.toThrow(/question/);
    await expect(
      askTranscripts(scribekit, { question: 'x', index, transcripts: 21 }),
    ).rejects.toThrow(/1 to 20/);
  });
});
