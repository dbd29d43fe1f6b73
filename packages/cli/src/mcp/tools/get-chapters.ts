import * as z from 'zod';
import { clock } from '../clock.js';
import { completedTitle } from '../completed-transcript.js';
import { defineTool } from '../define-tool.js';
import { transcriptLink } from '../transcript-link.js';

export default defineTool({
  name: 'get_chapters',
  title: 'Chapters of a transcript',
  description:
    'The chapters of a completed transcript — title, short summary when the service gives one, start and end (seconds and h:mm:ss) — to navigate a long recording or quote its parts. When it has none yet, the service is asked to make them first (once; later calls read the same chapters).',
  input: z.object({ id: z.uuid().describe('The transcript id.') }),
  output: z.object({
    transcript_id: z.string(),
    title: z.string(),
    generated_now: z.boolean().describe('true when this call asked the service to make them.'),
    chapters: z.array(
      z.object({
        title: z.string(),
        summary: z.string().optional(),
        start_s: z.number(),
        end_s: z.number(),
        start: z.string().describe('h:mm:ss'),
        end: z.string().describe('h:mm:ss'),
      }),
    ),
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, call) {
    const { scribekit } = await call.deps.account();
    const options = { signal: call.signal };
    const title = await completedTitle(scribekit, args.id, call.signal);
    let list = await scribekit.transcripts.listChapters(args.id, options);
    const generatedNow = list.length === 0;
    if (generatedNow) list = await scribekit.transcripts.generateChapters(args.id, options);
    const chapters = [...list]
      .sort((a, b) => a.seq - b.seq)
      .map((chapter) => ({
        title: chapter.title,
        ...(chapter.summary ? { summary: chapter.summary } : {}),
        start_s: chapter.start_s,
        end_s: chapter.end_s,
        start: clock(chapter.start_s),
        end: clock(chapter.end_s),
      }));
    const text = [
      `Chapters of "${title}" (${chapters.length}):`,
      ...chapters.map(
        (c) => `- ${c.start}–${c.end} ${c.title}${c.summary ? `: ${c.summary}` : ''}`,
      ),
    ].join('\n');
    return {
      structured: { transcript_id: args.id, title, generated_now: generatedNow, chapters },
      text,
      links: [transcriptLink(args.id, title)],
    };
  },
});
