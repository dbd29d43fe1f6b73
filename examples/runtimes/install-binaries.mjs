// Fetches Node 22 and 24, Bun and Deno (about 570 MB) for the runtime matrix test, once, with
// `npm install` of the exact versions pinned in ./binaries/package.json. The workspace install
// never downloads them.
// Run directly (`node install-binaries.mjs`) or let test.mjs call it; a finished install is reused.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const dir = fileURLToPath(new URL('binaries/', import.meta.url));
const modules = `${dir}node_modules/`;
const stamp = `${modules}.installed-from`;

/** Paths of the runtime binaries inside ./binaries/node_modules. */
export const binaries = {
  node22: `${modules}node22/bin/node`,
  node24: `${modules}node24/bin/node`,
  bun: `${modules}.bin/bun`,
  deno: `${modules}.bin/deno`,
};

function manifestHash() {
  return createHash('sha256')
    .update(readFileSync(`${dir}package.json`))
    .digest('hex');
}

/** Installs the binaries unless the installed ones came from the current package.json. */
export async function installBinaries({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const wanted = manifestHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  log(`› Fetching Node 22/24, Bun and Deno (about 570 MB, once) into ${modules} …`);
  await promisify(execFile)(
    'npm',
    ['install', '--prefix', dir, '--no-package-lock', '--no-audit', '--no-fund'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  writeFileSync(stamp, wanted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await installBinaries();
