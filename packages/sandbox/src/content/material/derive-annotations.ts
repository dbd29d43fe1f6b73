import { orderedSegments, sentencesOf } from '../text/segment-sentences.js';
import type { Annotation, AnnotationKind, TranscriptSource } from '../types.js';
import { deterministicUuid } from '../words/deterministic-id.js';
import { classifySentence } from './derive-content-events.js';

/** Settings for annotation derivation. */
export interface DeriveAnnotationsOptions {
  /** created_at of every annotation (ISO 8601); pass the transcript's completed_at. */
  createdAt: string;
  /** Segments whose confidence is below this get a low_confidence note (default 0.8). */
  lowConfidenceBelow?: number;
}

const NOTE: Record<Exclude<AnnotationKind, 'low_confidence'>, string> = {
  question: 'Question raised',
  decision: 'Decision',
  action_item: 'Action item',
};

/**
 * Notes attached to segments: questions, decisions and action items (quoting the sentence) and
 * passages recognised with low confidence.
 */
export function deriveAnnotations(
  source: TranscriptSource,
  options: DeriveAnnotationsOptions,
): Annotation[] {
  const threshold = options.lowConfidenceBelow ?? 0.8;
  const annotations: Annotation[] = [];
  const add = (entry: Omit<Annotation, 'id' | 'created_at'>): void => {
    annotations.push({
      id: deterministicUuid(source.id, 'annotation', annotations.length),
      ...entry,
      created_at: options.createdAt,
    });
  };
  for (const segment of orderedSegments(source)) {
    if (segment.confidence < threshold) {
      add({
        segment_id: segment.id,
        kind: 'low_confidence',
        text: `Recognised with low confidence (${segment.confidence.toFixed(2)}); check it against the recording.`,
        start_s: segment.start_s,
        end_s: segment.end_s,
      });
    }
    for (const sentence of sentencesOf(segment)) {
      const kind = classifySentence(sentence.text);
      if (!kind || kind === 'topic_change') continue;
      add({
        segment_id: segment.id,
        kind,
        text: `${NOTE[kind]}: ${sentence.text}`,
        start_s: sentence.start_s,
        end_s: sentence.end_s,
      });
    }
  }
  return annotations;
}
