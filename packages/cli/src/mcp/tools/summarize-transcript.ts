import type { ResourceLink } from '@modelcontextprotocol/server';
import { newIdempotencyKey } from '@scribekit/sdk';
import * as z from 'zod';
import { keyQuotaStore } from '../../batch/key-quota-store.js';
import { startToLineEnd } from '../answer-budget.js';
import { defineTool, paged } from '../define-tool.js';
import { REPORTS_AT_ONCE, takeReportSlot } from '../report-slots.js';
import { ToolUserError } from '../tool-errors.js';
import { reportUri, transcriptLink } from '../transcript-link.js';

/** Longest a call waits for one of the 3 report slots before it says they are all taken. */
const QUEUE_MS = 90_000;

export default defineTool({
  name: 'summarize_transcript',
  title: 'Summarise transcripts (Smart Report)',
  description: `Make a Smart Report — a summary by default, or another type — of one transcript (id) or of several together (ids), wait for it and return its Markdown. The service makes ${REPORTS_AT_ONCE} reports at a time per account: a call queues for up to 90 s when all are busy (reports from the scribekit CLI on this machine count too), then fails saying so. Without instructions, a finished report of the same type on the same single transcript is returned instead of making another.`,
  input: z.object({
    id: z.uuid().optional().describe('The transcript to report on.'),
    ids: z
      .array(z.uuid())
      .min(1)
      .max(20)
      .optional()
      .describe('Or several transcripts to report on together (up to 20).'),
    type: z
      .string()
      .min(1)
      .max(64)
      .default('summary')
      .describe(
        'Report type: summary (default), or another the service offers, e.g. action_items.',
      ),
    instructions: z
      .string()
      .max(4000)
      .optional()
      .describe('What to focus on or how to write it, in plain words.'),
  }),
  output: z.object({
    report_id: z.string(),
    type: z.string(),
    transcript_ids: z.array(z.string()),
    status: z.string(),
    shown_chars: z.number().describe('Characters of the report in the text answer.'),
    cut: z
      .boolean()
      .describe(
        'true when the text answer holds only the start of the report (the answer budget); read the whole report at resource_uri.',
      ),
    reused: z.boolean().describe('true when an existing report was returned instead of a new one.'),
    created_at: z.string(),
    resource_uri: z.string(),
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: false,
  },
  async run(args, call) {
    if (Boolean(args.id) === Boolean(args.ids)) {
      throw new ToolUserError(
        'Give either id (one transcript) or ids (several), not both and not neither.',
      );
    }
    const ids = args.ids ?? [args.id as string];
    const account = await call.deps.account();
    const { scribekit } = account;
    const options = { signal: call.signal };
    let report = undefined as Awaited<ReturnType<typeof scribekit.smartReports.get>> | undefined;
    if (ids.length === 1 && !args.instructions) {
      const existing = await scribekit.smartReports.listByTranscript(ids[0] as string, {}, options);
      const done = existing.items
        .filter((r) => r.type === args.type && r.status === 'completed')
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      if (done) report = done as typeof report;
    }
    const reused = Boolean(report);
    if (!report) {
      // Every transcript must be ready: a report on one still being made would fail later.
      for (const id of ids) {
        const status = await scribekit.transcripts.getStatus(id, options);
        if (status.status !== 'completed') {
          throw new ToolUserError(
            `Transcript ${id} is ${status.status} (${status.progress_percent}%): a report needs a completed transcript. Try again when it is.`,
          );
        }
      }
      const release = await takeReportSlot(
        keyQuotaStore(call.deps.configDir, account.credentials),
        {
          maxWaitMs: QUEUE_MS,
          signal: call.signal,
          onWait: (inUse) =>
            void call.progress(
              0,
              `waiting for a Smart Report slot (${inUse} of ${REPORTS_AT_ONCE} in use)`,
            ),
        },
      );
      try {
        const started = await createWithRetry(
          () =>
            scribekit.smartReports.create(
              {
                ...(ids.length === 1
                  ? { transcript_id: ids[0] as string }
                  : { transcript_ids: ids }),
                type: args.type,
                ...(args.instructions ? { instructions: args.instructions } : {}),
              },
              { ...options, idempotencyKey: newIdempotencyKey(), maxRetries: 0 },
            ),
          call.signal,
        );
        void call.progress(0.1, `writing the ${args.type} report`);
        report = await scribekit.waitForSmartReport(started.id, {
          signal: call.signal,
          onProgress: ({ progress }) =>
            void call.progress(0.1 + 0.9 * (progress ?? 0), `writing the ${args.type} report`),
        });
      } finally {
        await release();
      }
    }
    // The report goes out once, as the text (structuredContent says what it is), cut at a line
    // end to the largest start that fits the answer budget.
    const markdown = (report.content_md ?? '').trim();
    const transcriptIds = report.transcript_ids?.length
      ? report.transcript_ids
      : [report.transcript_id];
    const note = reused
      ? `(An existing ${report.type} report from ${report.created_at} — pass instructions for a new one.)\n\n`
      : '';
    const links: ResourceLink[] = [
      {
        type: 'resource_link',
        uri: reportUri(report.id),
        name: `${report.type} report`,
        title: `${report.type} report of ${transcriptIds.length} transcript${transcriptIds.length === 1 ? '' : 's'}`,
        mimeType: 'text/markdown',
      },
      ...transcriptIds.map((id) => transcriptLink(id, '')),
    ];
    return paged(markdown.length, (n) => {
      const cut = n < markdown.length;
      const shown = startToLineEnd(markdown, n);
      return {
        structured: {
          report_id: report.id,
          type: report.type,
          transcript_ids: transcriptIds,
          status: report.status,
          shown_chars: shown.length,
          cut,
          reused,
          created_at: report.created_at,
          resource_uri: reportUri(report.id),
        },
        text: `${note}${shown}${cut ? `\n\n[Cut after ${shown.length} of ${markdown.length} characters, to fit the answer: read ${reportUri(report.id)} for the whole report.]` : ''}`,
        links,
      };
    });
  },
});

/**
 * Creates the report; a 429 (reports started elsewhere, e.g. in the web app, fill the 3 slots)
 * is waited out once when its Retry-After is short, else it becomes the tool's error.
 */
async function createWithRetry<T>(create: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await create();
  } catch (error) {
    const retryAfter = (error as { name?: string; retryAfter?: number | null }).retryAfter;
    if ((error as Error).name !== 'RateLimitError' || retryAfter == null || retryAfter > 60)
      throw error;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    signal.throwIfAborted();
    return create();
  }
}
