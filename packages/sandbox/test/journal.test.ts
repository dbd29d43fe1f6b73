import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { Journal, readDataDir } from '../src/state/journal.js';
import { loadSnapshot, STATE_FILE, saveSnapshot, serializeState } from '../src/state/snapshot.js';
import { Store } from '../src/state/store.js';
import type { KnowledgeBaseRecord, WebhookRecord } from '../src/state/types.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-journal-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

function kb(i: number): KnowledgeBaseRecord {
  return {
    id: `kb-${i}`,
    name: `base ${i} ${'x'.repeat(25_000)}`,
    description: null,
    scopeUserId: 'user',
    scopeOrganizationId: null,
    createdAt: new Date(i).toISOString(),
    updatedAt: new Date(i).toISOString(),
  };
}

function webhook(i: number): WebhookRecord {
  return {
    id: `hook-${i}`,
    url: 'http://127.0.0.1:9/hook',
    events: ['payment.succeeded'],
    secret: 'secret',
    isActive: true,
    lastDeliveryAt: null,
    lastStatusCode: null,
    createdAt: new Date(i).toISOString(),
  };
}

/** The state a restart would load from `dir`, as text (its save time left out). */
async function reloaded(dir: string): Promise<string> {
  const store = new Store('other');
  await readDataDir(dir, store, dir);
  return comparable(store, dir);
}

const comparable = (store: Store, dir: string) =>
  serializeState(store, dir).replace(/"savedAt":"[^"]+"/, '');

const journals = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('journal.'));

describe('Journal', () => {
  test('compaction moves to a new generation while changes keep coming; a restart loads the same state', async () => {
    const dir = join(scratch, 'compact');
    mkdirSync(dir);
    const store = new Store('user-1');
    const journal = await Journal.open(dir, store, dir, { onError, compactMinBytes: 4096 });
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) store.knowledgeBases.set(`kb-${i}`, kb(i));
    for (let i = 0; i < 800; i++) {
      // Changes in place, so the journal outgrows the base (1.25 MB, written in pieces with
      // requests between them) again and again.
      const changed = store.knowledgeBases.get(`kb-${i % 50}`) as KnowledgeBaseRecord;
      changed.description = `changed at ${i}`;
      store.knowledgeBases.markChanged(changed);
      if (i % 3 === 0) store.webhooks.set(`hook-${i}`, webhook(i));
      if (i % 9 === 0 && i > 0) store.webhooks.delete(`hook-${i - 9}`);
      writes.push(journal.persist());
      // Turns in between let commits and the background compaction run between changes.
      if (i % 4 === 0) await writes.at(-1);
    }
    await Promise.all(writes);
    expect(await reloaded(dir)).toBe(comparable(store, dir));
    await journal.close();
    const head = JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8'));
    expect(head.journal).toBeGreaterThan(2);
    // Older generations are gone once a base holds them.
    expect(journals(dir)).toEqual([`journal.${head.journal}.jsonl`]);
    expect(await reloaded(dir)).toBe(comparable(store, dir));
    expect(head.userId).toBe('user-1');
    expect(errors).toEqual([]);
  });

  test('a torn last line is dropped and appending continues after the whole ones', async () => {
    const dir = join(scratch, 'torn');
    mkdirSync(dir);
    const store = new Store('user-2');
    const journal = await Journal.open(dir, store, dir, { onError });
    store.knowledgeBases.set('kb-1', kb(1));
    await journal.persist();
    await journal.close();
    const [file] = journals(dir);
    // A crash in the middle of a write: half a line, no newline.
    appendFileSync(join(dir, file as string), '0badc0de ["put","knowledgeBases",{"id":"kb-2"');
    const again = new Store('ignored');
    const reopened = await Journal.open(dir, again, dir, { onError });
    expect([...again.knowledgeBases.keys()]).toEqual(['kb-1']);
    again.knowledgeBases.set('kb-3', kb(3));
    await reopened.persist();
    await reopened.close();
    const third = new Store('ignored');
    await readDataDir(dir, third, dir);
    expect([...third.knowledgeBases.keys()]).toEqual(['kb-1', 'kb-3']);
    expect(third.userId).toBe('user-2');
    // A line whose checksum fails is dropped too.
    appendFileSync(join(dir, file as string), '00000000 [["clear","knowledgeBases"]]\n');
    const fourth = new Store('ignored');
    await readDataDir(dir, fourth, dir);
    expect([...fourth.knowledgeBases.keys()]).toEqual(['kb-1', 'kb-3']);
  });

  test('concurrent persists share commits, and each resolves only once its change is on disk', async () => {
    const dir = join(scratch, 'group');
    mkdirSync(dir);
    const store = new Store('user-3');
    const journal = await Journal.open(dir, store, dir, { onError });
    const [file] = journals(dir);
    const linesBefore = readFileSync(join(dir, file as string), 'utf8').split('\n').length;
    const acknowledged = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        store.knowledgeBases.set(`kb-${i}`, kb(i));
        await journal.persist();
        // Once persist resolves, the change is in the file.
        return readFileSync(join(dir, file as string), 'utf8').includes(`"kb-${i}"`);
      }),
    );
    expect(acknowledged.every(Boolean)).toBe(true);
    const lines = readFileSync(join(dir, file as string), 'utf8').split('\n').length - linesBefore;
    expect(lines).toBeLessThan(50);
    await journal.close();
  });

  test('a named snapshot restored into a running store is journaled, account id included', async () => {
    const named = join(scratch, 'named');
    mkdirSync(named);
    const other = new Store('user-of-the-snapshot');
    other.knowledgeBases.set('kb-7', kb(7));
    await saveSnapshot(named, other, named);

    const dir = join(scratch, 'restore');
    mkdirSync(dir);
    const store = new Store('user-4');
    const journal = await Journal.open(dir, store, dir, { onError });
    store.knowledgeBases.set('kb-before', kb(1));
    await journal.persist();
    store.clearData();
    expect(await loadSnapshot(named, store, dir)).toBe(true);
    await journal.persist();
    const restarted = new Store('ignored');
    await readDataDir(dir, restarted, dir);
    expect([...restarted.knowledgeBases.keys()]).toEqual(['kb-7']);
    expect(restarted.userId).toBe('user-of-the-snapshot');
    await journal.close();
  });

  test('a data directory of the former version (state.json alone, version 1) loads, its delivery logs trimmed to the cap', async () => {
    const dir = join(scratch, 'version-1');
    mkdirSync(dir);
    const old = new Store('user-5');
    old.knowledgeBases.set('kb-1', kb(1));
    old.webhooks.set('hook-1', webhook(1));
    const saved = JSON.parse(serializeState(old, '/elsewhere'));
    saved.version = 1;
    delete saved.journal;
    saved.deliveryLogs = Array.from({ length: 150 }, (_, i) => ({
      id: `log-${i}`,
      webhook_id: 'hook-1',
      event: 'payment.succeeded',
      event_id: `event-${i}`,
      attempt: 1,
      status_code: null,
      success: false,
      duration_ms: 1,
      error: 'Delivery failed',
      created_at: new Date(i).toISOString(),
    }));
    writeFileSync(join(dir, STATE_FILE), JSON.stringify(saved));
    const store = new Store('ignored');
    const journal = await Journal.open(dir, store, dir, { onError });
    expect(journal.restored).toBe(true);
    expect(store.userId).toBe('user-5');
    expect([...store.knowledgeBases.keys()]).toEqual(['kb-1']);
    expect(store.deliveryLogs.forWebhook('hook-1').map((r) => r.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => `log-${i + 50}`),
    );
    await journal.close();
  });
});
