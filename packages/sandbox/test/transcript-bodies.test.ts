import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, test } from 'vitest';
import { type GeneratedTranscript, generateTranscript } from '../src/content/index.js';
import { makeWav } from '../src/fixtures/make-wav.js';
import { Journal, readDataDir } from '../src/state/journal.js';
import { copyState, loadState } from '../src/state/named-snapshots.js';
import { STATE_FILE, serializeState } from '../src/state/snapshot.js';
import { Store } from '../src/state/store.js';
import { storedBodyLoaded } from '../src/state/transcript-bodies.js';
import type { TranscriptRecord } from '../src/state/types.js';
import { completedTranscript } from './support/completed-transcript.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-bodies-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

const wav = makeWav(600, 1, 100);

/** A completed transcript of a ten-minute recording. */
const transcript = (i: number): TranscriptRecord =>
  completedTranscript(i, wav, { fileId: 'file-1', title: `Talk ${i}`, filename: 'talk.wav' });

const comparable = (store: Store, dir: string) =>
  serializeState(store, dir).replace(/"savedAt":"[^"]+"/, '');

async function reload(dir: string): Promise<Store> {
  const store = new Store('other');
  await readDataDir(dir, store, dir);
  return store;
}

const bodyFiles = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('bodies.'));

/** Opens `dir`, lets `change` run, compacts and closes; returns the store. */
async function compacted(dir: string, store: Store, change: () => void): Promise<void> {
  const journal = await Journal.open(dir, store, dir, { onError });
  change();
  await journal.persist();
  journal.compactSoon();
  await journal.close();
}

describe('transcript bodies stored apart', () => {
  test('after compaction the base holds records alone; a restart reads a body only when it is used, and shows the same state', async () => {
    const dir = join(scratch, 'apart');
    mkdirSync(dir);
    const store = new Store('user-1');
    await compacted(dir, store, () => {
      for (let i = 0; i < 20; i++) store.transcripts.set(transcript(i).id, transcript(i));
    });
    const base = readFileSync(join(dir, STATE_FILE), 'utf8');
    // Neither the segments nor the material derived from them are in the base.
    expect(base.includes('"words"')).toBe(false);
    const { outcome } = transcript(0);
    if (outcome?.kind !== 'completed') throw new Error('not completed');
    for (const derived of [
      outcome.result.chapters,
      outcome.result.annotations,
      outcome.result.contentEvents,
      outcome.result.suggestions,
    ]) {
      expect(derived.length).toBeGreaterThan(0);
      expect(base.includes(JSON.stringify(derived[0]))).toBe(false);
    }
    expect(bodyFiles(dir)).toHaveLength(1);
    const bodies = statSync(join(dir, bodyFiles(dir)[0] as string)).size;
    // The bodies are most of the state: the base is a small part of it.
    expect(base.length).toBeLessThan(bodies / 4);

    const restarted = await reload(dir);
    const records = [...restarted.transcripts.values()];
    expect(records).toHaveLength(20);
    expect(records.some((t) => storedBodyLoaded(t.prepared))).toBe(false);
    const first = records[0] as TranscriptRecord;
    expect((first.prepared as GeneratedTranscript).segments.length).toBeGreaterThan(20);
    expect(storedBodyLoaded(first.prepared)).toBe(true);
    expect(storedBodyLoaded((records[1] as TranscriptRecord).prepared)).toBe(false);
    expect(comparable(restarted, dir)).toBe(comparable(store, dir));
    expect(errors).toEqual([]);
  });

  test('a change to a transcript whose body is stored saves the record, not its body again; material given a new value is saved whole', async () => {
    const dir = join(scratch, 'rename');
    mkdirSync(dir);
    const store = new Store('user-2');
    await compacted(dir, store, () => store.transcripts.set(transcript(1).id, transcript(1)));
    const again = new Store('other');
    const journal = await Journal.open(dir, again, dir, { onError });
    const [t] = [...again.transcripts.values()] as TranscriptRecord[];
    const generated = (t as TranscriptRecord).prepared as GeneratedTranscript;
    (generated.speakers[0] as { name: string }).name = 'Ada';
    const result =
      (t as TranscriptRecord).outcome?.kind === 'completed'
        ? (t as TranscriptRecord).outcome
        : null;
    if (result?.kind !== 'completed') throw new Error('not completed');
    result.result.chapters = [
      { ...(result.result.chapters[0] as object), title: 'Renamed' } as never,
    ];
    again.transcripts.markChanged(t as TranscriptRecord);
    await journal.persist();
    await journal.close();
    const journalText = readdirSync(dir)
      .filter((n) => n.startsWith('journal.'))
      .map((n) => readFileSync(join(dir, n), 'utf8'))
      .join('');
    expect(journalText.includes('"Ada"')).toBe(true);
    expect(journalText.includes('"Renamed"')).toBe(true);
    expect(journalText.includes('"words"')).toBe(false);
    expect(comparable(await reload(dir), dir)).toBe(comparable(again, dir));
  });

  test('a data directory of the former version (bodies inline in state.json) loads, and its bodies are moved out', async () => {
    const dir = join(scratch, 'version-2');
    mkdirSync(dir);
    const old = new Store('user-3');
    for (let i = 0; i < 5; i++) old.transcripts.set(transcript(i).id, transcript(i));
    const saved = JSON.parse(serializeState(old, dir));
    saved.version = 2;
    saved.journal = 0;
    writeFileSync(join(dir, STATE_FILE), JSON.stringify(saved));
    writeFileSync(join(dir, 'journal.0.jsonl'), '');
    const store = new Store('other');
    const journal = await Journal.open(dir, store, dir, { onError });
    expect(comparable(store, dir)).toBe(comparable(old, dir));
    // The move runs in the background; closing waits for it.
    await journal.close();
    expect(readFileSync(join(dir, STATE_FILE), 'utf8').includes('"words"')).toBe(false);
    expect(bodyFiles(dir)).toHaveLength(1);
    expect(comparable(await reload(dir), dir)).toBe(comparable(old, dir));
  });

  test('a named snapshot shares stored bodies without reading them, and a restore keeps them', async () => {
    const dir = join(scratch, 'named');
    mkdirSync(dir);
    const store = new Store('user-4');
    await compacted(dir, store, () => {
      for (let i = 0; i < 3; i++) store.transcripts.set(transcript(i).id, transcript(i));
    });
    const live = new Store('other');
    const journal = await Journal.open(dir, live, dir, { onError });
    const expected = comparable(store, dir);
    const saved = copyState(live);
    const copies = saved.maps.transcripts as TranscriptRecord[];
    expect(copies.some((t) => storedBodyLoaded(t.prepared))).toBe(false);
    live.clearData();
    await journal.persist();
    loadState(live, saved);
    await journal.persist();
    journal.compactSoon();
    await journal.close();
    expect(comparable(await reload(dir), dir)).toBe(expected);
  });

  test('body files no record uses any more, and those of a compaction that did not finish, are removed', async () => {
    const dir = join(scratch, 'collect');
    mkdirSync(dir);
    const store = new Store('user-5');
    await compacted(dir, store, () => {
      for (let i = 0; i < 3; i++) store.transcripts.set(transcript(i).id, transcript(i));
    });
    const [used] = bodyFiles(dir);
    // A compaction that wrote bodies and stopped before its base was in place.
    writeFileSync(join(dir, 'bodies.99.jsonl'), '[{"half":');
    expect(comparable(await reload(dir), dir)).toBe(comparable(store, dir));
    const live = new Store('other');
    await compacted(dir, live, () => undefined);
    expect(bodyFiles(dir)).toEqual([used]);
    // Every transcript deleted: once nothing in memory holds their records, the file goes.
    store.transcripts.clear();
    await compacted(dir, live, () => live.transcripts.clear());
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    for (let i = 0; i < 5 && bodyFiles(dir).length > 0; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await compacted(dir, live, () => undefined);
    }
    expect(bodyFiles(dir)).toEqual([]);
    expect([...(await reload(dir)).transcripts.keys()]).toEqual([]);
  });
});

// A process that writes transcripts through a journal that compacts often (so bodies move to
// body files again and again, and files go), printing each id once it is acknowledged.
const WRITER = `
const [dist, dir, first] = process.argv.slice(1);
const { Journal } = await import(dist + '/state/journal.js');
const { Store } = await import(dist + '/state/store.js');
const { generateTranscript } = await import(dist + '/content/index.js');
const { makeWav } = await import(dist + '/fixtures/make-wav.js');
const { offerBody } = await import(dist + '/state/transcript-bodies.js');
const { crc32 } = await import('node:zlib');
const wav = makeWav(120, 1, 100);
const store = new Store('user');
const journal = await Journal.open(dir, store, dir, { onError: (e) => console.error(e), compactMinBytes: 64 * 1024 });
for (let i = Number(first); ; i++) {
  const id = '00000000-0000-4000-8000-' + String(i).padStart(12, '0');
  const prepared = generateTranscript({ sampleBytes: wav, sizeBytes: wav.length, transcriptId: id });
  // Half come with their body made ready, as a worker makes it: stored by the commit itself.
  if (i % 2 === 1) {
    const bytes = Buffer.from(JSON.stringify(prepared.segments));
    offerBody(prepared, { bytes, crc: crc32(bytes), segments: prepared.segments });
  }
  store.transcripts.set(id, { id, fileId: 'f', title: 't' + i, settings: {}, createdAtMs: i, dueAtMs: i, prepared, outcome: null, completedAtMs: null });
  // Every third one is deleted again a little later.
  const gone = i % 3 === 0 && i - 6 >= Number(first) ? '00000000-0000-4000-8000-' + String(i - 6).padStart(12, '0') : null;
  if (gone) store.transcripts.delete(gone);
  await journal.persist();
  process.stdout.write('+' + id + '\\n' + (gone ? '-' + gone + '\\n' : ''));
}
`;

describe('transcript bodies under kill -9', () => {
  test('killed at random moments while compaction moves bodies, every acknowledged transcript comes back with its body', async () => {
    const { spawn } = await import('node:child_process');
    const dist = join(import.meta.dirname, '..', 'dist');
    const dir = join(scratch, 'kill9');
    mkdirSync(dir);
    const acknowledged = new Map<string, boolean>();
    let next = 0;
    let journalBodies = 0;
    for (let round = 0; round < 8; round++) {
      const child = spawn(
        process.execPath,
        ['--input-type=module', '-e', WRITER, dist, dir, String(next)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      let text = '';
      // Killed at a random moment once it has acknowledged a random number of writes (not after
      // a fixed time: a busy machine may not have started the writer by then).
      const writes = 15 + Math.floor(Math.random() * 30);
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.split('\n+').length > writes) resolve();
        });
        void exited.then(() => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
      child.kill('SIGKILL');
      await exited;
      for (const line of text.split('\n')) {
        if (line.startsWith('+')) acknowledged.set(line.slice(1), true);
        if (line.startsWith('-')) acknowledged.set(line.slice(1), false);
      }
      next += 1000;
      if (bodyFiles(dir).some((name) => name.includes('.journal.'))) journalBodies++;
      const store = await reload(dir);
      for (const [id, kept] of acknowledged) {
        const t = store.transcripts.get(id);
        // A deletion may be durable before its acknowledgement was printed.
        const deletable = Number(id.slice(-12)) % 3 === 0;
        if (!(kept && deletable && !t)) {
          expect(t !== undefined, `${id} after round ${round}`).toBe(kept);
        }
        if (!t) continue;
        const expected = generateTranscript({
          sampleBytes: wav120,
          sizeBytes: wav120.length,
          transcriptId: id,
        });
        expect(JSON.stringify((t.prepared as GeneratedTranscript).segments)).toBe(
          JSON.stringify((expected as GeneratedTranscript).segments),
        );
      }
    }
    expect(acknowledged.size).toBeGreaterThan(100);
    // Compaction ran again and again, bodies stored apart.
    expect(JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8')).journal).toBeGreaterThan(8);
    expect(bodyFiles(dir).length).toBeGreaterThan(0);
    expect(journalBodies, 'bodies stored by commits').toBeGreaterThan(0);
  }, 180_000);
});
const wav120 = makeWav(120, 1, 100);
