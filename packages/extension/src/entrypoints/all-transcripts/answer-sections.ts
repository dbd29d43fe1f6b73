/** A report that answers a question, split for showing: the answer first, the rest folded. */
export interface AnswerSections {
  /** The answer (with what the knowledge base says), or null when the report has no such part. */
  answer: string | null;
  /** Everything else, without the report's title line. */
  rest: string;
}

// The parts of a Smart Report that answer its instructions (as the sandbox names them); a
// report without them is shown whole.
const ANSWER_HEADINGS = new Set(['answer', 'from your knowledge base']);

/** Splits a report's Markdown into its answer and the rest, by its `## ` sections. */
export function answerSections(markdown: string): AnswerSections {
  const answer: string[] = [];
  const rest: string[] = [];
  let inAnswer = false;
  let found = false;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*?)\s*$/.exec(line);
    if (heading) {
      inAnswer = ANSWER_HEADINGS.has((heading[1] ?? '').toLowerCase());
      found ||= inAnswer;
      // The answer's own heading is the page's; a knowledge-base heading stays.
      if (inAnswer && (heading[1] ?? '').toLowerCase() === 'answer') continue;
    } else if (/^#\s/.test(line)) continue;
    (inAnswer ? answer : rest).push(line);
  }
  return found
    ? { answer: answer.join('\n').trim(), rest: rest.join('\n').trim() }
    : { answer: null, rest: rest.join('\n').trim() };
}
