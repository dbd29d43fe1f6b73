import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { writeRecordings } from './support/media.js';
import { startRedis } from './support/redis-server.js';
import {
  type LoggedRequest,
  operator,
  receivedAt,
  requestLog,
  sandboxEnv,
  startTestSandbox,
} from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { run } from './support/test-io.js';

const LOCK_MS = 2000;

const WINDOW_S = 5;
const LIMIT = 4;
const FILES = 12;

let sandbox: Sandbox;
let redis: Awaited<ReturnType<typeof startRedis>>;
const workers: { child: ChildProcess; output: string }[] = [];

beforeAll(async () => {
  redis = await startRedis();
  // The service's upload quota, shortened: 4 upload-inits per 5 seconds for the one key.
  sandbox = await startTestSandbox({
    processingMs: 500,
    rateLimits: { uploadInit: LIMIT, sourceImports: 1000, windowS: WINDOW_S },
  });
});
afterAll(async () => {
  for (const { child } of workers) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
  await redis?.stop();
});

/** Resolves once the worker said it is ready. */
async function ready(worker: { output: string }): Promise<void> {
  while (!worker.output.includes('Worker ready')) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startWorker(env: Record<string, string>, config: string, queue = 'scribekit-transcribe') {
  const child = spawn(
    process.execPath,
    [
      bin,
      'worker',
      '--redis',
      redis.url,
      '--queue',
      queue,
      '--concurrency',
      '2',
      '--lock-ms',
      String(LOCK_MS),
    ],
    {
      env: { ...process.env, ...env, SCRIBEKIT_CONFIG_DIR: config, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const worker = { child, output: '' };
  child.stdout?.on('data', (chunk) => (worker.output += chunk));
  child.stderr?.on('data', (chunk) => (worker.output += chunk));
  workers.push(worker);
  return worker;
}

test("three workers share one key's quota; one killed mid-batch: never over the quota, nothing done twice", async () => {
  const root = scratchDir('scribekit-fleet');
  const config = scratchDir('scribekit-fleet-config');
  writeRecordings(
    root,
    Array.from({ length: FILES }, (_, i) => `in/call-${String(i + 1).padStart(2, '0')}.wav`),
  );
  const env = sandboxEnv(sandbox);
  const [doomed] = [startWorker(env, config), startWorker(env, config), startWorker(env, config)];
  for (const worker of workers) {
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (worker.output.includes('Worker ready')) {
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
  }
  // Kill one worker with SIGKILL once it has finished an item, or after 8 s: the batch needs at
  // least 10 s (12 uploads at 4 per 5 s) and each worker holds two jobs from the start, waiting
  // for quota slots, so it dies mid-batch holding jobs either way. (3 s was too soon on a loaded
  // machine: the batch had not queued its jobs yet, so the worker died holding none.)
  const started = Date.now();
  const killed = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (doomed?.output.includes('✔ call-') || Date.now() - started > 8000) {
        clearInterval(check);
        doomed.child.kill('SIGKILL');
        resolve();
      }
    }, 20);
  });

  const batchArgs = ['transcribe', 'in', '--out', join(root, 'out'), '--redis', redis.url];
  batchArgs.push('--upload-limit', `${LIMIT}/${WINDOW_S}s`);
  const result = await run(batchArgs, { env: { ...env, SCRIBEKIT_CONFIG_DIR: config }, cwd: root });
  await killed;
  expect(result.code).toBe(0);
  // An item the killed worker finished but could not hand back is found done by its heir and
  // counted as skipped: still done once.
  expect(result.stderr.trim().split('\n').at(-1)).toMatch(
    new RegExp(`^✔ ${FILES} of ${FILES} done( \\([12] by an earlier run\\))?$`),
  );
  expect(
    readdirSync(join(root, 'out'))
      .filter((name) => name.endsWith('.txt'))
      .sort(),
  ).toEqual(Array.from({ length: FILES }, (_, i) => `call-${String(i + 1).padStart(2, '0')}.txt`));
  expect(doomed?.child.signalCode).toBe('SIGKILL');
  // The killed worker's item in flight stalled and another worker finished it.
  const queue = new Queue('scribekit-transcribe', { connection: { url: redis.url } });
  try {
    const jobs = await queue.getJobs(['completed']);
    expect(jobs).toHaveLength(FILES);
    expect(jobs.filter((job) => job.stalledCounter > 0).length).toBeGreaterThanOrEqual(1);
  } finally {
    await queue.close();
  }

  const log = await requestLog(sandbox);
  const inits = log.filter((r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init');
  // Never over the quota: not one 429, and no window of 5 s holds more than 4 upload-inits.
  expect(inits.filter((r) => r.status === 429)).toEqual([]);
  const times = inits.map((r) => Date.parse(r.at)).sort((a, b) => a - b);
  for (let i = LIMIT; i < times.length; i++) {
    expect((times[i] as number) - (times[i - LIMIT] as number)).toBeGreaterThanOrEqual(
      WINDOW_S * 1000 - 50,
    );
  }
  // Nothing done twice: one upload-init, one transcript and one export per file.
  expect(inits.filter((r) => r.status === 200)).toHaveLength(FILES);
  const created = (path: string) =>
    log.filter((r) => r.method === 'POST' && r.path === path && r.status < 300).length;
  expect(created('/api/v1/transcripts/')).toBe(FILES);
  expect(
    log.filter(
      (r) =>
        r.method === 'POST' &&
        /^\/api\/v1\/(exports\/|transcripts\/[^/]+\/exports)$/.test(r.path) &&
        r.status < 300,
    ),
  ).toHaveLength(FILES);

  // Queueing the same batch again is the same jobs, all done: nothing is sent to the service.
  const again = await run(batchArgs, { env: { ...env, SCRIBEKIT_CONFIG_DIR: config }, cwd: root });
  expect(again.code).toBe(0);
  expect(again.stderr.trim().split('\n').at(-1)).toBe(
    `✔ ${FILES} of ${FILES} done (${FILES} by an earlier run)`,
  );
  expect((await requestLog(sandbox)).length).toBe(log.length);

  // Ctrl+C ends the other workers cleanly (exit 0).
  for (const worker of workers.filter((w) => w !== doomed)) {
    const exited = new Promise<number | null>((resolve) => worker.child.once('exit', resolve));
    worker.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(worker.output).toContain('✔ Worker stopped.');
  }
}, 120_000);

test('a worker killed while its upload-init hangs: the slot frees within --lock-ms, the next upload-init follows at once', async () => {
  const root = scratchDir('scribekit-fleet-lease');
  const config = scratchDir('scribekit-fleet-config');
  writeRecordings(root, ['in/first.wav', 'in/second.wav']);
  // A key of its own: the first test's upload-inits do not count against this one.
  const env = sandboxEnv(sandbox, sandbox.createApiKey('lease', ['*']));
  // The first upload-init hangs for 20 s at the service (its worker is killed meanwhile).
  await operator(sandbox, 'DELETE', '/faults');
  await operator(sandbox, 'POST', '/faults', {
    match: { method: 'POST', path: '/api/v1/files/upload-init' },
    effect: { delay_ms: 20_000 },
  });
  // A queue of its own: no worker of the first test can take these jobs.
  const queue = 'scribekit-lease';
  const doomed = startWorker(env, config, queue);
  await ready(doomed);
  const batch = ['transcribe', 'in', '--out', join(root, 'out'), '--redis', redis.url];
  const following = run([...batch, '--queue', queue], {
    env: { ...env, SCRIBEKIT_CONFIG_DIR: config },
    cwd: root,
  });
  for (;;) {
    const { faults } = await operator<{ faults: { remaining: number }[] }>(
      sandbox,
      'GET',
      '/faults',
    );
    if (faults.every((fault) => fault.remaining === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const killedAt = Date.now();
  doomed.child.kill('SIGKILL');
  const heir = startWorker(env, config, queue);
  await ready(heir);
  // A busy machine may take seconds to start the heir: the slot counts from then at the latest.
  const heirReadyAfter = Date.now() - killedAt;
  const result = await following;
  expect(result.code).toBe(0);
  expect(result.stderr.trim().split('\n').at(-1)).toBe('✔ 2 of 2 done');

  const log = await requestLog(sandbox);
  const arrivals = log
    .filter((r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init')
    .map(receivedAt)
    .filter((arrived) => arrived > killedAt)
    .sort((a, b) => a - b);
  const next = (arrivals[0] as number) - killedAt;
  console.log(
    `next upload-init ${next} ms after the kill (--lock-ms ${LOCK_MS}, heir ready after ${heirReadyAfter} ms)`,
  );
  // Not the old 120-second lease: the dead worker's slot frees within its lock time (or as soon
  // as the heir is up, if that is later), with room for a busy machine far below 120 s.
  expect(next).toBeLessThan(Math.max(LOCK_MS, heirReadyAfter) + 15_000);
  heir.child.kill('SIGINT');
  await new Promise((resolve) => heir.child.once('exit', resolve));
}, 90_000);

test('a fleet: one upload-init answered late holds only its slot, the other jobs upload meanwhile', async () => {
  const root = scratchDir('scribekit-fleet-slow');
  const config = scratchDir('scribekit-fleet-config');
  writeRecordings(root, [
    'in/a-slow.wav',
    ...Array.from({ length: 5 }, (_, i) => `in/quick-${i}.wav`),
  ]);
  // A key and a queue of their own: the other tests' slots and workers do not count.
  const env = sandboxEnv(sandbox, sandbox.createApiKey('slow', ['*']));
  const SLOW_MS = 8_000;
  await operator(sandbox, 'DELETE', '/faults');
  await operator(sandbox, 'POST', '/faults', {
    match: { method: 'POST', path: '/api/v1/files/upload-init', body: { filename: 'a-slow.wav' } },
    effect: { delay_ms: SLOW_MS },
  });
  const queue = 'scribekit-slow';
  const worker = startWorker(env, config, queue);
  await ready(worker);
  const batch = ['transcribe', 'in', '--out', join(root, 'out'), '--redis', redis.url];
  const result = await run(
    [...batch, '--queue', queue, '--upload-limit', `${LIMIT}/${WINDOW_S}s`],
    {
      env: { ...env, SCRIBEKIT_CONFIG_DIR: config },
      cwd: root,
    },
  );
  expect(result.code, result.stderr).toBe(0);
  const inits = (await requestLog(sandbox)).filter(
    (r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init',
  );
  const slow = inits.find((r) => r.duration_ms >= SLOW_MS - 100);
  expect(slow).toBeDefined();
  const from = receivedAt(slow as LoggedRequest);
  const until = Date.parse(slow?.at as string);
  const meanwhile = inits.filter((r) => {
    const arrived = receivedAt(r);
    return r !== slow && arrived > from && arrived < until;
  }).length;
  console.log(
    `fleet head of line: ${meanwhile} of 5 other upload-inits during the slow one's ${slow?.duration_ms} ms`,
  );
  // Blocked, it would be 0: the worker's other job uploads one file after another meanwhile.
  expect(meanwhile).toBeGreaterThanOrEqual(2);
  worker.child.kill('SIGINT');
  await new Promise((resolve) => worker.child.once('exit', resolve));
}, 90_000);
