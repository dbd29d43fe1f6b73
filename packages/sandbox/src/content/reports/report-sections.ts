// The sections of a Smart Report; each returns its Markdown lines, or none when it has nothing.
import { deriveActionItems } from '../material/derive-action-items.js';
import { deriveChapters } from '../material/derive-chapters.js';
import { contentWords, sentenceScore } from '../text/keywords.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import type { TimedSentence } from '../text/segment-sentences.js';
import {
  findSelfIntroduction,
  isActionItem,
  isDecision,
  isQuestion,
  isTopicChange,
} from '../text/sentence-patterns.js';
import { formatClock, formatDurationWithUnits } from '../text/time-format.js';
import type { Speaker, TranscriptSource } from '../types.js';

/** One transcript of the report, with what the sections need precomputed. */
export interface ReportSource {
  title: string;
  source: TranscriptSource;
  sentences: TimedSentence[];
  /** Display name per speaker id: the set name, else the introduced one, else the label. */
  names: Map<string, string>;
}

/** Everything the sections read. */
export interface ReportContext {
  sources: ReportSource[];
  /** Content-word frequencies of all transcripts (speaker names excluded). */
  frequencies: Map<string, number>;
  instructions: string | undefined;
  knowledgeBaseEntries: KnowledgeBaseQuoteSource[];
}

/** A knowledge-base entry a report may quote. */
export interface KnowledgeBaseQuoteSource {
  /** Entry id, cited with each quote. */
  id: string;
  /** Entry title (a document's title or file name), or null. */
  title: string | null;
  /** Name of the knowledge base the entry belongs to. */
  knowledgeBaseName: string;
  content: string;
}

const OVERVIEW_SENTENCES = 3;
const MAX_LIST_ITEMS = 8;
const MAX_KEY_POINTS = 16;
const MAX_ACTION_ITEMS = 20;

/** Every sentence of the report's transcripts, with the transcript it is from. */
export const allSentences = (context: ReportContext) =>
  context.sources.flatMap((report) => report.sentences.map((sentence) => ({ report, sentence })));

const nameOf = (report: ReportSource, speakerId: string): string =>
  report.names.get(speakerId) ?? 'Unknown speaker';

/** Display names of a transcript's speakers. */
export function displayNames(
  speakers: readonly Speaker[],
  introduced: Map<string, string>,
): Map<string, string> {
  return new Map(
    speakers.map((speaker) => [
      speaker.id,
      speaker.name !== speaker.label ? speaker.name : (introduced.get(speaker.id) ?? speaker.label),
    ]),
  );
}

export function sourcesSection(context: ReportContext): string[] {
  if (context.sources.length < 2) return [];
  const lines = ['## Sources', ''];
  for (const { title, source } of context.sources) {
    const end = Math.max(0, ...source.segments.map((segment) => segment.end_s));
    lines.push(`- ${escapeMarkdown(title)} (${formatDurationWithUnits(end)})`);
  }
  return [...lines, ''];
}

/** The sentences that best cover the most frequent themes, in spoken order. */
export function overviewSection(context: ReportContext): string[] {
  const hasSpeech = context.sources.some((report) => report.sentences.length > 0);
  if (!hasSpeech) return ['## Overview', '', 'The recording contains no recognisable speech.', ''];
  const seen = new Set<string>();
  const chosen = allSentences(context)
    .map(({ sentence }) => sentence.text)
    .filter(
      (text) =>
        !isQuestion(text) &&
        !isTopicChange(text) &&
        !findSelfIntroduction(text) &&
        contentWords(text).length >= 4 &&
        !seen.has(text) &&
        Boolean(seen.add(text)),
    )
    .map((text, order) => ({ text, order, score: sentenceScore(text, context.frequencies) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, OVERVIEW_SENTENCES)
    .sort((a, b) => a.order - b.order)
    .map((entry) => escapeMarkdown(entry.text));
  const text = chosen.join(' ') || 'The conversation is short and covers no main theme.';
  return ['## Overview', '', text, ''];
}

export function keyPointsSection(context: ReportContext): string[] {
  const several = context.sources.length > 1;
  const points = context.sources.flatMap((report) =>
    deriveChapters(report.source).map((chapter) => {
      const where = several ? `${escapeMarkdown(report.title)}, ` : '';
      return `- **${escapeMarkdown(chapter.title)}** (${where}${formatClock(chapter.start_s)}): ${escapeMarkdown(chapter.summary)}`;
    }),
  );
  return points.length > 0 ? ['## Key points', '', ...points.slice(0, MAX_KEY_POINTS), ''] : [];
}

export function decisionsSection(context: ReportContext): string[] {
  const decisions = allSentences(context)
    .filter(({ sentence }) => isDecision(sentence.text))
    .map(({ sentence }) => `- ${escapeMarkdown(sentence.text)} (${formatClock(sentence.start_s)})`);
  return decisions.length > 0
    ? ['## Decisions', '', ...decisions.slice(0, MAX_LIST_ITEMS), '']
    : [];
}

export function actionItemsSection(context: ReportContext): string[] {
  const items = context.sources.flatMap((report) =>
    deriveActionItems(report.source, { createdAt: '' }).map((item) => {
      const speaker = report.source.speakers.find((candidate) => candidate.id === item.speaker_id);
      // A first-person commitment names the speaker by label until speakers are named.
      const owner =
        speaker && item.assignee === speaker.label ? nameOf(report, speaker.id) : item.assignee;
      const who = owner ? ` — **${escapeMarkdown(owner)}**` : ' — _unassigned_';
      const raisedBy = speaker ? `, raised by ${escapeMarkdown(nameOf(report, speaker.id))}` : '';
      return `- [ ] ${escapeMarkdown(item.text)}${who} (${formatClock(item.start_s ?? 0)}${raisedBy})`;
    }),
  );
  if (items.length === 0) return ['## Action items', '', '_No action items were found._', ''];
  const more =
    items.length > MAX_ACTION_ITEMS
      ? [`- …and ${items.length - MAX_ACTION_ITEMS} more in the transcript's action items.`]
      : [];
  return ['## Action items', '', ...items.slice(0, MAX_ACTION_ITEMS), ...more, ''];
}

export function questionsSection(context: ReportContext): string[] {
  const questions = allSentences(context)
    .filter(({ sentence }) => isQuestion(sentence.text) && !isActionItem(sentence.text))
    .map(({ report, sentence }) => {
      const asker = nameOf(report, sentence.segment.speaker_id);
      return `- ${escapeMarkdown(sentence.text)} — ${escapeMarkdown(asker)}`;
    });
  return questions.length > 0
    ? ['## Open questions', '', ...questions.slice(0, MAX_LIST_ITEMS), '']
    : [];
}

export function speakersSection(context: ReportContext): string[] {
  const speakingTime = new Map<string, number>();
  for (const report of context.sources) {
    for (const speaker of report.source.speakers) {
      const name = nameOf(report, speaker.id);
      speakingTime.set(name, (speakingTime.get(name) ?? 0) + speaker.speaking_seconds);
    }
  }
  const total = [...speakingTime.values()].reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [];
  const lines = [...speakingTime]
    .sort((a, b) => b[1] - a[1])
    .map(([name, spoken]) => {
      const share = Math.round((spoken / total) * 100);
      return `- ${escapeMarkdown(name)}: ${share}% of speaking time (${formatDurationWithUnits(spoken)})`;
    });
  return ['## Speakers', '', ...lines, ''];
}
