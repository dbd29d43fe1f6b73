import type { Segment, TranscriptSource } from '../types.js';
import { splitSentences } from './sentence-patterns.js';

/** One sentence of a segment, timed by its words when they are known. */
export interface TimedSentence {
  text: string;
  start_s: number;
  end_s: number;
  segment: Segment;
}

/** The segments of a transcript in spoken order. */
export const orderedSegments = (source: TranscriptSource): Segment[] =>
  [...source.segments].sort((a, b) => a.seq - b.seq);

/**
 * Splits a segment into sentences. Times come from the words when the words still match the text
 * (an edited segment may not), otherwise each sentence spans the whole segment.
 */
export function sentencesOf(segment: Segment): TimedSentence[] {
  const sentences = splitSentences(segment.text);
  const tokenCount = segment.text.split(/\s+/).filter(Boolean).length;
  const words = segment.words?.length === tokenCount ? segment.words : undefined;
  let index = 0;
  return sentences.map((text) => {
    const length = text.split(/\s+/).filter(Boolean).length;
    const first = words?.[index];
    const last = words?.[index + length - 1];
    index += length;
    return {
      text,
      start_s: first?.start_s ?? segment.start_s,
      end_s: last?.end_s ?? segment.end_s,
      segment,
    };
  });
}

/** Every sentence of a transcript in spoken order. */
export const transcriptSentences = (source: TranscriptSource): TimedSentence[] =>
  orderedSegments(source).flatMap(sentencesOf);
