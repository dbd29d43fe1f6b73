// The sections of a Smart Report that quote their sources: the answer to the instructions, each
// sentence cited with its transcript and moment, and the knowledge-base entries that bear on it.
import { foldWord, questionTerms, sharedTermCount, topKeywords } from '../text/keywords.js';
import { escapeMarkdown } from '../text/markdown-escape.js';
import { isQuestion, isTopicChange, splitSentences } from '../text/sentence-patterns.js';
import { formatClock } from '../text/time-format.js';
import { allSentences, type ReportContext } from './report-sections.js';

const MAX_ANSWER_SENTENCES = 5;
const MAX_KNOWLEDGE_QUOTES = 3;
// Without instructions, entries are matched against this many of the conversation's themes.
const KNOWLEDGE_THEMES = 20;

/**
 * The candidates sharing most terms, best first; ties keep the given order, so the ranking is
 * deterministic; a text quoted once is not quoted again.
 */
function rankByOverlap<T>(
  candidates: readonly T[],
  textOf: (candidate: T) => string,
  terms: ReadonlySet<string>,
  limit: number,
): T[] {
  const seen = new Set<string>();
  return candidates
    .map((candidate, order) => ({
      candidate,
      order,
      overlap: sharedTermCount(textOf(candidate), terms),
    }))
    .filter((entry) => entry.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
    .filter(({ candidate }) => {
      const key = textOf(candidate).toLowerCase();
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** Where a cited sentence was said: `scribekit://transcripts/<id>#t=<seconds>` (a media fragment). */
function momentLink(transcriptId: string, startS: number): string {
  return `scribekit://transcripts/${transcriptId}#t=${Number(startS.toFixed(2))}`;
}

/**
 * The answer to the instructions: the statements of the transcripts that share most of the
 * question's words, each linked to its transcript (title, id) and moment.
 */
export function answerSection(context: ReportContext): string[] {
  const { instructions } = context;
  if (!instructions) return [];
  const quoted = instructions.split('\n').map((line) => `> ${escapeMarkdown(line)}`);
  const statements = allSentences(context).filter(
    ({ sentence }) => !isQuestion(sentence.text) && !isTopicChange(sentence.text),
  );
  const chosen = rankByOverlap(
    statements,
    ({ sentence }) => sentence.text,
    questionTerms(instructions),
    MAX_ANSWER_SENTENCES,
  );
  const lines =
    chosen.length === 0
      ? ["No passage of these transcripts shares the question's words."]
      : chosen.map(({ report, sentence }) => {
          const where = `${escapeMarkdown(report.title)}, ${formatClock(sentence.start_s)}`;
          const link = momentLink(report.source.id, sentence.start_s);
          return `- ${escapeMarkdown(sentence.text)} — [${where}](${link})`;
        });
  return ['## Answer', '', ...quoted, '', ...lines, ''];
}

/**
 * Quotes from the knowledge-base entries that share most words with the instructions (or, without
 * instructions, with the conversation's main themes), each naming its entry and knowledge base.
 */
export function knowledgeSection(context: ReportContext): string[] {
  if (context.knowledgeBaseEntries.length === 0) return [];
  const terms = context.instructions
    ? questionTerms(context.instructions)
    : new Set(topKeywords(context.frequencies, KNOWLEDGE_THEMES).map(foldWord));
  const sentences = context.knowledgeBaseEntries.flatMap((entry) =>
    entry.content
      .split(/\n+/)
      .flatMap(splitSentences)
      .map((text) => ({ entry, text })),
  );
  const quotes = rankByOverlap(sentences, ({ text }) => text, terms, MAX_KNOWLEDGE_QUOTES);
  const body =
    quotes.length > 0
      ? quotes.map(({ entry, text }) => {
          const title = escapeMarkdown(entry.title ?? 'Untitled entry');
          const base = escapeMarkdown(entry.knowledgeBaseName);
          return `- “${escapeMarkdown(text)}” — _${title}_ (${base}, entry \`${entry.id}\`)`;
        })
      : [
          context.instructions
            ? "No knowledge-base entry shares the question's words."
            : 'None of the knowledge-base entries relate to the themes of this conversation.',
        ];
  return ['## From your knowledge base', '', ...body, ''];
}
