import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { expect, test } from 'vitest';
import { packageDir } from './support/build-once.js';

// The entry for the official MCP registry (server.json), checked against the registry's own
// schema (vendored in test/fixtures, see its README) and against the package it names.
const read = (path: string) => JSON.parse(readFileSync(join(packageDir, path), 'utf8'));
const server = read('server.json');
const manifest = read('package.json');
const schema = read('test/fixtures/server.schema.json');

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

test('server.json is valid against the MCP registry schema', () => {
  const validate = validator();
  expect(validate(server), JSON.stringify(validate.errors, null, 2)).toBe(true);
  expect(server.$schema).toBe(schema.$id);
  // the schema is live: a package pinned to "latest" or a name without a namespace is refused
  const latest = structuredClone(server);
  latest.packages[0].version = 'latest';
  expect(validate(latest)).toBe(false);
  expect(validate({ ...server, name: 'scribekit' })).toBe(false);
});

test('server.json names this package: its mcpName, npm identifier, version and `mcp` command', () => {
  expect(manifest.mcpName).toBe(server.name);
  expect(server.name).toMatch(/^io\.github\.scribekit\//);
  const [npm] = server.packages;
  expect(npm).toMatchObject({
    registryType: 'npm',
    identifier: manifest.name,
    version: manifest.version,
    transport: { type: 'stdio' },
  });
  expect(server.version).toBe(manifest.version); // scripts/sync-server-json.mjs keeps it so
  expect(npm.packageArguments[0]).toEqual({ type: 'positional', value: 'mcp' });
  expect(server.repository.url).toBe(
    manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, ''),
  );
  expect(server.repository.subfolder).toBe(manifest.repository.directory);
});
