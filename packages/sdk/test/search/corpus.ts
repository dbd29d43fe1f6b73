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
 * A run of 6 words (or more, when no 6 are unique) from the segment of `target` nearest its
 * middle that occurs in no other segment of the corpus, with that segment.
 */
export function uniquePhrase(corpus: CorpusTranscript[], target: CorpusTranscript) {
  const found = ownPhrase(corpus, target);
  if (!found) throw new Error(`no run of 6 to 14 words occurs in ${target.id} alone`);
  return found;
}

/** `uniquePhrase`, or undefined when `target` has no phrase of its own. */
export function ownPhrase(corpus: CorpusTranscript[], target: CorpusTranscript) {
  for (let length = 6; length <= 14; length += 2) {
    const found = uniqueRun(corpus, target, length);
    if (found) return found;
  }
  return undefined;
}

/**
 * The transcript at `from` or the next one after it that has a phrase of its own (a synthetic
 * transcript made only of sentences other transcripts also say has none, and cannot be told apart).
 */
export function distinctTarget(corpus: CorpusTranscript[], from: number): CorpusTranscript {
  for (let at = from; at < corpus.length + from; at++) {
    const candidate = corpus[at % corpus.length] as CorpusTranscript;
    if (ownPhrase(corpus, candidate)) return candidate;
  }
  throw new Error('no transcript of the corpus has a phrase of its own');
}

/** Every segment's words of a corpus, space-delimited (kept: asked for each target in turn). */
const segmentTexts = new WeakMap<CorpusTranscript[], string[]>();

function uniqueRun(corpus: CorpusTranscript[], target: CorpusTranscript, length: number) {
  let everyText = segmentTexts.get(corpus);
  if (!everyText) {
    everyText = corpus.flatMap((t) => t.segments.map((s) => ` ${wordsOf(s.text).join(' ')} `));
    segmentTexts.set(corpus, everyText);
  }
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
  return undefined;
}
