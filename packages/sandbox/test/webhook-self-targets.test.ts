import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookAddressPolicy } from '../src/webhooks/address-policy.js';
import { Receiver } from './support/receiver.js';
import { expectError, startTestSandbox, type TestSandbox } from './support/sandbox.js';

let sbx: TestSandbox;
let receiver: Receiver;
beforeAll(async () => {
  // Even with every address allowed, the sandbox itself stays refused.
  sbx = await startTestSandbox({ webhooks: { allowAddresses: ['0.0.0.0/0', '::/0'] } });
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await sbx.close();
  await receiver.stop();
});

const port = (origin: string) => new URL(origin).port;

describe('webhooks pointed at the sandbox itself', () => {
  test('are refused at create with 400 webhook_url_targets_sandbox', async () => {
    const targets = [
      `${sbx.baseUrl}/__sandbox/reset`,
      `${sbx.baseUrl}/api/v1/transcripts/`,
      `http://localhost:${port(sbx.uploadUrl)}/uploads/x/parts/1`,
      `http://[::1]:${port(sbx.mediaUrl)}/files/x`,
      `http://127.0.0.2:${port(sbx.baseUrl)}/anything`,
      `http://0.0.0.0:${port(sbx.baseUrl)}/anything`,
      `http://[::ffff:127.0.0.1]:${port(sbx.baseUrl)}/x`,
      // Operator endpoints on any host and port, however the path is written.
      'http://example.com/__sandbox/reset',
      'http://127.0.0.1:1/__SANDBOX/seed',
      'http://127.0.0.1:1/%5F%5Fsandbox/reset',
      'http://127.0.0.1:1/a/../__sandbox/reset',
    ];
    for (const url of targets) {
      const res = await sbx.api('POST', '/webhooks/', { body: { url } });
      expectError(res, 400, 'webhook_url_targets_sandbox');
      expect(res.body.detail[0].loc, url).toEqual(['body', 'url']);
    }
    expect((await sbx.api('GET', '/webhooks/')).body.items).toEqual([]);
  });

  test('are refused at update, and the webhook keeps its address', async () => {
    const created = await sbx.api('POST', '/webhooks/', { body: { url: receiver.url } });
    expect(created.status, created.text).toBe(200);
    const res = await sbx.api('PATCH', `/webhooks/${created.body.id}`, {
      body: { url: `${sbx.baseUrl}/__sandbox/reset` },
    });
    expectError(res, 400, 'webhook_url_targets_sandbox');
    expect((await sbx.api('GET', '/webhooks/')).body.items[0].url).toBe(receiver.url);
  });

  test('another local service and a non-operator path elsewhere stay allowed', async () => {
    const res = await sbx.api('POST', '/webhooks/', {
      body: { url: `${receiver.url.replace('/hook', '/sandbox-events/__sandbox')}` },
    });
    expect(res.status, res.text).toBe(200);
  });

  test('a name resolving to a local address on an own port counts as the sandbox', () => {
    const policy = new WebhookAddressPolicy();
    policy.refuseOwnOrigins('127.0.0.1', [4010]);
    const url = new URL('http://rebind.example:4010/hook');
    expect(policy.selfTargetRefusal(url)).toBeNull();
    expect(policy.selfTargetRefusal(url, '127.0.0.1')).toMatch(/own origins/);
    expect(policy.selfTargetRefusal(url, '::ffff:7f00:1')).toMatch(/own origins/);
    expect(policy.selfTargetRefusal(url, '192.0.2.10')).toBeNull();
  });
});

describe('a stored webhook whose address became the sandbox', () => {
  test('is refused again at delivery (here: the sandbox restarted on its port)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sbx-self-'));
    const target = await new Receiver().start();
    const targetPort = Number(port(target.url));
    const first = await startTestSandbox({ dataDir });
    const hook = await first.api('POST', '/webhooks/', { body: { url: target.url } });
    expect(hook.status, hook.text).toBe(200);
    await first.close();
    await target.stop();
    // The receiver's port is free again and the sandbox takes it.
    const second = await startTestSandbox({
      dataDir,
      port: targetPort,
      uploadPort: 0,
      mediaPort: 0,
    });
    try {
      const retest = await second.api('POST', `/webhooks/${hook.body.id}/retest`);
      expect(retest.status, retest.text).toBe(200);
      expect(retest.body.success).toBe(false);
      expect(retest.body.status_code).toBeNull();
      expect(retest.body.error).toMatch(/own origins/);
      const requests = (await fetch(`${second.baseUrl}/__sandbox/requests`).then((r) =>
        r.json(),
      )) as { items: { path: string }[] };
      expect(requests.items.map((r) => r.path)).not.toContain('/hook');
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
