// Two `scribekit mcp` processes (two assistant windows) on one config folder and one key: a
// content is uploaded once, and a claimer killed with -9 is taken over at once.
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { DEFAULT_CONTENT_LEASE_MS } from '@scribekit/sdk/batch/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { writeRecordings } from './support/media.js';
import {
  operator,
  receivedAt,
  requestLog,
  sandboxEnv,
  startTestSandbox,
} from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ rateLimits: { uploadInit: 10, sourceImports: 1000 } });
});
afterAll(() => sandbox?.close());

type Server = Awaited<ReturnType<typeof startMcpClient>>;

/** Two servers as two assistant windows start them: same key, same config folder, same cwd. */
async function twoServers(work: string): Promise<[Server, Server]> {
  const env = { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(work, '.config') };
  return Promise.all([
    startMcpClient({ args: [], env, cwd: work }),
    startMcpClient({ args: [], env, cwd: work }),
  ]);
}

const uploadInits = async () =>
  (await requestLog(sandbox)).filter(
    (r) => r.method === 'POST' && r.path === '/api/v1/files/upload-init',
  );

const transcriptOf = (result: { structuredContent?: unknown }) =>
  (result.structuredContent as { transcript_id?: string } | undefined)?.transcript_id;

test('the same new file asked of both servers at the same moment: one upload-init, one transcript', async () => {
  await operator(sandbox, 'POST', '/reset');
  const work = scratchDir('mcp-two-servers');
  writeRecordings(work, ['talk.wav'], 20);
  const servers = await twoServers(work);
  try {
    const results = await Promise.all(
      servers.map((server) =>
        server.client.callTool({ name: 'transcribe', arguments: { path: 'talk.wav' } }),
      ),
    );
    for (const result of results) expect(result.isError, textOf(result)).toBeFalsy();
    const [first, second] = results.map(transcriptOf);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(await uploadInits()).toHaveLength(1);
    // One made it, the other reused it.
    const reused = results.map(
      (result) => (result.structuredContent as { reused: boolean }).reused,
    );
    expect(reused.sort()).toEqual([false, true]);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}, 60_000);

test('a server killed (SIGKILL) while it holds the claim: the other takes the upload over', async () => {
  await operator(sandbox, 'POST', '/reset');
  const work = scratchDir('mcp-claim-taken-over');
  writeRecordings(work, ['meeting.wav'], 20);
  // The first upload-init hangs long enough for its server to die holding the claim.
  await operator(sandbox, 'POST', '/faults', {
    match: { method: 'POST', path: '/api/v1/files/upload-init' },
    effect: { delay_ms: 30_000 },
  });
  const [doomed, survivor] = await twoServers(work);
  try {
    const dying = doomed.client
      .callTool({ name: 'transcribe', arguments: { path: 'meeting.wav' } })
      .catch((error: unknown) => error);
    // The doomed server holds the claim once its upload-init is on its way.
    const claimed = join(work, '.config', 'content');
    while ((await claimsHeld(claimed)) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const asked = survivor.client.callTool({
      name: 'transcribe',
      arguments: { path: 'meeting.wav' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(doomed.pid as number, 'SIGKILL');
    const killedAt = Date.now();
    await dying;
    const result = await asked;
    const tookMs = Date.now() - killedAt;
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(transcriptOf(result)).toBeDefined();
    // The survivor uploads once it holds the claim: when the service received that upload-init.
    const takenOverAt = Math.min(
      ...(await uploadInits())
        .filter((r) => r.status === 200)
        .map(receivedAt)
        .filter((at) => at >= killedAt),
    );
    console.log(
      `claim taken over ${takenOverAt - killedAt} ms and transcribed ${tookMs} ms after the holder was killed`,
    );
    // Its process gone from this machine, its journal and its claim are taken at once. Waiting for
    // their leases (10 s, renewed every fifth and every third) would take two thirds at least.
    expect(takenOverAt - killedAt).toBeLessThan((DEFAULT_CONTENT_LEASE_MS * 2) / 3);
  } finally {
    await Promise.all([doomed, survivor].map((server) => server.close().catch(() => undefined)));
  }
}, 90_000);

/** Claim files in the config folder's content claims (any account). */
async function claimsHeld(dir: string): Promise<number> {
  const { readdir } = await import('node:fs/promises');
  const accounts = await readdir(dir).catch(() => [] as string[]);
  let claims = 0;
  for (const account of accounts) {
    const names = await readdir(join(dir, account)).catch(() => [] as string[]);
    claims += names.filter((name) => name.endsWith('.claim')).length;
  }
  return claims;
}
