// Tests @scribekit/sdk as it is published: packs the tarball, installs it into empty projects
// outside the workspace (npm, pnpm and Bun), compiles strict TypeScript against it under
// nodenext, bundler and commonjs (node10) settings — with every ```ts block of the README and of
// the SDK's pages of the docs site (DOC_PAGES) — and
// runs a program against the sandbox on Node, Bun and Deno.
//
// Docs convention: every ```ts block compiles on its own, as a module. A block that continues
// an earlier one says what it uses with `declare const` lines (e.g.
// `declare const scribekit: Scribekit;`), so readers see the types too.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { binaries, installBinaries } from '../../../../scripts/install-runtime-binaries.mjs';

const exec = promisify(execFile);
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const sdkDir = here('../..');
const repoDir = here('../../../..');
// Bun and Deno are fetched on first use, never by the workspace install.
await installBinaries();
const bin = (name) => binaries[name];

/** Versions of the consumer's own tools: the workspace catalog's, so they move together. */
function catalogVersion(name) {
  const yaml = readFileSync(join(repoDir, 'pnpm-workspace.yaml'), 'utf8');
  const found = yaml.match(new RegExp(`^\\s+"?${name.replace('/', '\\/')}"?:\\s*(\\S+)`, 'm'));
  assert.ok(found, `${name} is missing from the catalog of pnpm-workspace.yaml`);
  return found[1];
}

/**
 * The Markdown whose ```ts blocks show the SDK: its README (what npm shows) and the docs site's
 * SDK pages (getting started, guides, the SDK section), relative to the repository.
 */
function docPages() {
  const pagesIn = (dir) =>
    readdirSync(join(repoDir, dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `${dir}/${name}`);
  return [
    'packages/sdk/README.md',
    'docs/getting-started/sdk.md',
    ...pagesIn('docs/guides'),
    ...pagesIn('docs/sdk'),
  ];
}

/** The ```ts blocks of a Markdown text, each with the line its code starts on. */
export function readmeBlocks(markdown) {
  const blocks = [];
  const fence = /^```(?:ts|typescript)[^\S\n]*\n([\s\S]*?)^```[^\S\n]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1;
    blocks.push({ line, code: match[1] });
  }
  return blocks;
}

const work = mkdtempSync(join(tmpdir(), 'scribekit-consumer-'));
const project = join(work, 'npm');
let tarball;
let sandbox;
let blockFiles = [];

function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Starts the workspace's built sandbox on a free port; resolves with its ready line. */
function startSandbox() {
  const child = spawn(
    process.execPath,
    [join(repoDir, 'packages/sandbox/dist/cli.js'), '--port', '0', '--processing-ms', '100'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`sandbox exited (${code}) before it was ready`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, ...JSON.parse(out.slice(0, newline)) });
    });
  });
}

before(async () => {
  const packed = join(work, 'packed');
  const sandboxReady = startSandbox();
  sandboxReady.catch(() => {}); // awaited below, after the install
  await exec('pnpm', ['pack', '--pack-destination', join(packed, 'sdk')], { cwd: sdkDir });
  tarball = join(packed, 'sdk', readdirSync(join(packed, 'sdk'))[0]);
  // The README's "Testing your app" uses the published sandbox, so the consumer installs it too.
  const sandboxDir = join(repoDir, 'packages/sandbox');
  await exec('pnpm', ['pack', '--pack-destination', join(packed, 'sandbox')], { cwd: sandboxDir });
  const sandboxTarball = join(packed, 'sandbox', readdirSync(join(packed, 'sandbox'))[0]);
  mkdirSync(project);
  writeJson(join(project, 'package.json'), {
    name: 'consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@scribekit/sdk': `file:${tarball}`,
      '@scribekit/sandbox': `file:${sandboxTarball}`,
      typescript: catalogVersion('typescript'),
      '@types/node': catalogVersion('@types/node'),
    },
  });
  await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    {
      cwd: project,
    },
  );
  sandbox = await sandboxReady;
});

after(() => {
  sandbox?.child.kill();
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
});

test('the tarball holds dist only, without maps, and depends on nothing unpublished', async () => {
  const { stdout } = await exec('tar', ['tzf', tarball]);
  const files = stdout.trim().split('\n');
  const outside = files.filter(
    (f) => !/^package\/(dist\/|package\.json$|README\.md$|LICENSE$)/.test(f),
  );
  assert.deepEqual(outside, []);
  assert.deepEqual(
    files.filter((f) => f.endsWith('.map')),
    [],
  );
  assert.equal(files.filter((f) => f.endsWith('schema.d.ts')).length, 1);
  // No TypeScript sources: a user's compiler would check them with the user's own settings.
  assert.deepEqual(
    files.filter((f) => /\.[cm]?ts$/.test(f) && !/\.d\.[cm]?ts$/.test(f)),
    [],
  );
  const manifest = JSON.parse(
    readFileSync(join(project, 'node_modules/@scribekit/sdk/package.json'), 'utf8'),
  );
  // `@scribekit/sdk/search` is the SDK's own code: its index needs no engine package.
  assert.deepEqual(Object.keys(manifest.dependencies), ['openapi-fetch']);
  for (const field of ['repository', 'homepage', 'bugs', 'keywords'])
    assert.ok(manifest[field], field);
  const { stdout: shared } = await exec('grep', [
    '-rl',
    '@scribekit/shared',
    join(project, 'node_modules/@scribekit/sdk/dist'),
  ]).catch((e) => e);
  assert.equal(shared, '', 'no published file mentions @scribekit/shared');
});

const strict = {
  strict: true,
  noEmit: true,
  target: 'es2022',
  lib: ['es2022'],
  types: ['node'],
  skipLibCheck: false,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
};

/** Runs tsc on a config; resolves with its diagnostics, one per line (empty when clean). */
async function compile(config, compilerOptions, files) {
  writeJson(join(project, config), { compilerOptions: { ...strict, ...compilerOptions }, files });
  const tsc = join(project, 'node_modules/typescript/bin/tsc');
  const result = await exec(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
    cwd: project,
  }).catch((error) => error);
  // A block's diagnostics point at the line of its page, where the fix goes.
  return result.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) =>
      line.replace(
        /^readme\/(\d+)-line-(\d+)\.ts\((\d+),(\d+)\)/,
        (_, page, start, row, column) =>
          `${docPages()[Number(page)]}:${Number(start) + Number(row) - 1}:${column}`,
      ),
    );
}

const syntaxErrors = [];

function writeSources() {
  copyFileSync(here('program.ts'), join(project, 'program.ts'));
  copyFileSync(here('strict-options.ts'), join(project, 'strict-options.ts'));
  copyFileSync(here('entries.cts'), join(project, 'entries.cts'));
  mkdirSync(join(project, 'readme'), { recursive: true });
  const blocks = docPages().flatMap((path, page) =>
    readmeBlocks(readFileSync(join(repoDir, path), 'utf8')).map((block) => ({
      ...block,
      page,
      path,
    })),
  );
  assert.ok(blocks.length > 0, 'the SDK pages have ```ts blocks');
  const ts = createRequire(join(project, 'package.json'))('typescript');
  blockFiles = [];
  for (const { line, code, page, path } of blocks) {
    const file = `readme/${page}-line-${line}.ts`;
    // One block's syntax error would hide every type error of the others: report it apart.
    const { diagnostics = [] } = ts.transpileModule(code, {
      reportDiagnostics: true,
      fileName: file,
    });
    for (const diagnostic of diagnostics) {
      const at = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      syntaxErrors.push(`${path}:${line + (at?.line ?? 0)}: ${text}`);
    }
    if (diagnostics.length > 0) continue;
    // `export {}` makes a block without imports a module too, so blocks never share declarations.
    writeFileSync(join(project, file), `${code}\nexport {};\n`);
    blockFiles.push(file);
  }
}

test('strict TypeScript compiles the program, the entries and every block of the SDK docs', async (t) => {
  writeSources();
  const [nodenext, bundler, commonjs] = await Promise.all([
    compile('tsconfig.nodenext.json', { module: 'nodenext', moduleResolution: 'nodenext' }, [
      'program.ts',
      'strict-options.ts',
      ...blockFiles,
    ]),
    compile('tsconfig.bundler.json', { module: 'esnext', moduleResolution: 'bundler' }, [
      'program.ts',
      'strict-options.ts',
      ...blockFiles,
    ]),
    compile(
      'tsconfig.commonjs.json',
      {
        module: 'commonjs',
        moduleResolution: 'node10',
        esModuleInterop: true,
        noEmit: false,
        outDir: 'out-cjs',
      },
      ['entries.cts', ...blockFiles],
    ),
  ]);
  await t.test('doc blocks parse', () => assert.deepEqual(syntaxErrors, []));
  await t.test('nodenext', () => assert.deepEqual(nodenext, []));
  await t.test('bundler', () => assert.deepEqual(bundler, []));
  // CommonJS has no top-level await (TS1378, TS1432 for `for await`), which doc blocks may
  // use; nothing else may fail.
  await t.test('commonjs (node10)', () =>
    assert.deepEqual(
      commonjs.filter((line) => !/error TS(1378|1432):/.test(line)),
      [],
    ),
  );
});

const sandboxEnv = () => ({
  ...process.env,
  SCRIBEKIT_API_KEY: sandbox.apiKey,
  SCRIBEKIT_BASE_URL: sandbox.baseUrl,
  NO_COLOR: '1',
});

/** Runs a program; resolves with the JSON of its last stdout line. */
async function runProgram(command, args, cwd = project) {
  const { stdout } = await exec(command, args, { cwd, env: sandboxEnv(), timeout: 30_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

function assertProgramWorked(results) {
  assert.equal(results.status, 'completed');
  assert.ok(results.segments > 0);
  assert.equal(results.notFound, true);
  assert.equal(results.event, 'webhook.test');
  assert.equal(results.signed, true);
  assert.ok(results.listed >= 1);
  assert.ok(results.providers > 0);
  assert.equal(results.forged, false);
  assert.ok(results.cues > 0);
  assert.equal(results.captionViolations, 0);
}

test('the program runs against the sandbox on Node 20 and 26, Bun and Deno', async (t) => {
  // Emits program.js with the nodenext settings (checked above) for Node to run.
  const diagnostics = await compile(
    'tsconfig.emit.json',
    { module: 'nodenext', moduleResolution: 'nodenext', noEmit: false, outDir: 'out' },
    ['program.ts'],
  );
  assert.deepEqual(diagnostics, []);
  await Promise.all([
    t.test('Node', async () =>
      assertProgramWorked(await runProgram(process.execPath, ['out/program.js'])),
    ),
    // The oldest Node the package supports (this one) and the active LTS.
    t.test('Node 26', async () =>
      assertProgramWorked(await runProgram(bin('node26'), ['out/program.js'])),
    ),
    t.test('Bun', async () =>
      assertProgramWorked(await runProgram(bin('bun'), ['run', 'program.ts'])),
    ),
    t.test('Deno', async () =>
      assertProgramWorked(await runProgram(bin('deno'), ['run', '--allow-all', 'program.ts'])),
    ),
    t.test('Node require() of every entry (require(esm), Node >= 20.19; 20 and 26)', async () => {
      for (const node of [process.execPath, bin('node26')]) {
        const { stdout } = await exec(node, ['out-cjs/entries.cjs'], { cwd: project });
        assert.equal(stdout.trim(), 'cjs ok', node);
      }
    }),
  ]);
});

// The other package managers install the same tarball into their own empty project, and the
// runtimes run a smoke test from there. Deno 2.9 cannot install a local tarball itself
// (`deno install ./x.tgz` fails, and a `file:` directory brings no dependencies), so Deno runs
// from the npm install above and from pnpm's here.
const node = ['Node', process.execPath, ['smoke.mjs']];
const node26 = ['Node 26', bin('node26'), ['smoke.mjs']];
const deno = ['Deno', bin('deno'), ['run', '--allow-all', 'smoke.mjs']];
const installers = [
  ['pnpm', 'pnpm', ['install', '--prefer-offline', '--ignore-scripts'], [node, node26, deno]],
  ['Bun', bin('bun'), ['install', '--ignore-scripts'], [['Bun', bin('bun'), ['run', 'smoke.mjs']]]],
];
const smoke = `import { createScribekit } from '@scribekit/sdk';
import { createScribekit as createNode } from '@scribekit/sdk/node';
import { verifyWebhookSignature } from '@scribekit/sdk/webhooks';
const ok = typeof createScribekit === 'function' && typeof createNode === 'function' &&
  (await verifyWebhookSignature('{}', 'sha256=00', 'secret')) === false;
console.log(JSON.stringify({ ok }));
`;

test('pnpm and Bun install the tarball alone', async (t) => {
  await Promise.all(
    installers.map(([name, command, args, runtimes]) =>
      t.test(name, async () => {
        const dir = join(work, name.toLowerCase());
        mkdirSync(dir);
        writeJson(join(dir, 'package.json'), {
          name: `consumer-${name.toLowerCase()}`,
          private: true,
          type: 'module',
          dependencies: { '@scribekit/sdk': `file:${tarball}` },
        });
        writeFileSync(join(dir, 'smoke.mjs'), smoke);
        await exec(command, args, {
          cwd: dir,
          env: { ...process.env, CI: 'true' },
          timeout: 60_000,
        });
        for (const [runtime, binary, runArgs] of runtimes) {
          const result = await runProgram(binary, runArgs, dir);
          assert.deepEqual(result, { ok: true }, `${runtime} from the ${name} install`);
        }
      }),
    ),
  );
});
