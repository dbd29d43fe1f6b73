// Generates the site's reference pages from their sources, into folders git ignores (never edited
// by hand): the SDK's reference from its TypeScript (TypeDoc + typedoc-plugin-markdown), the list of
// the API's operations from the bundled spec, and the spec's own Redoc page copied in as a static file.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderOperations } from './render-operations.mjs';

const docs = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const specDist = dirname(require.resolve('spec/openapi.json'));

// The spec's Redoc page (built by `spec`'s build), served as-is at /api-reference/.
const redocDir = join(docs, 'public/api-reference');
mkdirSync(redocDir, { recursive: true });
copyFileSync(join(specDist, 'index.html'), join(redocDir, 'index.html'));
copyFileSync(join(specDist, 'openapi.json'), join(redocDir, 'openapi.json'));

const spec = JSON.parse(readFileSync(join(specDist, 'openapi.json'), 'utf8'));
writeFileSync(join(docs, 'reference/api-operations.md'), renderOperations(spec));

const sdkOut = join(docs, 'reference/sdk');
rmSync(sdkOut, { recursive: true, force: true });
const typedoc = spawnSync(
  process.execPath,
  [
    join(dirname(require.resolve('typedoc/package.json')), 'bin/typedoc'),
    '--options',
    join(docs, 'typedoc.json'),
  ],
  { cwd: docs, encoding: 'utf8' },
);
if (typedoc.status !== 0) {
  process.stderr.write(typedoc.stdout + typedoc.stderr);
  process.exit(typedoc.status ?? 1);
}
