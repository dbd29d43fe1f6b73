// What every operation of the bundled spec declares: X-Request-Id on every response, 429 with
// Retry-After, `x-idempotent` exactly where the reference says Idempotency-Key is honoured, and
// the `/ai-processing/knowledge-bases` copies made at bundle time.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { withAiProcessingPaths } from '../scripts/add-ai-processing-paths.mjs';

const spec = JSON.parse(readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8'));
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
);
const resolve = (node) => {
  if (!node?.$ref) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce((at, key) => at[key.replaceAll('~1', '/').replaceAll('~0', '~')], spec);
  return resolve(target);
};

describe('every operation', () => {
  test('there are 65 key-accessible operations', () => {
    assert.equal(operations.length, 65);
  });

  test('every response, success or error, declares X-Request-Id', () => {
    const missing = [];
    for (const { path, method, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!resolve(response).headers?.['X-Request-Id'])
          missing.push(`${method} ${path} ${status}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test('every operation may answer 429 with Retry-After', () => {
    const missing = operations
      .filter(({ op }) => !resolve(op.responses['429'])?.headers?.['Retry-After'])
      .map(({ path, method }) => `${method} ${path}`);
    assert.deepEqual(missing, []);
  });

  test('x-idempotent marks exactly the operations that take Idempotency-Key', () => {
    for (const { path, method, op } of operations) {
      const takesKey = (op.parameters ?? []).some(
        (parameter) => resolve(parameter).name === 'Idempotency-Key',
      );
      assert.equal(op['x-idempotent'] === true, takesKey, `${method} ${path}`);
    }
    const marked = operations
      .filter(({ op }) => op['x-idempotent'])
      .map(({ op }) => op.operationId);
    assert.deepEqual(marked.sort(), ['createSmartReport', 'initUpload']);
  });
});

describe('the /ai-processing/knowledge-bases operations', () => {
  const plain = Object.keys(spec.paths).filter((path) => path.startsWith('/knowledge-bases'));

  test('each /knowledge-bases operation has its copy, differing only in operationId and summary', () => {
    assert.equal(plain.length, 4);
    for (const path of plain) {
      const alias = spec.paths[`/ai-processing${path}`];
      assert.ok(alias, `/ai-processing${path}`);
      for (const method of methods.filter((m) => spec.paths[path][m])) {
        const original = spec.paths[path][method];
        const copy = alias[method];
        assert.equal(copy.operationId, `${original.operationId}AiProcessing`);
        assert.equal(copy.summary, `${original.summary} (ai-processing prefix)`);
        assert.deepEqual(
          { ...copy, operationId: original.operationId, summary: original.summary },
          original,
        );
      }
    }
  });

  test('the bundle step is idempotent', () => {
    assert.deepEqual(withAiProcessingPaths(spec.paths), spec.paths);
  });

  test('operationIds stay unique', () => {
    const ids = operations.map(({ op }) => op.operationId);
    assert.equal(new Set(ids).size, ids.length);
  });
});
