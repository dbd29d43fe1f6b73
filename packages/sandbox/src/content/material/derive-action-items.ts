import { transcriptSentences } from '../text/segment-sentences.js';
import { findAddressee, isActionItem, isOwnCommitment } from '../text/sentence-patterns.js';
import type { ActionItem, TranscriptSource } from '../types.js';
import { deterministicUuid } from '../words/deterministic-id.js';

/** Settings for action-item extraction. */
export interface DeriveActionItemsOptions {
  /** created_at of every item (ISO 8601); pass the transcript's completed_at so reruns agree. */
  createdAt: string;
}

/**
 * Finds commitments and requests with a deadline ("I will send the report by Friday",
 * "Priya, can you…"). The assignee is the person addressed, else the speaker for a first-person
 * commitment, else null.
 */
export function deriveActionItems(
  source: TranscriptSource,
  options: DeriveActionItemsOptions,
): ActionItem[] {
  const speakers = new Map(source.speakers.map((speaker) => [speaker.id, speaker]));
  return transcriptSentences(source)
    .filter((sentence) => isActionItem(sentence.text))
    .map((sentence, index) => {
      const speaker = speakers.get(sentence.segment.speaker_id);
      const assignee =
        findAddressee(sentence.text) ??
        (isOwnCommitment(sentence.text) && speaker ? speaker.name : null);
      return {
        id: deterministicUuid(source.id, 'action-item', index),
        transcript_id: source.id,
        text: sentence.text,
        assignee,
        speaker_id: sentence.segment.speaker_id,
        segment_id: sentence.segment.id,
        start_s: sentence.start_s,
        status: 'open',
        created_at: options.createdAt,
      };
    });
}
