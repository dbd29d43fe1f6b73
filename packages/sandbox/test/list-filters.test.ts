import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TRANSCRIPT_SORTS, type TranscriptSort } from '../src/generated/spec-enums.js';
import { type Json, startTestSandbox, type TestSandbox } from './support/sandbox.js';

// The indexed listing must answer exactly what a plain pass over every transcript answers.
let sbx: TestSandbox;
let all: Json[] = [];
let speakersOf = new Map<string, string[]>();
beforeAll(async () => {
  // Running transcripts stay `pending` for the whole file (10 % of 20 minutes).
  sbx = await startTestSandbox({ processingMs: 1_200_000 });
  const seed = (body: object) =>
    fetch(`${sbx.baseUrl}/__sandbox/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ transcript_ids: string[] }>);
  const done = await seed({ count: 300 });
  await seed({ count: 40, completed: false }); // still running: pending
  await seed({ count: 120, duration_s: 75 });
  // Named speakers on a few, so speaker= has rare values; one is named twice (renamed again).
  for (const id of done.transcript_ids.slice(10, 14)) {
    const named = await sbx.api('POST', `/transcripts/${id}/speakers/auto-name`);
    expect(named.status, named.text).toBe(200);
  }
  all = (await sbx.api('GET', '/transcripts/?limit=100')).body.items;
  for (let skip = 100; skip < 460; skip += 100) {
    all.push(...(await sbx.api('GET', `/transcripts/?limit=100&skip=${skip}`)).body.items);
  }
  expect(all.length).toBe(460);
  speakersOf = new Map();
  for (const id of [...done.transcript_ids.slice(8, 16), all[0].id]) {
    const speakers = (await sbx.api('GET', `/transcripts/${id}/speakers`)).body as Json[];
    speakersOf.set(
      id,
      speakers.flatMap((s: Json) => [s.name.toLowerCase(), s.label.toLowerCase()]),
    );
  }
}, 60_000);
afterAll(async () => {
  await sbx.close();
});

const collator = new Intl.Collator();
// Every order the spec names (a new one fails to compile until it has its reference here).
const REFERENCE_SORTS: Record<TranscriptSort, (a: Json, b: Json) => number> = {
  created_at_desc: () => 0,
  created_at_asc: () => 0,
  title_asc: (a, b) => collator.compare(a.title, b.title),
  title_desc: (a, b) => collator.compare(b.title, a.title),
  duration_desc: (a, b) => b.duration_s - a.duration_s,
  duration_asc: (a, b) => a.duration_s - b.duration_s,
};

/** The reference answer: filter the full newest-first list, then sort it stably. */
function reference(filter: (t: Json) => boolean, sort: TranscriptSort): string[] {
  const matches = all.filter(filter);
  if (sort === 'created_at_asc') matches.reverse();
  else matches.sort(REFERENCE_SORTS[sort]);
  return matches.map((t) => t.id);
}

async function listed(query: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 100) {
    const page = await sbx.api('GET', `/transcripts/?${query}&limit=100&skip=${skip}`);
    expect(page.status, page.text).toBe(200);
    total = page.body.meta.total;
    ids.push(...page.body.items.map((t: Json) => t.id));
    if (page.body.items.length < 100) break;
  }
  return { ids, total };
}

const hasWords = (words: string[]) => (t: Json) =>
  words.every((w) => t.title.toLowerCase().includes(w));

describe('indexed filters and orders answer what a full pass answers', () => {
  const filters: [string, string, (t: Json) => boolean][] = [
    ['no filter', '', () => true],
    ['q common', 'q=e', hasWords(['e'])],
    ['q word', 'q=budget', hasWords(['budget'])],
    ['q two words', 'q=Budget%20review', hasWords(['budget', 'review'])],
    ['q rare', 'q=review%20123', hasWords(['review', '123'])],
    ['q none', 'q=zzzz', () => false],
    ['status completed', 'status=completed', (t) => t.status === 'completed'],
    ['status failed', 'status=failed', (t) => t.status === 'failed'],
    ['status processing (none now)', 'status=processing', (t) => t.status === 'processing'],
    ['status pending', 'status=pending', (t) => t.status === 'pending'],
    [
      'q and status',
      'q=budget&status=completed',
      (t) => hasWords(['budget'])(t) && t.status === 'completed',
    ],
  ];
  for (const sort of TRANSCRIPT_SORTS) {
    test.each(filters)(`%s, sort=${sort}`, async (_name, query, filter) => {
      const got = await listed(`${query}&sort=${sort}`);
      const want = reference(filter, sort);
      expect(got.total).toBe(want.length);
      expect(got.ids).toEqual(want);
    });
  }

  test('speaker= common, rare, renamed and unknown, in two orders', async () => {
    const speakerFilter = (name: string) => (t: Json) => {
      const known = speakersOf.get(t.id);
      if (known) return known.includes(name);
      // Unnamed seeded transcripts have "Speaker 1…3"; running ones none yet.
      return t.status === 'completed' && ['speaker 1', 'speaker 2', 'speaker 3'].includes(name);
    };
    for (const name of ['Speaker 1', 'speaker 2', 'Samuel', 'Ana', 'Nobody']) {
      for (const sort of ['created_at_desc', 'title_asc'] as const) {
        const got = await listed(`speaker=${encodeURIComponent(name)}&sort=${sort}`);
        const want = reference(speakerFilter(name.toLowerCase()), sort);
        expect(got.ids, `${name} ${sort}`).toEqual(want);
        expect(got.total).toBe(want.length);
      }
    }
  });
});
