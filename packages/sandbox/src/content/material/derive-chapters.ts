import { contentWords, sentenceScore, topKeywords, wordFrequencies } from '../text/keywords.js';
import { orderedSegments, sentencesOf } from '../text/segment-sentences.js';
import { isTopicChange } from '../text/sentence-patterns.js';
import { truncateText } from '../text/truncate-text.js';
import type { Chapter, Segment, TranscriptSource } from '../types.js';
import { deterministicUuid } from '../words/deterministic-id.js';

/** How chapters are cut. */
export interface DeriveChaptersOptions {
  /** Start a new chapter after this many segments even without a topic change (default 12). */
  maxSegments?: number;
  /** Start a new chapter once a chapter spans this many seconds (default 600). */
  maxSeconds?: number;
  /** A topic change opens a new chapter only after this many segments (default 3). */
  minSegments?: number;
}

const TOPIC_PHRASE =
  /(?:move on to|moving on to|switch to|turn to|turning to|talk about|next topic is|start with|begin with)\s+(.+?)(?:\s+now)?[.!?]?$/i;
const SUMMARY_MAX_CHARS = 240;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function groupSegments(segments: Segment[], options: Required<DeriveChaptersOptions>): Segment[][] {
  const groups: Segment[][] = [];
  let group: Segment[] = [];
  for (const segment of segments) {
    const first = group[0];
    const changesTopic = sentencesOf(segment).some((sentence) => isTopicChange(sentence.text));
    const full =
      group.length >= options.maxSegments ||
      (first !== undefined && segment.end_s - first.start_s > options.maxSeconds);
    if (first && (full || (changesTopic && group.length >= options.minSegments))) {
      groups.push(group);
      group = [];
    }
    group.push(segment);
  }
  const previous = groups[groups.length - 1];
  // A stub at the very end (a topic announced as the recording stops) joins the chapter before.
  if (previous && group.length < options.minSegments) previous.push(...group);
  else if (group.length > 0) groups.push(group);
  return groups;
}

function chapterTitle(group: Segment[], keywords: string[], index: number): string {
  // A chapter about an announced subject is named after it ("Moving on to the budget.").
  for (const sentence of group.flatMap(sentencesOf)) {
    const phrase = isTopicChange(sentence.text) ? sentence.text.match(TOPIC_PHRASE)?.[1] : null;
    // A recording can end mid-announcement ("Let's begin with the"): an article names nothing.
    const subject = phrase?.replace(/^(?:the|a|an)\b\s*/i, '').replace(/[.!?]+$/, '');
    if (subject) return capitalize(subject);
  }
  if (keywords.length === 0) return `Chapter ${index + 1}`;
  const list =
    keywords.length > 1
      ? `${keywords.slice(0, -1).join(', ')} and ${keywords.at(-1)}`
      : keywords[0];
  return capitalize(list ?? '');
}

/** Splits a transcript into chapters at topic changes (or by size) with extractive summaries. */
export function deriveChapters(
  source: TranscriptSource,
  options: DeriveChaptersOptions = {},
): Chapter[] {
  const settings = { maxSegments: 12, maxSeconds: 600, minSegments: 3, ...options };
  const groups = groupSegments(orderedSegments(source), settings);
  const names = new Set(source.speakers.flatMap((speaker) => contentWords(speaker.name)));
  const groupTexts = groups.map((group) => group.map((segment) => segment.text));
  // Words found in many chapters say little about any one of them (inverse document frequency).
  const chaptersWith = new Map<string, number>();
  for (const texts of groupTexts) {
    for (const word of new Set(texts.flatMap((text) => contentWords(text, names)))) {
      chaptersWith.set(word, (chaptersWith.get(word) ?? 0) + 1);
    }
  }
  return groups.map((group, index) => {
    const frequencies = wordFrequencies(groupTexts[index] ?? [], names);
    const weighted = new Map(
      [...frequencies].map(([word, count]) => [
        word,
        count * Math.log(1 + groups.length / (chaptersWith.get(word) ?? 1)),
      ]),
    );
    const sentences = group.flatMap(sentencesOf);
    const best = sentences
      .map((sentence, order) => ({
        sentence,
        order,
        score: sentenceScore(sentence.text, weighted),
      }))
      .filter(
        (entry, position, all) =>
          !isTopicChange(entry.sentence.text) &&
          all.findIndex((other) => other.sentence.text === entry.sentence.text) === position,
      )
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, 2)
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.sentence.text);
    const first = group[0] as Segment;
    return {
      id: deterministicUuid(source.id, 'chapter', index),
      seq: index,
      title: chapterTitle(group, topKeywords(weighted, 3), index),
      summary: truncateText(best.join(' ') || first.text, SUMMARY_MAX_CHARS),
      start_s: first.start_s,
      end_s: Math.max(...group.map((segment) => segment.end_s)),
    } satisfies Chapter;
  });
}
