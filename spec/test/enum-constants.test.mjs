// The one emitter of the spec's enum values (the SDK's enums.ts, the sandbox's spec-enums.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { enumConstantsModule } from '../scripts/enum-constants.mjs';

const header = '// header\n';
const spec = {
  components: {
    schemas: {
      ExportFormat: { type: 'string', enum: ['docx', 'pdf'] },
      JobStatus: { anyOf: [{ type: 'string', enum: ['pending', 'done'] }, { type: 'string' }] },
      Mixed: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'integer' }] },
      Title: { type: 'string' },
    },
  },
};

describe('enumConstantsModule', () => {
  test("with the schemas' types elsewhere, checks a closed enum's values against its type", () => {
    assert.equal(
      enumConstantsModule(spec, { header, typesFrom: './models.js' }),
      `// header

import type {
  ExportFormat,
} from './models.js';

/** Every value of \`ExportFormat\`, in the spec's order. */
export const EXPORT_FORMATS = [
  'docx',
  'pdf',
] as const satisfies readonly ExportFormat[];

/** The values of \`JobStatus\` the spec names, in its order (the service may add others). */
export const JOB_STATUSES = [
  'pending',
  'done',
] as const;
`,
    );
  });

  test('without them, declares each type as the union of its values', () => {
    const text = enumConstantsModule(spec, { header });
    assert.doesNotMatch(text, /import|satisfies|Mixed|Title/);
    assert.match(text, /export type ExportFormat = \(typeof EXPORT_FORMATS\)\[number\];/);
    assert.match(text, /export type JobStatus = \(typeof JOB_STATUSES\)\[number\];/);
  });

  test('refuses a value it would have to quote', () => {
    const odd = { components: { schemas: { Odd: { type: 'string', enum: ["it's"] } } } };
    assert.throws(() => enumConstantsModule(odd, { header }), /Odd: write the value it's quoted/);
  });
});

test("the transcript list's sort parameter is the named TranscriptSort schema", () => {
  const bundled = JSON.parse(
    readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8'),
  );
  const sort = bundled.paths['/transcripts/'].get.parameters.find((p) => p.name === 'sort');
  assert.deepEqual(sort.schema, { $ref: '#/components/schemas/TranscriptSort' });
  assert.equal(bundled.components.schemas.TranscriptSort.default, 'created_at_desc');
});
