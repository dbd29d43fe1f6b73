// How `pickTranscripts` ranks transcripts, on texts chosen to tempt it: a transcript that repeats
// pieces of a quoted phrase many times must not outrank the one that says the whole phrase once.
// (Ranking only: the transcripts come from an in-memory list; search.test.ts syncs over HTTP.)
import { describe, expect, test } from 'vitest';
import {
  createMemoryIndexStorage,
  createTranscriptIndex,
  type SearchClient,
} from '../../src/search/index.js';

interface Fixture {
  id: string;
  lines: string[];
}

const FILLER = 'ordinary words about weather trains coffee lunch plans and the weekend'.split(' ');

/** A client that lists `fixtures` and returns each with its lines as segments of one speaker. */
function clientOf(fixtures: Fixture[]): SearchClient {
  const full = (f: Fixture, i: number) => ({
    id: f.id,
    title: `Meeting ${f.id}`,
    status: 'completed',
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    completed_at: new Date(Date.UTC(2026, 0, 1 + i, 1)).toISOString(),
    word_count: f.lines.join(' ').split(' ').length,
    speaker_count: 1,
    speakers: [{ id: 's1', name: 'Ana', label: 'Speaker 1' }],
    segments: f.lines.map((text, seq) => ({
      seq,
      start_s: seq * 10,
      end_s: seq * 10 + 9,
      speaker_id: 's1',
      text,
    })),
  });
  const transcripts = {
    async *list() {
      yield* fixtures.map(full);
    },
    async get(id: string) {
      const i = fixtures.findIndex((f) => f.id === id);
      return full(fixtures[i] as Fixture, i);
    },
  };
  return { transcripts } as unknown as SearchClient;
}

/** `count` transcripts of filler lines, each a different rotation of the filler words. */
const fillers = (count: number): Fixture[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `filler-${n}`,
    lines: Array.from({ length: 6 }, (_, k) =>
      [...FILLER.slice((n + k) % FILLER.length), ...FILLER.slice(0, (n + k) % FILLER.length)].join(
        ' ',
      ),
    ),
  }));

async function indexOf(fixtures: Fixture[]) {
  const index = createTranscriptIndex(clientOf(fixtures), { storage: createMemoryIndexStorage() });
  await index.sync();
  return index;
}

describe('pickTranscripts', () => {
  test('the transcript that says the quoted phrase whole comes first, ahead of one repeating its pieces', async () => {
    const target: Fixture = {
      id: 'target',
      lines: [
        'good morning everyone',
        'so we agreed the harbour lantern budget moves to march after all',
        'thanks see you next week',
      ],
    };
    const decoy: Fixture = {
      id: 'decoy',
      lines: Array.from({ length: 24 }, (_, k) =>
        k % 2 === 0
          ? 'the harbour lantern budget moves to another review'
          : 'lantern budget moves to march unless sales objects',
      ),
    };
    const index = await indexOf([...fillers(40), decoy, target]);
    const picked = await index.pickTranscripts(
      'What did they say about harbour lantern budget moves to march?',
    );
    expect(picked.map((p) => p.transcript_id).slice(0, 2)).toEqual(['target', 'decoy']);
    expect(picked[0]?.start_s).toBe(10);
  });

  test('without a phrase said whole, the transcript that says the rare words most still leads', async () => {
    const once: Fixture = { id: 'once', lines: ['the harbour came up once', 'and then lunch'] };
    const often: Fixture = {
      id: 'often',
      lines: Array.from({ length: 8 }, (_, k) =>
        k % 2 ? 'the lantern budget again' : 'harbour lantern costs and the budget',
      ),
    };
    const index = await indexOf([...fillers(40), once, often]);
    const picked = await index.pickTranscripts('What about the harbour lantern budget?');
    expect(picked[0]?.transcript_id).toBe('often');
    expect(picked.map((p) => p.transcript_id)).toContain('once');
  });

  test('stop words alone said in order do not count as the phrase', async () => {
    const chatter: Fixture = {
      id: 'chatter',
      lines: ['what did they say about it', 'what did they say about that then'],
    };
    const topical: Fixture = { id: 'topical', lines: ['the harbour lantern is late'] };
    const index = await indexOf([...fillers(40), chatter, topical]);
    const picked = await index.pickTranscripts('What did they say about the harbour lantern?');
    expect(picked[0]?.transcript_id).toBe('topical');
  });
});
