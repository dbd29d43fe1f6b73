// Checks the package as npm would ship it: publint on the manifest, then attw on the tarball
// that `pnpm pack` makes (catalog: and workspace: versions resolved, as on publish).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

/** A published file must not import a workspace package that is never published. */
function assertNoUnpublishedImports(tarball) {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const packed = execFileSync('tar', ['xzOf', tarball, '--wildcards', 'package/dist/*'], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  for (const name of Object.keys(manifest.devDependencies ?? {})) {
    const unpublished = manifest.devDependencies[name].startsWith('workspace:');
    const specifier = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const imported = new RegExp(`(from|import\\()\\s*['"]${specifier}['"/]`);
    if (unpublished && imported.test(packed)) {
      throw new Error(`the tarball imports ${name}, which is a workspace devDependency`);
    }
  }
}
const dir = mkdtempSync(join(tmpdir(), 'scribekit-pack-'));
try {
  run('pnpm', ['exec', 'publint']);
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: 'ignore' });
  const tarball = join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.tgz')),
  );
  // ESM only: Node >= 20.19 `require()`s it (require(esm)), which attw still reports for
  // node16-from-CJS, so that one rule is ignored; node10 resolution (typesVersions) is checked.
  run('pnpm', ['exec', 'attw', tarball, '--ignore-rules', 'cjs-resolves-to-esm']);
  assertNoUnpublishedImports(tarball);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
