// `pnpm start`: builds the spec's HTML reference and the SDK, then says where they are.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(args) {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['run', 'build']);
run(['--filter', 'spec', 'run', 'docs']);
console.log(`
Scribekit is built.
  API reference (HTML): ${root}spec/dist/index.html
  Bundled spec (JSON):  ${root}spec/dist/openapi.json
  SDK (ESM + types):    ${root}packages/sdk/dist/index.js
`);
