import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSandbox } from '@scribekit/sandbox';
import { binaries, installBinaries } from '../../scripts/install-runtime-binaries.mjs';

const run = promisify(execFile);
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const runtimes = [
  ['Node 20 (this one)', process.execPath, []],
  ['Node 22', binaries.node22, []],
  ['Node 24', binaries.node24, []],
  ['Node 26', binaries.node26, []],
  ['Bun', binaries.bun, ['run']],
  ['Deno', binaries.deno, ['run', '--allow-net', '--allow-env', '--allow-read']],
];

let sandbox;
before(async () => {
  await installBinaries();
  sandbox = await startSandbox({ port: 0, processingMs: 200, log: () => {} });
});
after(() => sandbox.close());

for (const [name, binary, args] of runtimes) {
  test(`the SDK runs unchanged on ${name}`, async () => {
    // The binaries come from npm; a platform without one must fail loudly, not skip.
    assert.ok(
      existsSync(binary),
      `${binary} is missing: the npm packages of these runtimes exist for linux-x64 only`,
    );
    const secret = 'whsec_runtime';
    const body = JSON.stringify({ id: crypto.randomUUID(), event: 'webhook.test' });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const { stdout } = await run(binary, [...args, 'smoke.mjs'], {
      cwd: here('.'),
      env: {
        ...process.env,
        SCRIBEKIT_API_KEY: sandbox.apiKey,
        SCRIBEKIT_BASE_URL: sandbox.baseUrl,
        SECRET: secret,
        BODY: body,
        SIGNATURE: signature,
        NO_COLOR: '1',
      },
      timeout: 60_000,
    });
    const results = JSON.parse(stdout.trim().split('\n').at(-1));
    assert.ok(results.segments > 0);
    assert.equal(results.pagedSegments, results.segments);
    assert.equal(results.notFound, true);
    assert.equal(results.signatureValid, true);
    assert.equal(results.signatureForged, false);
  });
}
