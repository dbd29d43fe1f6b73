import { orderedSegments } from '../text/segment-sentences.js';
import { formatClock } from '../text/time-format.js';
import { truncateText } from '../text/truncate-text.js';
import type { Suggestion, TranscriptSource } from '../types.js';
import { deterministicUuid } from '../words/deterministic-id.js';
import { findIntroducedNames } from './auto-name-speakers.js';
import { deriveActionItems } from './derive-action-items.js';

const MAX_REVIEW_SUGGESTIONS = 3;
const REVIEW_BELOW = 0.8;

/**
 * Things a user could do next: name speakers who introduce themselves, review the least
 * confident segments, and give unassigned action items an owner (target_id is the action item's
 * id as deriveActionItems computes it).
 */
export function deriveSuggestions(source: TranscriptSource): Suggestion[] {
  const suggestions: Array<Omit<Suggestion, 'id'>> = [];
  const introduced = findIntroducedNames(source);
  for (const speaker of source.speakers) {
    const name = introduced.get(speaker.id);
    if (name && speaker.name === speaker.label) {
      suggestions.push({
        kind: 'rename_speaker',
        text: `Rename "${speaker.label}" to "${name}": they introduce themselves by that name.`,
        target_id: speaker.id,
      });
    }
  }
  const doubtful = orderedSegments(source)
    .filter((segment) => segment.confidence < REVIEW_BELOW)
    .sort((a, b) => a.confidence - b.confidence || a.seq - b.seq)
    .slice(0, MAX_REVIEW_SUGGESTIONS);
  for (const segment of doubtful) {
    suggestions.push({
      kind: 'review_segment',
      text: `Review the passage at ${formatClock(segment.start_s)}: recognition confidence is ${segment.confidence.toFixed(2)}.`,
      target_id: segment.id,
    });
  }
  for (const item of deriveActionItems(source, { createdAt: '' })) {
    if (item.assignee === null) {
      suggestions.push({
        kind: 'assign_action_item',
        text: `Assign an owner to "${truncateText(item.text, 80)}".`,
        target_id: item.id,
      });
    }
  }
  return suggestions.map((suggestion, index) => ({
    id: deterministicUuid(source.id, 'suggestion', index),
    ...suggestion,
  }));
}
