import { transcriptSentences } from '../text/segment-sentences.js';
import { isActionItem, isDecision, isQuestion, isTopicChange } from '../text/sentence-patterns.js';
import { truncateText } from '../text/truncate-text.js';
import type { ContentEvent, ContentEventType, TranscriptSource } from '../types.js';
import { deterministicUuid } from '../words/deterministic-id.js';

const LABEL_MAX_CHARS = 100;

/** What a sentence marks on the timeline, if anything (a request phrased as a question is an action). */
export function classifySentence(sentence: string): ContentEventType | undefined {
  if (isTopicChange(sentence)) return 'topic_change';
  if (isActionItem(sentence)) return 'action_item';
  if (isDecision(sentence)) return 'decision';
  if (isQuestion(sentence)) return 'question';
  return undefined;
}

/** Timeline markers: questions, decisions, topic changes and action items, in spoken order. */
export function deriveContentEvents(source: TranscriptSource): ContentEvent[] {
  const events: ContentEvent[] = [];
  for (const sentence of transcriptSentences(source)) {
    const type = classifySentence(sentence.text);
    if (!type) continue;
    events.push({
      id: deterministicUuid(source.id, 'content-event', events.length),
      type,
      label: truncateText(sentence.text, LABEL_MAX_CHARS),
      start_s: sentence.start_s,
      end_s: sentence.end_s,
      segment_id: sentence.segment.id,
    });
  }
  return events;
}
