// Builds dist/ as it is published: tsc per module (no bundler, so the layout, TSDoc and tree
// shaking stay tsc's own), the generated schema types copied once, and the few modules the SDK
// imports from the unpublished @scribekit/shared inlined under dist/internal/shared/.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const sharedOut = join(dist, 'internal', 'shared');
// `@scribekit/shared/<module>` in JS (`from '…'`) and in declarations (`import('…')` too).
const sharedSpecifier = /(['"])@scribekit\/shared(\/[\w-]+)?\1/g;

rmSync(dist, { recursive: true, force: true }); // no stale module may reach the tarball
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// tsc emits nothing for a .d.ts input: the generated schema is copied as it is (and only it: a
// .ts source in the tarball would be type-checked with each user's own settings).
cpSync(join(root, 'src/generated/schema.d.ts'), join(dist, 'generated/schema.d.ts'));

const files = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') || name.endsWith('.d.ts'))
    .map((name) => join(dir, name));

const inlined = new Set();
for (const file of files(dist)) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(sharedSpecifier, (_, quote, subpath) => {
    if (!subpath) {
      throw new Error(
        `${relative(root, file)} imports the whole @scribekit/shared: import a module (\`@scribekit/shared/job-phase\`) so only it is inlined`,
      );
    }
    const name = subpath.slice(1);
    inlined.add(name);
    const target = relative(dirname(file), join(sharedOut, `${name}.js`)).replaceAll('\\', '/');
    return `${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

// Copies a built shared module (JS and declarations) and, transitively, its relative imports.
const copied = new Set();
function copyShared(sourceJs, targetJs) {
  if (copied.has(targetJs)) return;
  copied.add(targetJs);
  mkdirSync(dirname(targetJs), { recursive: true });
  for (const [from, to] of [
    [sourceJs, targetJs],
    [sourceJs.replace(/\.js$/, '.d.ts'), targetJs.replace(/\.js$/, '.d.ts')],
  ]) {
    const text = readFileSync(from, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/m, '');
    writeFileSync(to, text);
    for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      copyShared(join(dirname(sourceJs), spec), join(dirname(targetJs), spec));
    }
  }
}
for (const name of inlined) {
  const sourceJs = fileURLToPath(import.meta.resolve(`@scribekit/shared/${name}`));
  copyShared(sourceJs, join(sharedOut, `${name}.js`));
}
