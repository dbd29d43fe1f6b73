import { findIntroducedNames } from './auto-name-speakers.js';
import { estimateTokens } from './estimate-tokens.js';
import { contentWords, wordFrequencies } from './keywords.js';
import { escapeMarkdown } from './markdown-escape.js';
import {
  actionItemsSection,
  decisionsSection,
  displayNames,
  instructionsSection,
  keyPointsSection,
  knowledgeSection,
  overviewSection,
  questionsSection,
  type ReportContext,
  sourcesSection,
  speakersSection,
} from './report-sections.js';
import { transcriptSentences } from './segment-sentences.js';
import type { Segment, Speaker } from './types.js';

/** One transcript a report is built from. */
export interface SmartReportTranscript {
  /** Transcript id (optional; used only to name derived items consistently). */
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
  /** The user's instructions, if any; the report gets a section answering them. */
  instructions?: string | null;
  /** Texts of the knowledge-base entries to draw on, if any. */
  knowledgeBaseTexts?: readonly string[];
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
  instructionsSection,
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
  instructionsSection,
  knowledgeSection,
];

const humanize = (type: string): string => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Report';
};

/**
 * Writes an extractive Markdown report: heading, overview (the sentences that best cover the
 * most frequent themes), key points per chapter, decisions, action items, open questions,
 * speakers, and sections for the instructions and knowledge base when given. Token counts are
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
  const knowledgeBaseTexts = (input.knowledgeBaseTexts ?? []).filter((text) => text.trim());
  const context: ReportContext = {
    sources,
    frequencies: wordFrequencies(allText, speakerWords),
    instructions: input.instructions?.trim() || undefined,
    knowledgeBaseTexts,
  };

  const title =
    sources.length === 1
      ? escapeMarkdown(sources[0]?.title ?? 'Untitled')
      : `${sources.length} transcripts`;
  const order = /action|task|todo/i.test(input.type) ? ACTION_FIRST_ORDER : DEFAULT_ORDER;
  const lines = [`# ${humanize(input.type)}: ${title}`, '', ...order.flatMap((s) => s(context))];
  const content_md = `${lines.join('\n').trimEnd()}\n`;

  const inputText = [...allText, context.instructions ?? '', ...knowledgeBaseTexts].join('\n');
  return {
    content_md,
    tokens_input: PROMPT_OVERHEAD_TOKENS + estimateTokens(inputText),
    tokens_output: estimateTokens(content_md),
  };
}
