import { NoMatchingTranscriptsError } from './no-matching-transcripts-error.js';
import type { AskOptions, AskResult, AskSource, SearchClient } from './types.js';
import { parseSince } from './when.js';

/** Most transcripts one report may cover here. */
export const MAX_ASK_TRANSCRIPTS = 20;

/**
 * Answers a question across meetings: picks the transcripts that match it best from `index`
 * (synced first) or takes `transcriptIds`, makes ONE Smart Report over them with the question as
 * its `instructions` (and `knowledge_base_ids`), waits for it and returns its Markdown with the
 * transcripts it drew on.
 *
 * ```ts
 * const { answer_md, sources } = await askTranscripts(scribekit, {
 *   question: 'What did we decide about the budget?',
 *   index,
 *   since: '30d',
 * });
 * ```
 */
export async function askTranscripts(
  client: SearchClient,
  options: AskOptions,
): Promise<AskResult> {
  const question = options.question.trim();
  if (!question) throw new TypeError('question: a question is required');
  const count = options.transcripts ?? 5;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ASK_TRANSCRIPTS) {
    throw new RangeError(
      `transcripts: a whole number from 1 to ${MAX_ASK_TRANSCRIPTS} is expected`,
    );
  }
  const since = options.since === undefined ? undefined : parseSince(options.since);
  const signal = options.signal;
  let sources: AskSource[];
  if (options.transcriptIds && options.transcriptIds.length > 0) {
    const ids = [...new Set(options.transcriptIds)];
    if (ids.length > MAX_ASK_TRANSCRIPTS) {
      throw new RangeError(`transcriptIds: at most ${MAX_ASK_TRANSCRIPTS} transcripts`);
    }
    sources = await Promise.all(
      ids.map(async (id) => {
        const meta = await client.transcripts.getMeta(id, { signal });
        return { transcript_id: id, title: meta.title };
      }),
    );
  } else {
    const index = options.index;
    if (!index)
      throw new TypeError('index: give an index to pick transcripts from, or transcriptIds');
    if (options.sync !== false) await index.sync({ signal });
    const picked = await index.pickTranscripts(question, { limit: count, since });
    if (picked.length === 0) throw new NoMatchingTranscriptsError(question, since);
    sources = picked.map(({ transcript_id, title, start_s }) => ({
      transcript_id,
      title,
      start_s,
    }));
  }
  const release = await options.reportSlot?.();
  try {
    return await reportOver(client, options, question, sources);
  } finally {
    await release?.();
  }
}

async function reportOver(
  client: SearchClient,
  options: AskOptions,
  question: string,
  sources: AskSource[],
): Promise<AskResult> {
  const signal = options.signal;
  const report = await client.smartReports.create(
    {
      type: options.type ?? 'summary',
      transcript_ids: sources.map((source) => source.transcript_id),
      instructions: question,
      ...(options.knowledgeBaseIds?.length ? { knowledge_base_ids: options.knowledgeBaseIds } : {}),
    },
    { signal },
  );
  options.onReportCreated?.(report.id, sources);
  const done = await client.waitForSmartReport(report.id, {
    signal,
    timeoutMs: options.timeoutMs ?? 600_000,
    ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
  });
  return { answer_md: done.content_md ?? '', report_id: report.id, sources };
}
