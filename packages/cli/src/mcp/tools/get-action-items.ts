import * as z from 'zod';
import { clock } from '../clock.js';
import { completedTitle } from '../completed-transcript.js';
import { defineTool } from '../define-tool.js';
import { transcriptLink } from '../transcript-link.js';

export default defineTool({
  name: 'get_action_items',
  title: 'Action items of a transcript',
  description:
    'The action items found in a completed transcript: what is to be done, by whom when someone was named, and when in the recording it was said (seconds and h:mm:ss). When the transcript has none on record yet, the service is asked to extract them first (once; later calls read the same list).',
  input: z.object({ id: z.uuid().describe('The transcript id.') }),
  output: z.object({
    transcript_id: z.string(),
    title: z.string(),
    extracted_now: z.boolean().describe('true when this call asked the service to extract them.'),
    action_items: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        assignee: z.string().optional(),
        status: z.string().describe('open or done (other values: treat as open).'),
        at_s: z.number().optional(),
        at: z.string().optional().describe('h:mm:ss'),
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
    let items = await scribekit.transcripts.listActionItems(args.id, options);
    const extractedNow = items.length === 0;
    if (extractedNow) items = await scribekit.transcripts.extractActionItems(args.id, options);
    const actionItems = items.map((item) => ({
      id: item.id,
      text: item.text,
      ...(item.assignee ? { assignee: item.assignee } : {}),
      status: item.status,
      ...(typeof item.start_s === 'number' ? { at_s: item.start_s, at: clock(item.start_s) } : {}),
    }));
    const text = [
      `Action items of "${title}" (${actionItems.length}):`,
      ...actionItems.map(
        (item) =>
          `- [${item.status === 'done' ? 'x' : ' '}] ${item.text}${item.assignee ? ` — ${item.assignee}` : ''}${item.at ? ` (at ${item.at})` : ''}`,
      ),
      ...(actionItems.length === 0 ? ['None found.'] : []),
    ].join('\n');
    return {
      structured: {
        transcript_id: args.id,
        title,
        extracted_now: extractedNow,
        action_items: actionItems,
      },
      text,
      links: [transcriptLink(args.id, title)],
    };
  },
});
