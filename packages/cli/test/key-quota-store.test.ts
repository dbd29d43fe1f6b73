import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import { keyQuotaStore, quotaFile } from '../src/batch/key-quota-store.js';
import { scratchDir } from './support/scratch.js';

const account = { apiKey: 'sk_test_quota', baseUrl: 'http://127.0.0.1:9' };

/** One hit more, as the batch engine records a request that counted. */
const addHit = (at: number) => (state: { hits: { sent: number; done: number }[] }) => ({
  state: { ...state, hits: [...state.hits, { sent: at, done: at }] } as never,
  result: state.hits.length + 1,
});

describe('keyQuotaStore', () => {
  test('updates from independent stores on one key never lose one another (the file lock)', async () => {
    const dir = scratchDir('quota-store');
    const stores = Array.from({ length: 4 }, () => keyQuotaStore(dir, account));
    await Promise.all(
      stores.map(async (store, s) => {
        for (let i = 0; i < 40; i++) await store.update('upload-init', addHit(s * 100 + i));
      }),
    );
    const state = await keyQuotaStore(dir, account).read('upload-init');
    expect(state.hits).toHaveLength(160);
    expect(existsSync(`${quotaFile(dir, account)}.lock`)).toBe(false);
  });

  test('keeps one file per address and key, named by a hash, readable by the owner alone', async () => {
    const dir = scratchDir('quota-store');
    await keyQuotaStore(dir, account).update('source-import', addHit(1));
    const path = quotaFile(dir, account);
    expect(readFileSync(path, 'utf8')).not.toContain(account.apiKey);
    expect(statSync(path).mode & 0o077).toBe(0);
    expect(statSync(dirname(path)).mode & 0o077).toBe(0);
    const elsewhere = { ...account, baseUrl: 'http://127.0.0.1:10' };
    expect(quotaFile(dir, elsewhere)).not.toBe(path);
    expect((await keyQuotaStore(dir, elsewhere).read('source-import')).hits).toEqual([]);
  });

  test("a lock left by a process that is gone is taken over; a live one's is waited for", async () => {
    const dir = scratchDir('quota-store');
    const store = keyQuotaStore(dir, account);
    await store.update('upload-init', addHit(1));
    const lockPath = `${quotaFile(dir, account)}.lock`;
    writeFileSync(lockPath, `999999999\n${hostname()}`); // no such process
    expect(await store.update('upload-init', addHit(2))).toBe(2);

    writeFileSync(lockPath, `${process.pid}\n${hostname()}`); // alive: this very process
    let done = false;
    const waiting = store.update('upload-init', addHit(3)).then((count) => {
      done = true;
      return count;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    rmSync(lockPath); // the holder finishes
    expect(await waiting).toBe(3);
  });
});
