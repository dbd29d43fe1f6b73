// In test mode a response is checked as the client parses it: after JSON serialization, where a
// number that is not finite has already become null.
import { describe, expect, test } from 'vitest';
import type { Runtime } from '../src/runtime.js';
import { respond } from '../src/server/dispatch.js';
import { loadSpec } from '../src/spec/load-spec.js';
import { readOperations } from '../src/spec/operations.js';
import { SpecValidator } from '../src/spec/validator.js';

const doc = await loadSpec();
const listTranscripts = readOperations(doc).find((op) => op.operationId === 'listTranscripts');
if (!listTranscripts) throw new Error('listTranscripts is not in the spec');

function testRuntime() {
  const rt = {
    config: { validateResponses: true, log: () => undefined },
    validator: new SpecValidator(doc),
    problems: [] as string[],
  };
  return { rt, asRuntime: rt as unknown as Runtime };
}

describe('responses checked after serialization', () => {
  test('a page whose skip is Infinity (null once serialized) is a loud 500', async () => {
    const { rt, asRuntime } = testRuntime();
    const response = respond(
      asRuntime,
      listTranscripts,
      { status: 200, body: { items: [], meta: { total: 0, skip: Infinity, limit: 50 } } },
      'f0c2a4e8-8d1b-4c9a-9e57-2b8f1d6a7c10',
      'GET /api/v1/transcripts/',
    );
    expect(response.status).toBe(500);
    const body = (await response.json()) as { detail: { key: string }[] };
    expect(body.detail[0]?.key).toBe('response_validation_failed');
    expect(rt.problems.join('\n')).toContain('/meta/skip');
  });

  test('the same page with a finite skip passes and is sent as serialized', async () => {
    const { rt, asRuntime } = testRuntime();
    const body = { items: [], meta: { total: 0, skip: 0, limit: 50 } };
    const response = respond(asRuntime, listTranscripts, { status: 200, body }, 'id', 'GET');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
    expect(rt.problems).toEqual([]);
  });
});
