import { apiArgs, repeatedOption } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';
import { clock } from '../mcp/clock.js';
import { localIndex } from '../search/local-index.js';

export default defineCommand({
  name: 'ask',
  description:
    'Ask a question across your meetings: picks the transcripts that match it best from the local search index (brought up to date first), makes one Smart Report over them with your question as its instructions, waits, and prints the answer and its sources.',
  args: {
    question: { type: 'positional', description: 'The question, in plain words', required: true },
    since: {
      type: 'string',
      description: 'Only transcripts made since: 2026-11-01, 7d, 2w, 3m, today, yesterday',
      valueHint: 'when',
    },
    transcripts: {
      type: 'string',
      description: 'How many transcripts to ask over (1–20)',
      default: '5',
      valueHint: 'n',
    },
    kb: {
      type: 'string',
      description: 'A knowledge base the answer may quote (repeatable)',
      valueHint: 'id',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit ask "What did we decide about the budget?"',
    'scribekit ask "Who owns the migration?" --since 30d --transcripts 10',
    'scribekit ask "Does this follow our pricing policy?" --kb 3f2a… --json',
  ],
  async run({ args, io, argv }) {
    const count = Number(args.transcripts);
    if (!Number.isInteger(count) || count < 1 || count > 20) {
      throw new UsageError(
        `--transcripts must be a whole number from 1 to 20, got ${args.transcripts}`,
      );
    }
    const { askTranscripts, parseSince, NoMatchingTranscriptsError } = await import(
      '@scribekit/sdk/search'
    );
    if (args.since !== undefined) {
      try {
        parseSince(args.since);
      } catch (error) {
        throw new UsageError(`--${(error as Error).message}`);
      }
    }
    const knowledgeBaseIds = repeatedOption(argv, 'kb');
    const { scribekit, index } = await localIndex(io, args.profile);
    const line = createStatusLine(io);
    let answer: Awaited<ReturnType<typeof askTranscripts>>;
    try {
      line.update('Bringing the search index up to date …');
      answer = await askTranscripts(scribekit, {
        question: args.question,
        index,
        transcripts: count,
        ...(args.since ? { since: args.since } : {}),
        ...(knowledgeBaseIds.length ? { knowledgeBaseIds } : {}),
        signal: io.interrupt,
        onReportCreated: (_, sources) =>
          line.update(
            `Writing the answer from ${sources.length} transcript${sources.length === 1 ? '' : 's'} …`,
          ),
      });
    } catch (error) {
      if (error instanceof NoMatchingTranscriptsError) throw new UsageError(error.message);
      throw error;
    } finally {
      line.clear();
    }
    if (args.json) {
      out(io, toJson(io, answer));
      return 0;
    }
    io.stdout.write(`${answer.answer_md.trimEnd()}\n\n`);
    out(io, io.style.bold('Sources'));
    for (const source of answer.sources) {
      const at = source.start_s === undefined ? '' : `  ${io.style.cyan(clock(source.start_s))}`;
      out(
        io,
        `- ${source.title || source.transcript_id}${at}  ${io.style.dim(source.transcript_id)}`,
      );
    }
    out(io, io.style.dim(`Report ${answer.report_id}`));
    return 0;
  },
});
