import type { Sandbox } from '@scribekit/sandbox';
import { createMemoryIndexStorage } from '@scribekit/sdk/search';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeError } from '../../src/background/errors-to-text.js';
import { createAccountIndex } from '../../src/search/account-index.js';
import { startTestSandbox } from '../support/sandbox.js';

// The background's index of the saved key's transcripts, against a real sandbox: one index per
// key and address, shared by requests that come together, and words for what cannot be done.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(100);
  const seeded = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: 3, completed: true }),
  });
  expect(seeded.status).toBe(201);
});
afterAll(() => sandbox.close());

function indexFor(credentials: { apiKey: string | null; baseUrl: string }) {
  const marks = new Map<string, unknown>();
  const storage = createMemoryIndexStorage();
  let clears = 0;
  const counted = {
    ...storage,
    clear: async () => {
      clears += 1;
      await storage.clear();
    },
  };
  const index = createAccountIndex({
    credentials: async () => credentials,
    storage: counted,
    marks: {
      get: async (key) => (marks.has(key) ? { [key]: marks.get(key) } : {}),
      set: async (items) => {
        for (const [key, value] of Object.entries(items)) marks.set(key, value);
      },
    },
    describe: (error) => describeError(error, { baseUrl: credentials.baseUrl, online: true }),
  });
  return { index, marks, clears: () => clears, credentials };
}

describe('the account index', () => {
  test('requests that come together share one index; the mark is a hash, never the key', async () => {
    const account = indexFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const [, status, hits] = await Promise.all([
      account.index.sync(),
      account.index.status(),
      account.index.search('budget'),
    ]);
    expect(status).toMatchObject({ error: null });
    expect(Array.isArray(hits)).toBe(true);
    expect(account.clears()).toBe(1);
    expect((await account.index.status()).transcripts).toBe(3);
    const mark = JSON.stringify([...account.marks.values()]);
    expect(mark).toMatch(/^\["[0-9a-f]{16}"\]$/);
    expect(mark).not.toContain(sandbox.apiKey);
  });

  test('another key starts another index', async () => {
    const account = indexFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    await account.index.sync();
    account.credentials.apiKey = sandbox.createApiKey('second', ['*']);
    expect((await account.index.status()).transcripts).toBe(0);
    expect(account.clears()).toBe(2);
  });

  test('no key, an empty question and a question nothing matches are said in words', async () => {
    const none = indexFor({ apiKey: null, baseUrl: sandbox.baseUrl });
    await expect(none.index.status()).rejects.toMatchObject({ name: 'NoKeyError' });
    const account = indexFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    await expect(account.index.ask('  ')).rejects.toMatchObject({
      message: 'Type a question first.',
    });
    await expect(account.index.ask('zeppelin xylophone quasar')).rejects.toMatchObject({
      message: 'No transcript speaks to this question.',
    });
    const reports = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/' });
    expect(reports).toEqual([]);
  });
});
