// Checks the package as npm would ship it: publint on the manifest, then attw on the tarball
// that `pnpm pack` makes (catalog: and workspace: versions resolved, as on publish).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'scribekit-pack-'));
try {
  run('pnpm', ['exec', 'publint']);
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: 'ignore' });
  const tarball = join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.tgz')),
  );
  // ESM only: CommonJS consumers use `import()`, which attw reports but this profile accepts.
  run('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
