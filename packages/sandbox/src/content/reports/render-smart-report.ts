import { findIntroducedNames } from '../material/auto-name-speakers.js';
import { estimateTokens } from '../text/estimate-tokens.js';
import { contentWords, wordFrequencies } from '../text/keywords.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import { transcriptSentences } from '../text/segment-sentences.js';
import type { Segment, Speaker } from '../types.js';
import { answerSection, knowledgeSection } from './report-citations.js';
import {
  actionItemsSection,
  decisionsSection,
  displayNames,
  type KnowledgeBaseQuoteSource,
  keyPointsSection,
  overviewSection,
  questionsSection,
  type ReportContext,
  sourcesSection,
  speakersSection,
} from './report-sections.js';

/** One transcript a report is built from. */
export interface SmartReportTranscript {
  /** Transcript id: cited by the answer's links, and names derived items consistently. */
  id?: string;
  /** Transcript title, shown in the heading. */
  title: string;
  segments: readonly Segment[];
  speakers: readonly Speaker[];
}

/** What a Smart Report is made from. */
export interface RenderSmartReportInput {
  /** Report type as requested, e.g. 'summary', 'action_items', 'meeting_notes' (open set). */
  type: string;
  /** One transcript, or several for a multi-transcript report. */
  transcripts: readonly SmartReportTranscript[];
  /** The user's instructions, if any; the report then leads with a cited answer to them. */
  instructions?: string | null;
  /** The knowledge-base entries to draw on, if any; the matching ones are quoted. */
  knowledgeBaseEntries?: readonly KnowledgeBaseQuoteSource[];
}

/** The finished report's fields (reference 2.9). */
export interface RenderedSmartReport {
  content_md: string;
  tokens_input: number;
  tokens_output: number;
}

// What an LLM call would spend on the system prompt and report template.
const PROMPT_OVERHEAD_TOKENS = 350;

type Section = (context: ReportContext) => string[];
const DEFAULT_ORDER: readonly Section[] = [
  sourcesSection,
  overviewSection,
  keyPointsSection,
  decisionsSection,
  actionItemsSection,
  questionsSection,
  speakersSection,
  knowledgeSection,
];
// Reports about tasks lead with the action items.
const ACTION_FIRST_ORDER: readonly Section[] = [
  sourcesSection,
  overviewSection,
  actionItemsSection,
  decisionsSection,
  keyPointsSection,
  questionsSection,
  speakersSection,
  knowledgeSection,
];
// A report given instructions answers them first, with what the knowledge base says about them.
const ANSWER_FIRST: readonly Section[] = [answerSection, knowledgeSection];

const humanize = (type: string): string => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Report';
};

/**
 * Writes an extractive Markdown report: heading, overview (the sentences that best cover the
 * most frequent themes), key points per chapter, decisions, action items, open questions,
 * speakers, and the knowledge base's related entries. Given instructions, it leads with their
 * answer: the transcripts' sentences sharing most of their words, each cited with its transcript
 * and moment (report-citations.ts). Token counts are
 * estimates (about 4 characters per token).
 */
export function renderSmartReport(input: RenderSmartReportInput): RenderedSmartReport {
  const sources = input.transcripts.map((transcript, index) => {
    const source = {
      id: transcript.id ?? `report-source-${index}`,
      segments: transcript.segments,
      speakers: transcript.speakers,
    };
    const names = displayNames(transcript.speakers, findIntroducedNames(source));
    return { title: transcript.title, source, sentences: transcriptSentences(source), names };
  });
  const speakerWords = new Set(
    sources.flatMap((report) => [...report.names.values()].flatMap((name) => contentWords(name))),
  );
  const allText = input.transcripts.flatMap((t) => t.segments.map((segment) => segment.text));
  const knowledgeBaseEntries = (input.knowledgeBaseEntries ?? []).filter((entry) =>
    entry.content.trim(),
  );
  const context: ReportContext = {
    sources,
    frequencies: wordFrequencies(allText, speakerWords),
    instructions: input.instructions?.trim() || undefined,
    knowledgeBaseEntries,
  };

  const title =
    sources.length === 1
      ? escapeMarkdown(sources[0]?.title ?? 'Untitled')
      : `${sources.length} transcripts`;
  const typeOrder = /action|task|todo/i.test(input.type) ? ACTION_FIRST_ORDER : DEFAULT_ORDER;
  const order = context.instructions
    ? [...ANSWER_FIRST, ...typeOrder.filter((section) => !ANSWER_FIRST.includes(section))]
    : typeOrder;
  const lines = [`# ${humanize(input.type)}: ${title}`, '', ...order.flatMap((s) => s(context))];
  const content_md = `${lines.join('\n').trimEnd()}\n`;

  const inputText = [
    ...allText,
    context.instructions ?? '',
    ...knowledgeBaseEntries.map((entry) => entry.content),
  ].join('\n');
  return {
    content_md,
    tokens_input: PROMPT_OVERHEAD_TOKENS + estimateTokens(inputText),
    tokens_output: estimateTokens(content_md),
  };
}
