import type {
  ActionItem,
  Annotation,
  Chapter,
  ContentEvent,
  Suggestion,
  TranscriptSource,
} from '../types.js';
import { deriveActionItems } from './derive-action-items.js';
import { deriveAnnotations } from './derive-annotations.js';
import { deriveChapters } from './derive-chapters.js';
import { deriveContentEvents } from './derive-content-events.js';
import { deriveSuggestions } from './derive-suggestions.js';

/** What a finished transcript derives from its segments. */
export interface TranscriptMaterial {
  chapters: Chapter[];
  annotations: Annotation[];
  contentEvents: ContentEvent[];
  suggestions: Suggestion[];
  actionItems: ActionItem[];
}

/**
 * Derives a transcript's material; `createdAt` stamps annotations and action items. It may be
 * derived ahead of time (in a worker, with any `createdAt`) and stamped when the transcript
 * finishes: nothing else depends on the time.
 */
export function deriveTranscriptMaterial(
  source: TranscriptSource,
  createdAt: string,
): TranscriptMaterial {
  return {
    chapters: deriveChapters(source),
    annotations: deriveAnnotations(source, { createdAt }),
    contentEvents: deriveContentEvents(source),
    suggestions: deriveSuggestions(source),
    actionItems: deriveActionItems(source, { createdAt }),
  };
}

/** The material with `createdAt` on every annotation and action item, as derived at that time. */
export function stampTranscriptMaterial(
  material: TranscriptMaterial,
  createdAt: string,
): TranscriptMaterial {
  return {
    ...material,
    annotations: material.annotations.map((item) => ({ ...item, created_at: createdAt })),
    actionItems: material.actionItems.map((item) => ({ ...item, created_at: createdAt })),
  };
}
