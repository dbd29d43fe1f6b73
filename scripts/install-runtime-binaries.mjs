// Fetches Node 22, 24 and 26, Bun and Deno (about 780 MB) for the tests that run on other runtimes
// (examples/runtimes and the SDK's consumer test), once, with `npm install` of the exact
// versions pinned in ./runtime-binaries/package.json. The workspace install never downloads them.
// Run directly (`node scripts/install-runtime-binaries.mjs`) or let a test call it; a finished
// install is reused, and tests running at the same time wait for one another's install.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const dir = fileURLToPath(new URL('runtime-binaries/', import.meta.url));
const modules = `${dir}node_modules/`;
const stamp = `${modules}.installed-from`;
const lock = `${dir}.installing`;

/** Paths of the runtime binaries inside scripts/runtime-binaries/node_modules. */
export const binaries = {
  node22: `${modules}node22/bin/node`,
  node24: `${modules}node24/bin/node`,
  node26: `${modules}node26/bin/node`,
  bun: `${modules}.bin/bun`,
  deno: `${modules}.bin/deno`,
};

function manifestHash() {
  return createHash('sha256')
    .update(readFileSync(`${dir}package.json`))
    .digest('hex');
}

const installed = (wanted) => existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the install lock; waits while a live process holds it, takes over a dead one's. */
async function takeLock() {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(`${lock}/pid`, String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(`${lock}/pid`, 'utf8').trim() || 0);
      if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
}

/** Installs the binaries unless the installed ones came from the current package.json. */
export async function installBinaries({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const wanted = manifestHash();
  if (installed(wanted)) return;
  await takeLock();
  try {
    if (installed(wanted)) return; // another test installed them while this one waited
    log(`› Fetching Node 22/24/26, Bun and Deno (about 780 MB, once) into ${modules} …`);
    await promisify(execFile)(
      'npm',
      ['install', '--prefix', dir, '--no-package-lock', '--no-audit', '--no-fund'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    writeFileSync(stamp, wanted);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await installBinaries();
