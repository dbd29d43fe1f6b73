import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { parseLimit, printTranscripts } from './list.js';

export default defineCommand({
  name: 'transcripts search',
  description:
    "Find transcripts whose title contains the words (the API's q searches titles only). To search what was said, use `scribekit search`.",
  args: {
    query: { type: 'positional', description: 'Words to look for in titles', required: true },
    limit: {
      type: 'string',
      description: 'How many to show (1–200)',
      default: '20',
      valueHint: 'n',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit transcripts search budget',
    'scribekit transcripts search "quarterly review" --json',
  ],
  async run({ args, io }) {
    const limit = parseLimit(args.limit);
    const { scribekit } = await apiClient(io, args.profile);
    const page = await scribekit.transcripts.list(
      { q: args.query, limit },
      { signal: io.interrupt },
    );
    printTranscripts(io, page.items, page.meta.total, Boolean(args.json));
    return 0;
  },
});
