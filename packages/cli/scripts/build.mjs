// Builds dist/ as it is published: tsc per module (no bundler: each command stays its own file,
// loaded only when it runs), then the built @scribekit/shared modules (pure, dependency-free,
// never published) copied under dist/internal/shared/ with the imports rewritten to them.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const sharedOut = join(dist, 'internal', 'shared');

rmSync(dist, { recursive: true, force: true }); // no stale module may reach the tarball
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  { cwd: root, stdio: 'inherit' },
);

const builtFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));

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
  /(from\s*|import\()['"]@scribekit\/shared(\/[^'"]*)?['"]/.test(
    readFileSync(join(dist, name), 'utf8'),
  ),
);
if (leftover.length > 0) throw new Error(`dist still imports @scribekit/shared: ${leftover}`);
chmodSync(join(dist, 'main.js'), 0o755);
