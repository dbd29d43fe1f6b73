// Helpers of the search tests: a sandbox with many distinct transcripts, read back over plain HTTP
// (independently of the index) to choose phrases that occur in one transcript only.
import type { Sandbox } from '@scribekit/sandbox';

export interface CorpusTranscript {
  id: string;
  title: string;
  json_bytes: number;
  segments: Array<{ start_s: number; end_s: number; text: string; speaker_id: string }>;
  speakers: Array<{ id: string; name: string; label: string }>;
}

/** Seeds `count` transcripts, each from its own synthetic recording (so their contents differ). */
export async function seedDistinct(
  sandbox: Sandbox,
  count: number,
  durationS = 30,
): Promise<string[]> {
  const ids: string[] = [];
  for (let at = 0; at < count; at += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - at) }, async () => {
        const response = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ count: 1, duration_s: durationS }),
        });
        if (!response.ok) throw new Error(`seed: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { transcript_ids: string[] }).transcript_ids;
      }),
    );
    ids.push(...batch.flat());
  }
  return ids;
}

/** Every transcript's `GET /transcripts/{id}` as the API sends it (and its size). */
export async function readCorpus(sandbox: Sandbox, ids: string[]): Promise<CorpusTranscript[]> {
  const out: CorpusTranscript[] = [];
  for (let at = 0; at < ids.length; at += 25) {
    out.push(
      ...(await Promise.all(
        ids.slice(at, at + 25).map(async (id) => {
          const response = await fetch(`${sandbox.apiUrl}/transcripts/${id}`, {
            headers: { authorization: `Bearer ${sandbox.apiKey}` },
          });
          const text = await response.text();
          return {
            ...(JSON.parse(text) as Omit<CorpusTranscript, 'json_bytes'>),
            json_bytes: Buffer.byteLength(text),
          };
        }),
      )),
    );
  }
  return out;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * A run of `length` words from the segment of `target` nearest its middle that occurs in no other
 * segment of the corpus, with that segment.
 */
export function uniquePhrase(corpus: CorpusTranscript[], target: CorpusTranscript, length = 6) {
  const everyText = corpus.flatMap((t) => t.segments.map((s) => ` ${wordsOf(s.text).join(' ')} `));
  const middle = Math.floor(target.segments.length / 2);
  const order = target.segments
    .map((segment, i) => ({ segment, distance: Math.abs(i - middle) }))
    .sort((a, b) => a.distance - b.distance);
  for (const { segment } of order) {
    const words = wordsOf(segment.text);
    for (let start = 0; start + length <= words.length; start++) {
      const phrase = words.slice(start, start + length).join(' ');
      if (everyText.filter((text) => text.includes(` ${phrase} `)).length === 1) {
        return { phrase, segment };
      }
    }
  }
  throw new Error(`no phrase of ${length} words occurs in ${target.id} alone`);
}
