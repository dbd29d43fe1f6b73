import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { type Harness, startHarness, triggerMessage } from '../support/harness.js';
import { startTestSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let harness: Harness;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => harness?.stop());

describe('saveSettings', () => {
  test('a full key is connected, saved, and never handed back to pages', async () => {
    harness = await startHarness(sandbox);
    const report = await harness.saveKey();
    expect(report).toMatchObject({ saved: true, outcome: 'connected', error: null });
    expect(report.scopes.filter((scope) => scope.ok === true).map((scope) => scope.scope)).toEqual([
      'transcripts:read',
      'imports:write',
      'imports:read',
      'recordings:read',
      'exports:read',
    ]);
    const view = await harness.call('getSettings', null);
    expect(view).toEqual({
      baseUrl: sandbox.baseUrl,
      defaultBaseUrl: sandbox.baseUrl,
      hasKey: true,
      keyHint: sandbox.apiKey.slice(-4),
    });
    expect(JSON.stringify(view)).not.toContain(sandbox.apiKey);
  });

  test('a key the API rejects is reported and not saved', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const report = await harness.saveKey('sk_wrong_key_0000');
    expect(report.saved).toBe(false);
    expect(report.outcome).toBe('rejected');
    expect(report.error).toMatchObject({ kind: 'auth', status: 401 });
    expect(report.error?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The good key saved before is kept.
    expect((await harness.call('getSettings', null)).keyHint).toBe(sandbox.apiKey.slice(-4));
  });

  test('a key without some scopes is saved and says which scopes it lacks', async () => {
    harness = await startHarness(sandbox);
    const limited = sandbox.createApiKey('read only', ['transcripts:read']);
    const report = await harness.saveKey(limited);
    expect(report.saved).toBe(true);
    expect(report.outcome).toBe('limited');
    const missing = report.scopes.filter((scope) => scope.ok === false).map((scope) => scope.scope);
    expect(missing).toEqual(['imports:write', 'imports:read', 'recordings:read', 'exports:read']);
    expect(report.scopes.find((scope) => scope.scope === 'transcripts:read')?.ok).toBe(true);
  });

  test('an unreachable API is reported, and the settings are kept for later', async () => {
    harness = await startHarness(sandbox);
    const result = await harness.call('saveSettings', {
      apiKey: 'sk_anything',
      baseUrl: 'http://127.0.0.1:9/',
    });
    expect(result).toMatchObject({
      saved: true,
      outcome: 'unreachable',
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(result.error?.title).toBe("Can't reach the API at 127.0.0.1:9.");
  });

  test('an address that is not http(s) is refused before any request', async () => {
    harness = await startHarness(sandbox);
    const result = await harness.send('saveSettings', {
      apiKey: 'x',
      baseUrl: 'ftp://example.com',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'bad_input' } });
  });

  test('saving without any key asks for one', async () => {
    harness = await startHarness(sandbox);
    const result = await harness.send('saveSettings', { apiKey: '  ', baseUrl: sandbox.baseUrl });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_key' } });
  });

  test('forgetKey removes the key but keeps the address', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const view = await harness.call('forgetKey', null);
    expect(view).toMatchObject({ hasKey: false, keyHint: null, baseUrl: sandbox.baseUrl });
    const stored = await fakeBrowser.storage.local.get('settings');
    expect(stored.settings).toEqual({ apiKey: null, baseUrl: sandbox.baseUrl });
  });
});

describe('message handlers', () => {
  test('refuse requests that do not come from the extension own pages', async () => {
    harness = await startHarness(sandbox);
    await harness.saveKey();
    const fromWebPage = await harness.send('getSettings', null, {
      id: 'test-extension-id',
      url: 'https://evil.example/page',
    });
    expect(fromWebPage).toMatchObject({ ok: false, error: { title: 'Request refused.' } });
    const fromOtherExtension = await harness.send('listJobs', null, {
      id: 'another-extension',
      url: 'chrome-extension://another-extension/popup.html',
    });
    expect(fromOtherExtension.ok).toBe(false);
  });

  test('ignore messages that are not requests', async () => {
    harness = await startHarness(sandbox);
    const answers = await triggerMessage({ hello: 'world' }, {}, () => {
      throw new Error('must not answer');
    });
    expect(answers).toEqual([undefined]);
  });
});
