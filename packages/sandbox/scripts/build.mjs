// Builds dist/ as it is published: tsc, then what the package needs at run time from the
// unpublished workspace packages copied in — the bundled spec as dist/openapi.json, its HTML
// reference as dist/index.html, and the built @scribekit/shared modules under
// dist/internal/shared/ (imports rewritten to them).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const sharedOut = join(dist, 'internal', 'shared');
const require = createRequire(join(root, 'package.json'));

rmSync(dist, { recursive: true, force: true }); // no stale module may reach the tarball
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);

// The spec, read by dist/spec/load-spec.js as ../openapi.json, and the HTML API reference built
// beside it, which /docs serves from next to the spec.
const specJson = require.resolve('spec/openapi.json');
copyFileSync(specJson, join(dist, 'openapi.json'));
copyFileSync(join(dirname(specJson), 'index.html'), join(dist, 'index.html'));

const builtFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.js') || name.endsWith('.d.ts'),
  );

// @scribekit/shared is pure and dependency-free: its built modules are copied as they are.
const sharedDist = dirname(fileURLToPath(import.meta.resolve('@scribekit/shared')));
for (const name of builtFiles(sharedDist)) {
  const target = join(sharedOut, name);
  mkdirSync(dirname(target), { recursive: true });
  const text = readFileSync(join(sharedDist, name), 'utf8');
  writeFileSync(target, text.replace(/\n\/\/# sourceMappingURL=.*$/m, ''));
}

const sharedSpecifier = /(['"])@scribekit\/shared\1/g;
for (const name of builtFiles(dist)) {
  const file = join(dist, name);
  if (file.startsWith(sharedOut)) continue;
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(sharedSpecifier, (_, quote) => {
    const target = relative(dirname(file), join(sharedOut, 'index.js')).replaceAll('\\', '/');
    return `${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

const leftover = builtFiles(dist).filter((name) =>
  /(from\s*|import\()['"](@scribekit\/shared|spec)(\/[^'"]*)?['"]/.test(
    readFileSync(join(dist, name), 'utf8'),
  ),
);
if (leftover.length > 0) {
  throw new Error(`dist still imports a workspace package in: ${leftover.join(', ')}`);
}
