// Writes packages/cli's version into server.json (its own and its npm package's), after
// `changeset version` bumped package.json: the MCP registry entry names the version npm has.
import { readFileSync, writeFileSync } from 'node:fs';

const at = (name) => new URL(`../${name}`, import.meta.url);
const { version } = JSON.parse(readFileSync(at('package.json'), 'utf8'));
const server = JSON.parse(readFileSync(at('server.json'), 'utf8'));
server.version = version;
for (const entry of server.packages)
  if (entry.identifier === '@scribekit/cli') entry.version = version;
writeFileSync(at('server.json'), `${JSON.stringify(server, null, 2)}\n`);
