import * as z from 'zod';
import { keyQuotaStore } from '../../batch/key-quota-store.js';
import { accountIndex } from '../account-index.js';
import { clock } from '../clock.js';
import { defineTool } from '../define-tool.js';
import { REPORTS_AT_ONCE, takeReportSlot } from '../report-slots.js';
import { ToolUserError } from '../tool-errors.js';
import {
  reportUri,
  transcriptLink,
  transcriptMomentUri,
  transcriptUri,
} from '../transcript-link.js';

/** Longest a call waits for one of the 3 report slots before it says they are all taken. */
const QUEUE_MS = 90_000;
/** Most Markdown characters a call returns (the whole answer is the report resource). */
const MAX_MARKDOWN = 60_000;
/** Transcripts picked from the index when none are named. */
const PICKED = 5;

export default defineTool({
  name: 'ask_transcripts',
  title: 'Ask across meetings',
  description: `Answer a question from what was said in several meetings: picks the ${PICKED} transcripts whose text matches the question best (from the same local index as search_transcripts, brought up to date first) or takes transcript_ids, makes ONE Smart Report over them with the question as its instructions (and knowledge_base_ids, whose entries it may quote), waits and returns the answer with its sources: each transcript, and the moment that matched best. Reports run ${REPORTS_AT_ONCE} at a time per account; a call queues up to 90 s for a slot.`,
  input: z.object({
    question: z.string().min(3).max(2000).describe('The question, in plain words.'),
    transcript_ids: z
      .array(z.uuid())
      .min(1)
      .max(20)
      .optional()
      .describe('Ask over these transcripts instead of picking them (up to 20).'),
    since: z
      .string()
      .min(1)
      .max(40)
      .optional()
      .describe('Pick only transcripts made since: 2026-11-01, 7d, 2w, 3m, today.'),
    knowledge_base_ids: z
      .array(z.uuid())
      .min(1)
      .max(10)
      .optional()
      .describe('Knowledge bases the answer may quote.'),
  }),
  output: z.object({
    answer_md: z.string().describe('The answer (cut when longer than 60,000 characters: see cut).'),
    cut: z.boolean(),
    report_id: z.string(),
    resource_uri: z.string().describe('The whole report.'),
    sources: z.array(
      z.object({
        transcript_id: z.string(),
        title: z.string(),
        start_s: z.number().optional().describe('The moment that matched the question best.'),
        time: z.string().optional().describe('start_s as h:mm:ss'),
        resource_uri: z.string().describe('The transcript (at that moment when known).'),
      }),
    ),
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: false,
  },
  async run(args, call) {
    const account = await call.deps.account();
    const { askTranscripts, NoMatchingTranscriptsError, parseSince } = await import(
      '@scribekit/sdk/search'
    );
    let since: Date | undefined;
    try {
      since = args.since === undefined ? undefined : parseSince(args.since);
    } catch (error) {
      throw new ToolUserError((error as Error).message);
    }
    const index = args.transcript_ids
      ? undefined
      : await accountIndex(call.deps.configDir, account);
    void call.progress(0, args.transcript_ids ? 'starting the report' : 'picking transcripts');
    let answer: Awaited<ReturnType<typeof askTranscripts>>;
    try {
      answer = await askTranscripts(account.scribekit, {
        question: args.question,
        transcripts: PICKED,
        signal: call.signal,
        ...(index ? { index } : {}),
        ...(args.transcript_ids ? { transcriptIds: args.transcript_ids } : {}),
        ...(since ? { since } : {}),
        ...(args.knowledge_base_ids ? { knowledgeBaseIds: args.knowledge_base_ids } : {}),
        reportSlot: () =>
          takeReportSlot(keyQuotaStore(call.deps.configDir, account.credentials), {
            maxWaitMs: QUEUE_MS,
            signal: call.signal,
            onWait: (inUse) =>
              void call.progress(
                0,
                `waiting for a Smart Report slot (${inUse} of ${REPORTS_AT_ONCE} in use)`,
              ),
          }),
        onReportCreated: (_, sources) =>
          void call.progress(0.1, `writing the answer from ${sources.length} transcripts`),
      });
    } catch (error) {
      if (error instanceof NoMatchingTranscriptsError) throw new ToolUserError(error.message);
      throw error;
    }
    const markdown = answer.answer_md.trim();
    const cut = markdown.length > MAX_MARKDOWN;
    const sources: Array<{
      transcript_id: string;
      title: string;
      start_s?: number;
      time?: string;
      resource_uri: string;
    }> = answer.sources.map((source) => ({
      transcript_id: source.transcript_id,
      title: source.title,
      ...(source.start_s === undefined
        ? { resource_uri: transcriptUri(source.transcript_id) }
        : {
            start_s: source.start_s,
            time: clock(source.start_s),
            resource_uri: transcriptMomentUri(source.transcript_id, source.start_s),
          }),
    }));
    const text = [
      cut
        ? `${markdown.slice(0, MAX_MARKDOWN)}\n\n[Cut: read ${reportUri(answer.report_id)}]`
        : markdown,
      '',
      'Sources:',
      ...sources.map(
        (s) =>
          `- "${s.title}"${s.time ? ` at ${s.time}` : ''} (${s.transcript_id}, ${s.resource_uri})`,
      ),
    ].join('\n');
    return {
      structured: {
        answer_md: cut ? markdown.slice(0, MAX_MARKDOWN) : markdown,
        cut,
        report_id: answer.report_id,
        resource_uri: reportUri(answer.report_id),
        sources,
      },
      text,
      links: [
        {
          type: 'resource_link',
          uri: reportUri(answer.report_id),
          name: 'answer report',
          title: `Answer from ${sources.length} transcript${sources.length === 1 ? '' : 's'}`,
          mimeType: 'text/markdown',
        },
        ...sources.map((s) => ({
          ...transcriptLink(s.transcript_id, s.title),
          uri: s.resource_uri,
        })),
      ],
    };
  },
});
