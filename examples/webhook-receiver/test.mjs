import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makeWav, startSandbox } from '@scribekit/sandbox';
import { createScribekit, unwrap } from '@scribekit/sdk';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

let sandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, processingMs: 200, log: () => {} });
});
after(() => sandbox.close());

async function eventually(check) {
  for (let i = 0; i < 200; i += 1) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

function signed(secret, id = randomUUID()) {
  const body = JSON.stringify({
    id,
    event: 'webhook.test',
    created_at: new Date().toISOString(),
    data: { webhook_id: randomUUID(), message: 'hello' },
  });
  return {
    id,
    body,
    signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
  };
}

const post = (url, { body, signature }) =>
  fetch(url, { method: 'POST', body, headers: signature ? { 'X-Signature': signature } : {} });

// The JavaScript receiver and its TypeScript twin, compiled here under strict settings
// (tsconfig.json: strict, exactOptionalPropertyTypes, lib es2022 without DOM, skipLibCheck off).
const implementations = [
  ['receiver.mjs', async () => import('./receiver.mjs')],
  [
    'receiver.ts',
    async () => {
      await promisify(execFile)(process.execPath, [
        here('node_modules/typescript/bin/tsc'),
        '-p',
        here('tsconfig.json'),
      ]);
      return import('./dist/receiver.js');
    },
  ],
];

for (const [name, load] of implementations) {
  describe(name, () => {
    let receiver;
    let url;
    let secret = '';
    const events = [];

    before(async () => {
      const { createWebhookReceiver } = await load();
      receiver = createWebhookReceiver({
        secret: () => secret,
        onEvent: (event) => events.push(event),
      });
      await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${receiver.address().port}/webhooks`;
    });
    after(() => new Promise((resolve) => receiver.close(resolve)));

    test('receives and verifies the sandbox notifications of a transcription', async () => {
      const scribekit = createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
      const hook = await unwrap(
        scribekit.client.POST('/webhooks/', {
          body: { url, events: ['transcript.created', 'transcript.completed'] },
        }),
      );
      secret = hook.secret;
      const transcript = await scribekit.transcribeFile(makeWav(5, 'receiver'), {
        filename: 'hook.wav',
        wait: { pollIntervalMs: 50 },
      });
      const completed = await eventually(() =>
        events.find((e) => e.event === 'transcript.completed' && e.data.id === transcript.id),
      );
      assert.equal(completed.data.status, 'completed');
      assert.ok(
        events.some((e) => e.event === 'transcript.created' && e.data.id === transcript.id),
      );
    });

    test('rejects a forged notification and handles a redelivery once', async () => {
      secret = 'whsec_test';
      const delivery = signed(secret);
      const forged =
        delivery.signature.slice(0, -1) + (delivery.signature.endsWith('0') ? '1' : '0');
      assert.equal((await post(url, { ...delivery, signature: forged })).status, 401);
      assert.equal((await post(url, { ...delivery, signature: undefined })).status, 401);
      const before = events.length;
      assert.equal((await post(url, delivery)).status, 204);
      assert.equal((await post(url, delivery)).status, 200);
      assert.equal(events.length, before + 1);
    });

    test('accepts the old and the new secret while rotating', async () => {
      secret = ['whsec_new', 'whsec_old'];
      assert.equal((await post(url, signed('whsec_old'))).status, 204);
      assert.equal((await post(url, signed('whsec_new'))).status, 204);
      assert.equal((await post(url, signed('whsec_other'))).status, 401);
    });
  });
}

/** A throwaway redis-server on a free loopback port; fails (never skips) when none is installed. */
async function startRedis() {
  const port = await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise((resolve, reject) => {
    child.once('error', (e) =>
      reject(new Error(`redis-server is needed (apt-get install -y redis-server): ${e.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    child.stdout.on(
      'data',
      (chunk) => String(chunk).includes('Ready to accept connections') && resolve(),
    );
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** Runs `node server.mjs` on a free port; resolves with its URL and the lines it printed. */
function startServer(env) {
  const child = spawn(process.execPath, [here('server.mjs')], {
    env: { ...process.env, PORT: '0', ...env },
  });
  const lines = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`server.mjs exited (${code}): ${lines.join('\n')}`)),
    );
    child.stderr.on('data', (chunk) => lines.push(String(chunk)));
    child.stdout.on('data', (chunk) => {
      lines.push(...String(chunk).trim().split('\n'));
      const ready = lines.find((line) => line.startsWith('listening on '));
      if (ready) resolve({ child, lines, url: ready.split(' ')[2], ready });
    });
  });
}

describe('server.mjs with REDIS_URL', () => {
  let redis;
  const servers = [];
  before(async () => {
    redis = await startRedis();
    const env = { SCRIBEKIT_WEBHOOK_SECRET: 'whsec_new,whsec_old', REDIS_URL: redis.url };
    servers.push(await startServer(env), await startServer(env));
  });
  after(() => {
    for (const server of servers) server.child.kill();
    redis?.child.kill();
  });

  test('two instances share the store: a replay sent to either is handled once', async () => {
    assert.match(servers[0].ready, /\(Redis store\)$/);
    const delivery = signed('whsec_old');
    const [a, b] = servers.map((server) => server.url);
    assert.equal((await post(a, delivery)).status, 204);
    assert.equal((await post(b, delivery)).status, 200);
    assert.equal((await post(a, delivery)).status, 200);
    const concurrent = signed('whsec_new');
    const statuses = await Promise.all(
      [a, b, a, b].map((url) => post(url, concurrent).then((r) => r.status)),
    );
    assert.deepEqual(statuses.toSorted(), [200, 200, 200, 204]);
    const handled = (id) =>
      servers.flatMap((server) => server.lines).filter((line) => line.endsWith(id));
    await eventually(() => handled(concurrent.id).length === 1);
    assert.equal(handled(delivery.id).length, 1);
    assert.equal(handled(concurrent.id).length, 1);
  });
});
