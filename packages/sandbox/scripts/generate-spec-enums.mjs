// Generates src/generated/spec-enums.ts — the values of each enum schema of the bundled spec
// (spec/dist/openapi.json, built by `pnpm --filter spec build`) as a constant and a type — with
// the emitter the SDK's generator uses. With --check, fails when the committed file differs from
// a fresh generation.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { enumConstantsModule } from 'spec/enum-constants';

const specUrl = new URL('../../../spec/dist/openapi.json', import.meta.url);
const outUrl = new URL('../src/generated/spec-enums.ts', import.meta.url);
const header = `/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-spec-enums.mjs. Do not edit by hand.
 * Regenerate with \`pnpm generate\` at the repository root (or \`pnpm --filter @scribekit/sandbox generate\`).
 */
`;

const spec = JSON.parse(await readFile(specUrl, 'utf8'));
const text = enumConstantsModule(spec, { header });
const out = fileURLToPath(outUrl);

if (process.argv.includes('--check')) {
  if ((await readFile(outUrl, 'utf8').catch(() => '')) !== text) {
    console.error(`${out} out of date with the spec. Run \`pnpm generate\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated spec enums match the spec');
} else {
  await writeFile(outUrl, text);
  console.log(`wrote ${out}`);
}
