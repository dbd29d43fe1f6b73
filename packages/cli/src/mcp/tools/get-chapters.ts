import * as z from 'zod';
import { clock } from '../clock.js';
import { transcriptListTool } from '../transcript-list-tool.js';

export default transcriptListTool({
  name: 'get_chapters',
  title: 'Chapters of a transcript',
  description:
    'The chapters of a completed transcript — title, short summary when the service gives one, start and end (seconds and h:mm:ss) — to navigate a long recording or quote its parts. When it has none yet, the service is asked to make them first (once; later calls read the same chapters).',
  key: 'chapters',
  heading: 'Chapters',
  madeNow: 'generated_now',
  madeNowDescription: 'true when this call asked the service to make them.',
  row: z.object({
    title: z.string(),
    summary: z.string().optional(),
    start_s: z.number(),
    end_s: z.number(),
    start: z.string().describe('h:mm:ss'),
    end: z.string().describe('h:mm:ss'),
  }),
  read: (scribekit, id, options) => scribekit.transcripts.listChapters(id, options),
  make: (scribekit, id, options) => scribekit.transcripts.generateChapters(id, options),
  toRows: (list) =>
    [...list]
      .sort((a, b) => a.seq - b.seq)
      .map((chapter) => ({
        title: chapter.title,
        ...(chapter.summary ? { summary: chapter.summary } : {}),
        start_s: chapter.start_s,
        end_s: chapter.end_s,
        start: clock(chapter.start_s),
        end: clock(chapter.end_s),
      })),
  line: (c) => `- ${c.start}–${c.end} ${c.title}${c.summary ? `: ${c.summary}` : ''}`,
});
