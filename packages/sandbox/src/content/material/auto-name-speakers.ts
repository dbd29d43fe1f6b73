import { orderedSegments, sentencesOf } from '../text/segment-sentences.js';
import { findSelfIntroduction } from '../text/sentence-patterns.js';
import type { Speaker, TranscriptSource } from '../types.js';
import { NAMES } from '../words/corpus.js';
import { sha256 } from '../words/prng.js';

/** The name each speaker gives for themself, by speaker id (first introduction wins). */
export function findIntroducedNames(source: TranscriptSource): Map<string, string> {
  const names = new Map<string, string>();
  for (const segment of orderedSegments(source)) {
    if (names.has(segment.speaker_id)) continue;
    for (const sentence of sentencesOf(segment)) {
      const name = findSelfIntroduction(sentence.text);
      if (name) {
        names.set(segment.speaker_id, name);
        break;
      }
    }
  }
  return names;
}

/**
 * Gives speakers who still carry their label a name: the one they introduce themselves with,
 * else one from a fixed list chosen from the transcript and speaker ids. Names already set are
 * kept, and no two speakers end up with the same name.
 */
export function autoNameSpeakers(source: TranscriptSource): Speaker[] {
  const introduced = findIntroducedNames(source);
  const taken = new Set(
    source.speakers.filter((speaker) => speaker.name !== speaker.label).map((s) => s.name),
  );
  const named = source.speakers.map((speaker) => {
    if (speaker.name !== speaker.label) return { ...speaker };
    const name = introduced.get(speaker.id);
    if (name && !taken.has(name)) {
      taken.add(name);
      return { ...speaker, name };
    }
    return undefined;
  });
  return named.map((speaker, index) => {
    if (speaker) return speaker;
    const original = source.speakers[index] as Speaker;
    const start = sha256(source.id, ':', original.id)[0] ?? 0;
    for (let step = 0; step < NAMES.length; step++) {
      const candidate = NAMES[(start + step) % NAMES.length] as string;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return { ...original, name: candidate };
      }
    }
    return { ...original }; // more speakers than names: keep the label
  });
}
