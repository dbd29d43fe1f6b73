// Generates src/generated/schema.d.ts from the bundled spec (spec/dist/openapi.json, built by
// `pnpm --filter spec build`); with --check, fails when the
// committed file differs from a fresh generation (the spec changed but the types were not rebuilt).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../../../spec/dist/openapi.json', import.meta.url);
const outUrl = new URL('../src/generated/schema.d.ts', import.meta.url);
const header = `/**
 * Generated from the bundled spec (spec/dist/openapi.json) by openapi-typescript. Do not edit by hand.
 * Regenerate with \`pnpm generate\` at the repository root (or \`pnpm --filter @scribekit/sdk generate\`).
 */
`;

// defaultNonNullable: false keeps fields with a default optional in request bodies.
const ast = await openapiTS(specUrl, { alphabetize: false, defaultNonNullable: false });
const fresh = header + astToString(ast);

if (process.argv.includes('--check')) {
  const committed = await readFile(outUrl, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(
      `${fileURLToPath(outUrl)} is out of date with the spec. Run \`pnpm generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('generated types match the spec');
} else {
  await writeFile(outUrl, fresh);
  console.log(`wrote ${fileURLToPath(outUrl)}`);
}
