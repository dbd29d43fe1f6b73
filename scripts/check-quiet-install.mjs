// Checks that a fresh clone's `pnpm install` ends quietly: installs this workspace's manifests and
// lockfile into an empty folder, from the package store only (--offline: the install that ran
// before this one filled it), and fails on any warning or error pnpm prints — an install script
// decided in neither list of pnpm-workspace.yaml, a peer dependency out of range, a deprecated
// package, an unknown setting. A newcomer's first command should not end with a warning box.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tracked = spawnSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    '.npmrc',
    'pnpm-*.yaml',
    '*package.json',
  ],
  { cwd: root, encoding: 'utf8' },
);
if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
// The workspace's own manifests; scripts/runtime-binaries is installed by npm on demand, not here.
const manifests = tracked.stdout
  .split('\n')
  .filter((path) => path && !path.startsWith('scripts/') && existsSync(join(root, path)));

/** The manifests, and the bin files they name that a clone holds (pnpm links them). */
function filesOfAFreshClone() {
  const files = [...manifests];
  for (const path of manifests.filter((file) => file.endsWith('package.json'))) {
    const { bin } = JSON.parse(readFileSync(join(root, path), 'utf8'));
    const targets = typeof bin === 'string' ? [bin] : Object.values(bin ?? {});
    for (const target of targets) {
      const file = join(dirname(path), target);
      if (existsSync(join(root, file)) && !file.includes('dist/')) files.push(file);
    }
  }
  return files;
}

const project = mkdtempSync(join(tmpdir(), 'scribekit-fresh-install-'));
try {
  for (const path of filesOfAFreshClone()) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    copyFileSync(join(root, path), join(project, path));
  }
  const started = performance.now();
  const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--offline'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
  });
  const output = `${install.stdout}\n${install.stderr}`;
  const noisy = output
    .split('\n')
    .filter((line) => /\bWARN\b|Warning|\bERR_|deprecated/i.test(line));
  if (install.status !== 0 || noisy.length > 0) {
    console.error(output);
    console.error(
      `✖ a fresh \`pnpm install\` ${install.status !== 0 ? `failed (exit ${install.status})` : 'printed a warning'}:\n  ${noisy.join('\n  ')}\nDecide it where it belongs (an install script in pnpm-workspace.yaml, with its reason).`,
    );
    process.exit(1);
  }
  console.log(
    `fresh install: quiet (${manifests.length} manifests, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  rmSync(project, { recursive: true, force: true });
}
