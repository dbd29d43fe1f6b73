import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_PROBLEMS, recordProblem } from '../src/log/problems.js';
import { ChangeSet } from '../src/state/change-set.js';
import {
  DELIVERY_LOGS_PER_WEBHOOK,
  DELIVERY_LOGS_TOTAL,
  DeliveryLog,
} from '../src/state/delivery-log.js';
import { readDataDir } from '../src/state/journal.js';
import { serializeState } from '../src/state/snapshot.js';
import { Store } from '../src/state/store.js';
import type { DeliveryLogRecord } from '../src/state/types.js';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-bounded-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function attempt(id: number, webhookId: string): DeliveryLogRecord {
  return {
    id: `log-${id}`,
    webhook_id: webhookId,
    event: 'payment.succeeded',
    event_id: `event-${id}`,
    attempt: 1,
    status_code: null,
    success: false,
    duration_ms: 1,
    error: 'Delivery failed',
    created_at: new Date(0).toISOString(),
  };
}

describe('DeliveryLog', () => {
  test('keeps the newest attempts of each webhook and the newest overall', () => {
    const log = new DeliveryLog(new ChangeSet(), 3, 5);
    for (let i = 0; i < 10; i++) log.add(attempt(i, 'a'));
    expect(log.forWebhook('a').map((r) => r.id)).toEqual(['log-7', 'log-8', 'log-9']);
    for (let i = 10; i < 14; i++) log.add(attempt(i, `w${i}`));
    expect(log.size).toBe(5);
    expect([...log.values()].map((r) => r.id)).toEqual([
      'log-9',
      'log-10',
      'log-11',
      'log-12',
      'log-13',
    ]);
    expect(log.forWebhook('a').map((r) => r.id)).toEqual(['log-9']);
  });

  test('the documented caps', () => {
    expect(DELIVERY_LOGS_PER_WEBHOOK).toBe(100);
    expect(DELIVERY_LOGS_TOTAL).toBe(10_000);
  });
});

describe('contract problems (test mode)', () => {
  test('keep the newest 1,000', () => {
    const problems: string[] = [];
    for (let i = 0; i < 2500; i++) recordProblem(problems, `problem ${i}`);
    expect(MAX_PROBLEMS).toBe(1000);
    expect(problems.length).toBe(1000);
    expect(problems[0]).toBe('problem 1500');
    expect(problems.at(-1)).toBe('problem 2499');
  });
});

describe('a soak with failing webhooks (targets on a closed loopback port)', () => {
  const HOOKS = 20;
  let sbx: TestSandbox;
  const dataDir = join(scratch, 'soak');

  /** Sends `events` events to every webhook (five failing attempts each) and waits for them. */
  async function deliver(events: number): Promise<void> {
    for (let i = 0; i < events; i++) {
      const res = await fetch(`${sbx.baseUrl}/__sandbox/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'payment.succeeded' }),
      });
      expect(res.status).toBe(202);
    }
    await sbx.idle();
  }

  /** Delivery attempts listed, heap after a full collection, and the saved state's size. */
  async function measure() {
    const hooks = (await sbx.api('GET', '/webhooks/?limit=100')).body.items as { id: string }[];
    let logs = 0;
    for (const hook of hooks) {
      logs += (await sbx.api('GET', `/webhooks/${hook.id}/logs?limit=1`)).body.meta.total;
    }
    gc();
    const heap = process.memoryUsage().heapUsed;
    // What a restart would load: the base snapshot and the journal after it.
    const saved = new Store('soak');
    await readDataDir(dataDir, saved, dataDir);
    return { logs, heap, stateChars: serializeState(saved, dataDir).length };
  }

  test('delivery logs stop at the cap; memory and the saved state stay flat', async () => {
    sbx = await startTestSandbox({
      dataDir,
      webhooks: { retryBaseMs: 1, timeoutMs: 1000, maxAttempts: 5 },
    });
    try {
      const target = `http://127.0.0.1:${await closedPort()}/hook`;
      for (let i = 0; i < HOOKS; i++) {
        const hook = await sbx.api('POST', '/webhooks/', {
          body: { url: target, events: ['payment.succeeded'] },
        });
        expect(hook.status, hook.text).toBe(200);
      }
      // Every webhook fills its log: 25 events × 5 attempts > 100.
      await deliver(25);
      const full = await measure();
      await deliver(60);
      const later = await measure();
      await deliver(60);
      const last = await measure();
      console.log(
        `soak: ${HOOKS} webhooks, ${145 * 5 * HOOKS} failed attempts; logs ${full.logs} → ${later.logs} → ${last.logs}; saved state ${full.stateChars} → ${later.stateChars} → ${last.stateChars} chars; heap ${(full.heap / 2 ** 20).toFixed(1)} → ${(later.heap / 2 ** 20).toFixed(1)} → ${(last.heap / 2 ** 20).toFixed(1)} MiB`,
      );
      expect(full.logs).toBe(HOOKS * DELIVERY_LOGS_PER_WEBHOOK);
      expect(later.logs).toBe(full.logs);
      expect(last.logs).toBe(full.logs);
      // 6,000 more attempts between measurements would add about 3 MB of saved state each.
      expect(Math.abs(last.stateChars - full.stateChars)).toBeLessThan(full.stateChars * 0.02);
      expect(Math.abs(later.stateChars - full.stateChars)).toBeLessThan(full.stateChars * 0.02);
      expect(last.heap - full.heap).toBeLessThan(8 * 2 ** 20);
      // Kept, each failed attempt would hold about 400 bytes.
      expect((last.heap - later.heap) / (60 * 5 * HOOKS)).toBeLessThan(256);
    } finally {
      await sbx.close();
    }
  }, 60_000);
});
