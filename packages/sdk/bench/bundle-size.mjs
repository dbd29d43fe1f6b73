// `pnpm bench`: what one call weighs in a browser bundle (min+gzip, built as size-limit builds
// it), for the SDK's entries and its peers in the same run: openai, @deepgram/sdk and assemblyai,
// each with its one client making one call, and plain openapi-fetch under `@scribekit/sdk/client`.
// It also weighs `createScribekit` without its upload module, so the README can say what the
// difference to the smallest peer buys. The peers are installed on demand (exact versions in
// bench/peers/package.json) into bench/peers/node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const sdk = fileURLToPath(new URL('..', import.meta.url));
const peers = fileURLToPath(new URL('peers/', import.meta.url));

/** The esbuild that size-limit itself runs (through its preset), so both build alike. */
function sizeLimitsEsbuild() {
  const preset = createRequire(`${sdk}package.json`).resolve('@size-limit/preset-small-lib');
  const plugin = createRequire(preset).resolve('@size-limit/esbuild');
  return createRequire(plugin)('esbuild');
}

function installPeers() {
  const stamp = `${peers}node_modules/.installed-from`;
  const manifest = readFileSync(`${peers}package.json`, 'utf8');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return;
  console.error('› Installing the peers to weigh (once) …');
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      peers,
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(stamp, manifest);
}

const key = "{ apiKey: 'k', baseUrl: 'https://api.example.com' }";
/** One program per row: its one client, one call. `from` is where its imports resolve. */
const rows = [
  [
    '@scribekit/sdk: createScribekit',
    sdk,
    `import { createScribekit } from './dist/index.js';\ncreateScribekit(${key}).transcripts.list();`,
  ],
  [
    '@scribekit/sdk/client: createClient',
    sdk,
    `import { createClient } from './dist/client/index.js';\ncreateClient(${key}).GET('/transcripts/');`,
  ],
  [
    'openapi-fetch (plain)',
    peers,
    `import createClient from 'openapi-fetch';\ncreateClient({ baseUrl: 'https://api.example.com' }).GET('/transcripts/');`,
  ],
  [
    'assemblyai',
    peers,
    `import { AssemblyAI } from 'assemblyai';\nnew AssemblyAI({ apiKey: 'k' }).transcripts.list();`,
  ],
  [
    '@deepgram/sdk',
    peers,
    `import { DeepgramClient } from '@deepgram/sdk';\nnew DeepgramClient({ apiKey: 'k' }).listen.v1.media.transcribeUrl({ url: 'https://example.com/a.mp3' });`,
  ],
  [
    'openai',
    peers,
    `import OpenAI from 'openai';\nnew OpenAI({ apiKey: 'k' }).audio.transcriptions.create({ file: new File([], 'a.mp3'), model: 'whisper-1' });`,
  ],
];

const esbuild = sizeLimitsEsbuild();
/** min+gzip bytes of a program bundled as size-limit's esbuild plugin bundles it. */
async function weigh(contents, resolveDir, plugins = []) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minifyIdentifiers: true,
    minifySyntax: true,
    minifyWhitespace: true,
    treeShaking: true,
    write: false,
    logLevel: 'silent',
    plugins,
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/** An esbuild plugin that loads `file` as one stub export per name: the module left out. */
const without = (file, names) => ({
  name: 'without',
  setup(build) {
    build.onLoad({ filter: new RegExp(`${file.replace(/[./]/g, '\\$&')}$`) }, () => ({
      contents: names.map((name) => `export const ${name} = () => {};`).join('\n'),
      loader: 'js',
    }));
  },
});

installPeers();
const sizes = new Map();
for (const [name, from, program] of rows) sizes.set(name, await weigh(program, from));
const main = sizes.get('@scribekit/sdk: createScribekit');
const uploads = without('dist/upload/upload-file.js', [
  'uploadFile',
  'resumeUpload',
  'UploadIncompleteError',
]);
const mainWithoutUploads = await weigh(rows[0][2], sdk, [uploads]);

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const peerNames = ['assemblyai', '@deepgram/sdk', 'openai'];
const smallest = Math.min(...peerNames.map((name) => sizes.get(name)));
console.log('| One call | min+gzip | × createScribekit |\n| --- | --- | --- |');
for (const [name, bytes] of sizes) {
  console.log(`| ${name} | ${kB(bytes)} | ${(bytes / main).toFixed(2)}× |`);
}
console.log(
  `createScribekit without its resumable uploads (upload-file and what only it uses): ${kB(mainWithoutUploads)}; the uploads weigh ${kB(main - mainWithoutUploads)}`,
);
console.log(
  `createScribekit ${kB(main)} against the smallest peer ${kB(smallest)}: ${main <= smallest ? 'at or below it' : `${kB(main - smallest)} above it, ${main - mainWithoutUploads > main - smallest ? 'less than the resumable uploads weigh (which that peer lacks)' : 'MORE than the resumable uploads weigh'}`}`,
);
// The promise of issue 30: the main entry at or below the smallest peer, or the difference
// bought by one named feature — the resumable, parallel multipart uploads (none of the peers
// uploads a file in parts that survive a restart).
if (main > smallest && main - mainWithoutUploads <= main - smallest) {
  console.error('✖ createScribekit outgrew the smallest peer by more than its uploads weigh');
  process.exit(1);
}
