import * as z from 'zod';
import { clock } from '../clock.js';
import { defineTool } from '../define-tool.js';
import { transcriptLink, transcriptUri } from '../transcript-link.js';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
  .describe('An ISO 8601 date (2026-01-15) or date-time (2026-01-15T09:30:00Z).');

export default defineTool({
  name: 'search_transcripts',
  title: 'Find transcripts',
  description:
    'List the transcripts of this account, newest first, optionally filtered. Its query matches words in the transcript TITLES only: the service offers no search of the spoken text to API keys. To find what was said, read likely transcripts with get_transcript. Also filters by status, language and creation date.',
  input: z.object({
    query: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('Words to find in titles (not in what was said).'),
    status: z
      .enum(['pending', 'processing', 'completed', 'failed'])
      .optional()
      .describe('Only transcripts in this state.'),
    language: z
      .string()
      .min(2)
      .max(64)
      .optional()
      .describe('Only transcripts in this language code.'),
    date_from: date.optional().describe('Created at or after this date (inclusive).'),
    date_to: date
      .optional()
      .describe('Created at or before this date (a bare date means the whole day).'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(20)
      .describe('Most transcripts to return (1–100).'),
  }),
  output: z.object({
    total: z.number().describe('How many transcripts match in all.'),
    transcripts: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.string(),
        duration_s: z.number(),
        duration: z.string().describe('h:mm:ss'),
        speaker_count: z.number(),
        word_count: z.number(),
        created_at: z.string(),
        resource_uri: z.string(),
      }),
    ),
  }),
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, call) {
    const { scribekit } = await call.deps.account();
    const page = await scribekit.transcripts.list(
      {
        limit: args.limit,
        sort: 'created_at_desc',
        ...(args.query ? { q: args.query } : {}),
        ...(args.status ? { status: args.status } : {}),
        ...(args.language ? { language: args.language } : {}),
        ...(args.date_from ? { date_from: args.date_from } : {}),
        ...(args.date_to ? { date_to: args.date_to } : {}),
      },
      { signal: call.signal },
    );
    const transcripts = page.items.map((item) => ({
      id: item.id,
      title: item.title,
      status: item.status,
      duration_s: item.duration_s,
      duration: clock(item.duration_s),
      speaker_count: item.speaker_count,
      word_count: item.word_count,
      created_at: item.created_at,
      resource_uri: transcriptUri(item.id),
    }));
    const shown = transcripts.length;
    const text = [
      shown === 0
        ? `No transcript matches${args.query ? ` "${args.query}" in its title` : ''}.`
        : `${page.meta.total} transcript${page.meta.total === 1 ? '' : 's'} match${page.meta.total === 1 ? 'es' : ''}${shown < page.meta.total ? `; the newest ${shown}` : ''}:`,
      ...transcripts.map(
        (t) =>
          `- ${t.id}  "${t.title}"  ${t.status}, ${t.duration}, ${t.speaker_count} speakers, ${t.created_at.slice(0, 10)}`,
      ),
    ].join('\n');
    return {
      structured: { total: page.meta.total, transcripts },
      text,
      links: transcripts.map((t) => transcriptLink(t.id, t.title)),
    };
  },
});
