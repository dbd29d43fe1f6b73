// Webhook deliveries read a bounded part of the reply and never go to link-local or
// cloud-metadata addresses, neither by address nor by a name that resolves to one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebhookAddressPolicy } from '../src/webhooks/address-policy.js';
import { postNotification, RefusedAddressError } from '../src/webhooks/post-notification.js';
import { expectError, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';

let sbx: TestSandbox;
beforeAll(async () => {
  sbx = await startTestSandbox({ webhooks: { retryBaseMs: 20, timeoutMs: 5000, maxAttempts: 1 } });
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

/** A receiver that answers 200 and then streams zeros until the sandbox hangs up. */
async function floodingReceiver(): Promise<{ url: string; sent: () => number; close(): void }> {
  let sent = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      let more = true;
      while (more && sent < 768 * 1024 * 1024) {
        sent += chunk.length;
        more = res.write(chunk);
      }
      if (sent >= 768 * 1024 * 1024) res.end();
    };
    res.on('drain', pump);
    res.on('close', () => res.off('drain', pump));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    sent: () => sent,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('the reply of a receiver', () => {
  test('at most 64 KiB of a 768 MB reply is read: the delivery succeeds and memory stays flat', async () => {
    const receiver = await floodingReceiver();
    try {
      const hook = await sbx.api('POST', '/webhooks/', { body: { url: receiver.url } });
      expect(hook.status, hook.text).toBe(200);
      const rssBefore = process.memoryUsage().rss;
      const test = await sbx.api('POST', `/webhooks/${hook.body.id}/retest`);
      expect(test.status, test.text).toBe(200);
      expect(test.body).toMatchObject({ success: true, status_code: 200 });
      const growth = process.memoryUsage().rss - rssBefore;
      expect(growth).toBeLessThan(64 * 1024 * 1024);
      // The sandbox hung up long before the receiver could send it all.
      await waitFor(
        async () => receiver.sent(),
        (sent) => sent > 0,
      );
      expect(receiver.sent()).toBeLessThan(256 * 1024 * 1024);
    } finally {
      receiver.close();
    }
  });
});

describe('where notifications may go', () => {
  test.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/hook',
    'http://[::ffff:169.254.169.254]/hook',
    'http://[fd00:ec2::254]/hook',
    'http://100.100.100.200/hook',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.GOOGLE.INTERNAL./x',
  ])('subscribing %s is a 422 naming the url', async (url) => {
    const res = await sbx.api('POST', '/webhooks/', { body: { url } });
    expectError(res, 422, 'validation_error');
    expect(res.body.detail[0].loc).toEqual(['body', 'url']);
  });

  test('changing a webhook to a metadata address is refused too', async () => {
    const hook = await sbx.api('POST', '/webhooks/', { body: { url: 'http://127.0.0.1:9/hook' } });
    expect(hook.status, hook.text).toBe(200);
    const res = await sbx.api('PATCH', `/webhooks/${hook.body.id}`, {
      body: { url: 'http://169.254.169.254/' },
    });
    expectError(res, 422, 'validation_error');
  });

  test('loopback and private addresses stay allowed (a local tool)', async () => {
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://10.0.0.5/h']) {
      const res = await sbx.api('POST', '/webhooks/', { body: { url } });
      expect(res.status, res.text).toBe(200);
    }
  });

  test('a name that resolves to a refused address is refused at delivery, before connecting', async () => {
    // The default policy allows loopback, so refuse it here to see the lookup guard at work.
    const policy = new WebhookAddressPolicy([], ['127.0.0.0/8', '::1']);
    const attempt = postNotification(new URL('http://localhost:9/hook'), {}, '{}', {
      policy,
      timeoutMs: 2000,
      signal: new AbortController().signal,
      maxReplyBytes: 1024,
    });
    await expect(attempt).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(attempt).rejects.toThrow(/localhost resolves to/);
  });

  test('--allow-webhook-address widens the policy', async () => {
    const wide = await startTestSandbox({ webhooks: { allowAddresses: ['169.254.0.0/16'] } });
    try {
      const res = await wide.api('POST', '/webhooks/', {
        body: { url: 'http://169.254.169.254/hook' },
      });
      expect(res.status, res.text).toBe(200);
    } finally {
      await wide.close();
    }
  });
});
