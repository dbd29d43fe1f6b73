// Fidelity to the reference: every constraint, nullability or value set in the bundled spec is
// either one the reference states (stated-constraints.mjs) or sits under `x-inferred: true`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { statedConstraints } from './stated-constraints.mjs';

const spec = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8'));

const constraintKeywords = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'enum',
  'const',
];

const pointerToken = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Yields [pointer, object, inferred] for every object, `inferred` when it or an ancestor is marked. */
function* walk(node, pointer = '', inferred = false) {
  if (node === null || typeof node !== 'object') return;
  const marked = inferred || node['x-inferred'] === true;
  yield [pointer, node, marked];
  for (const [key, child] of Object.entries(node)) {
    yield* walk(child, `${pointer}/${pointerToken(key)}`, marked);
  }
}

function constraintsOf(node) {
  const found = constraintKeywords.filter((keyword) => keyword in node);
  if (Array.isArray(node.type) && node.type.includes('null')) found.push('type:null');
  return found;
}

// Only schema objects: skip examples and the bodies of `properties`/`parameters` maps themselves.
const isSchemaLike = (pointer, node) =>
  !/\/(examples?|default)(\/|$)/.test(pointer) &&
  ('type' in node || 'enum' in node || 'const' in node || 'anyOf' in node || 'pattern' in node);

describe('spec fidelity to the reference', () => {
  test('every unstated constraint is marked x-inferred', () => {
    const unmarked = [];
    for (const [pointer, node, inferred] of walk(spec)) {
      if (inferred || !isSchemaLike(pointer, node)) continue;
      for (const keyword of constraintsOf(node)) {
        if (!statedConstraints.has(`${pointer} ${keyword}`)) unmarked.push(`${pointer} ${keyword}`);
      }
    }
    assert.deepEqual(unmarked, []);
  });

  test('every stated constraint is still in the spec', () => {
    const present = new Set();
    for (const [pointer, node] of walk(spec)) {
      for (const keyword of constraintsOf(node)) present.add(`${pointer} ${keyword}`);
    }
    assert.deepEqual(
      [...statedConstraints].filter((entry) => !present.has(entry)),
      [],
    );
  });

  test('whatever a description calls inferred carries x-inferred', () => {
    const unmarked = [];
    for (const [pointer, node, inferred] of walk(spec)) {
      if (inferred || typeof node.description !== 'string') continue;
      // Operations, tags and info say in prose which parts are inferred; the parts carry the mark.
      if (/\/(get|post|patch|put|delete)$/.test(pointer)) continue;
      if (pointer === '/info' || pointer.startsWith('/tags/')) continue;
      if (/^\*\*Inferred/i.test(node.description.trim())) unmarked.push(pointer);
    }
    assert.deepEqual(unmarked, []);
  });

  test('x-inferred is only ever true and always explained', () => {
    for (const [pointer, node] of walk(spec)) {
      if (!('x-inferred' in node)) continue;
      assert.equal(node['x-inferred'], true, pointer);
      assert.match(
        String(node.description ?? ''),
        /inferred/i,
        `${pointer} says why it is inferred`,
      );
    }
  });
});
