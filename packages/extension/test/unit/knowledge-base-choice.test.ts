import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeError } from '../../src/background/errors-to-text.js';
import { createKnowledgeBaseChoice } from '../../src/search/knowledge-base-choice.js';
import { startTestSandbox } from '../support/sandbox.js';

// The knowledge bases Ask may quote, against a real sandbox: every list request names its space,
// the choice is remembered per account and drops bases the service no longer lists, and bad ids
// are refused in words.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox(100);
});
afterAll(() => sandbox.close());

const sdk = () => createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });

function choiceFor(credentials: { apiKey: string | null; baseUrl: string }) {
  const marks = new Map<string, unknown>();
  const choice = createKnowledgeBaseChoice({
    credentials: async () => credentials,
    marks: {
      get: async (key) => (marks.has(key) ? { [key]: marks.get(key) } : {}),
      set: async (items) => {
        for (const [key, value] of Object.entries(items)) marks.set(key, value);
      },
    },
    describe: (error) => describeError(error, { baseUrl: credentials.baseUrl, online: true }),
  });
  return { choice, marks, credentials };
}

const described = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => describeError(error, { baseUrl: sandbox.baseUrl, online: true }),
  );

describe('the knowledge-base choice', () => {
  test('lists the personal space and each organisation added, every request naming its space', async () => {
    const org = randomUUID();
    const mine = await sdk().knowledgeBases.create({ name: 'Mine' }, { personal: true });
    const theirs = await sdk().knowledgeBases.create({ name: 'Theirs' }, { organization_id: org });
    const { choice, marks } = choiceFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const since = Date.now();

    const listed = await choice.list([org.toUpperCase()]);
    expect(listed.spaces.map((space) => space.organizationId)).toEqual([null, org]);
    expect(listed.spaces[0]?.bases.map((base) => base.id)).toContain(mine.id);
    expect(listed.spaces[1]?.bases).toEqual([
      { id: theirs.id, name: 'Theirs', description: '', entries: 0 },
    ]);
    const sent = sandbox
      .requests({ method: 'GET', path: '/api/v1/knowledge-bases' })
      .filter((r) => Date.parse(r.at) >= since);
    expect(
      sent.map((r) => r.query.organization_id ?? `personal=${r.query.personal}`).sort(),
    ).toEqual([org, 'personal=true'].sort());
    for (const request of sent) {
      expect(Boolean(request.query.personal) !== Boolean(request.query.organization_id)).toBe(true);
    }
    // Remembered: the next list names the organisation again, without being told; no key kept.
    expect((await choice.list()).spaces.map((space) => space.organizationId)).toEqual([null, org]);
    expect(JSON.stringify([...marks.values()])).not.toContain(sandbox.apiKey);
  });

  test('a chosen base the service no longer lists is no longer chosen; bad ids are refused', async () => {
    const kept = await sdk().knowledgeBases.create({ name: 'Kept' }, { personal: true });
    const { choice } = choiceFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const gone = randomUUID();
    expect(await choice.choose([kept.id, gone, kept.id])).toEqual([kept.id, gone]);
    expect((await choice.list()).chosen).toEqual([kept.id]);

    expect(await described(choice.choose(['not-an-id']))).toMatchObject({
      kind: 'bad_input',
      title: '"not-an-id" is not a knowledge base id.',
    });
    expect(await described(choice.list(['acme']))).toMatchObject({
      kind: 'bad_input',
      title: '"acme" is not an organisation id.',
    });
    const many = Array.from({ length: 21 }, () => randomUUID());
    expect(await described(choice.choose(many))).toMatchObject({
      kind: 'bad_input',
      title: 'At most 20 knowledge bases can be chosen.',
    });
  });

  test('another key starts with no choice; without a key there is nothing to list', async () => {
    const account = (await (
      await fetch(`${sandbox.baseUrl}/__sandbox/accounts`, { method: 'POST' })
    ).json()) as { api_key: string; base_url: string; id: string };
    const shared = choiceFor({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
    const kb = await sdk().knowledgeBases.create({ name: 'First key' }, { personal: true });
    await shared.choice.choose([kb.id]);
    shared.credentials.apiKey = account.api_key;
    shared.credentials.baseUrl = account.base_url;
    const other = await shared.choice.list();
    expect(other.chosen).toEqual([]);
    expect(other.spaces).toEqual([{ organizationId: null, bases: [], error: null }]);

    shared.credentials.apiKey = null;
    expect(await described(shared.choice.list())).toMatchObject({ kind: 'no_key' });
    await fetch(`${sandbox.baseUrl}/__sandbox/accounts/${account.id}`, { method: 'DELETE' });
  });
});
