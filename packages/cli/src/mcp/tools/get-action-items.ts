import * as z from 'zod';
import { clock } from '../clock.js';
import { transcriptListTool } from '../transcript-list-tool.js';

export default transcriptListTool({
  name: 'get_action_items',
  title: 'Action items of a transcript',
  description:
    'The action items found in a completed transcript: what is to be done, by whom when someone was named, and when in the recording it was said (seconds and h:mm:ss). When the transcript has none on record yet, the service is asked to extract them first (once; later calls read the same list).',
  key: 'action_items',
  heading: 'Action items',
  madeNow: 'extracted_now',
  madeNowDescription: 'true when this call asked the service to extract them.',
  row: z.object({
    id: z.string(),
    text: z.string(),
    assignee: z.string().optional(),
    status: z.string().describe('open or done (other values: treat as open).'),
    at_s: z.number().optional(),
    at: z.string().optional().describe('h:mm:ss'),
  }),
  read: (scribekit, id, options) => scribekit.transcripts.listActionItems(id, options),
  make: (scribekit, id, options) => scribekit.transcripts.extractActionItems(id, options),
  toRows: (items) =>
    items.map((item) => ({
      id: item.id,
      text: item.text,
      ...(item.assignee ? { assignee: item.assignee } : {}),
      status: item.status,
      ...(typeof item.start_s === 'number' ? { at_s: item.start_s, at: clock(item.start_s) } : {}),
    })),
  line: (item) =>
    `- [${item.status === 'done' ? 'x' : ' '}] ${item.text}${item.assignee ? ` — ${item.assignee}` : ''}${item.at ? ` (at ${item.at})` : ''}`,
  none: 'None found.',
});
