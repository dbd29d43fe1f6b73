// Builds dist/ as it is published, with esbuild: the entry (src/main.ts) and what `--help` needs
// become one file, and every command a chunk of its own that is loaded only when it runs — so
// start-up reads three small modules instead of a dozen. The unpublished @scribekit/shared is
// bundled into the chunks that use it, and so are the MCP SDK and zod (devDependencies: as
// dependencies they would add 16 MB to every install, bundled about 0.9 MB, loaded by `scribekit
// mcp` alone), with their licences in dist/THIRD-PARTY-NOTICES.md; every other published
// dependency stays an import.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true }); // no stale chunk may reach the tarball

// The MCP App of `scribekit mcp` (app/transcript): its script and styles bundled, minified and
// inlined into one HTML page, imported by the server as the string `scribekit:transcript-app.html`.
async function transcriptAppHtml() {
  const app = join(root, 'app/transcript');
  const bundled = await build({
    entryPoints: [join(app, 'main.ts'), join(app, 'view.css')],
    bundle: true,
    minify: true,
    write: false,
    outdir: join(app, 'out'),
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  });
  const text = (ext) => bundled.outputFiles.find((file) => file.path.endsWith(ext)).text.trim();
  const script = text('.js').replaceAll('</', '<\\/'); // never ends its own <script> early
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Transcript · Scribekit</title><style>${text('.css')}</style></head><body><main id="app"></main><script>${script}</script></body></html>`;
}
const transcriptApp = {
  name: 'transcript-app',
  setup(plugin) {
    plugin.onResolve({ filter: /^scribekit:transcript-app\.html$/ }, (args) => ({
      path: args.path,
      namespace: 'transcript-app',
    }));
    plugin.onLoad({ filter: /.*/, namespace: 'transcript-app' }, async () => ({
      contents: `export default ${JSON.stringify(await transcriptAppHtml())};`,
      loader: 'js',
      watchFiles: [join(root, 'app/transcript')],
    }));
  },
};

// The SDK stays an import, but for its search entries: bundled into the search chunk, they are
// one module for a warm `scribekit search` to load instead of fifteen (the same build of the
// same code the dependency ships; a search starts within 1.5× of `--version`, issue 37).
const sdkImportedButSearch = {
  name: 'sdk-imported-but-search',
  setup(plugin) {
    plugin.onResolve({ filter: /^@scribekit\/sdk(\/|$)/ }, (args) =>
      /^@scribekit\/sdk\/search(\/node)?$/.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const { metafile } = await build({
  plugins: [transcriptApp, sdkImportedButSearch],
  metafile: true,
  absWorkingDir: root,
  entryPoints: [join(root, 'src/main.ts')],
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: 'chunks/[name]-[hash]',
  external: [
    ...Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@scribekit/sdk'),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ],
  logLevel: 'warning',
});
chmodSync(join(dist, 'main.js'), 0o755);

// The licence of every third-party package bundled into dist/, as their licences require.
const bundled = new Map();
for (const input of Object.keys(metafile.inputs)) {
  const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
  if (match) bundled.set(match[2], join(root, match[1]));
}
const notices = [...bundled]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, dir]) => {
    const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].find((f) => existsSync(join(dir, f)));
    if (!file) throw new Error(`${name} is bundled into dist/ but has no LICENSE file to carry`);
    return `## ${name} ${version} (${license})\n\n${readFileSync(join(dir, file), 'utf8').trim()}\n`;
  });
writeFileSync(
  join(dist, 'THIRD-PARTY-NOTICES.md'),
  `# Third-party code bundled into this package\n\n${notices.join('\n')}`,
);
