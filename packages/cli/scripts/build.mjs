// Builds dist/ as it is published, with esbuild: the entry (src/main.ts) and what `--help` needs
// become one file, and every command a chunk of its own that is loaded only when it runs — so
// start-up reads three small modules instead of a dozen. The unpublished @scribekit/shared is
// bundled into the chunks that use it; every published dependency stays an import.
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true }); // no stale chunk may reach the tarball
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: 'chunks/[name]-[hash]',
  external: [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    '@scribekit/sdk/*',
  ],
  logLevel: 'warning',
});
chmodSync(join(dist, 'main.js'), 0o755);
