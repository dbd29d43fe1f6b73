#!/usr/bin/env node
// The bin target is this committed file, not dist/cli.js, so `pnpm install` can link the bin in
// every workspace package before the sandbox is built.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('scribekit-sandbox is not built yet: run `pnpm build` first.\n');
  process.exit(1);
}
await import(cli.href);
