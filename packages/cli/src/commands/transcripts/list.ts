import type { TranscriptListItem } from '@scribekit/sdk';
import { jobPhase } from '@scribekit/shared';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { UsageError } from '../../errors.js';
import { durationCell, paintPhase, timeCell, toJson } from '../../io/format.js';
import type { Io } from '../../io/io.js';
import { out } from '../../io/io.js';
import { printTable } from '../../io/table.js';

export const listArgs = {
  status: {
    type: 'string',
    description: 'Only transcripts in this status (e.g. completed)',
    valueHint: 'status',
  },
  limit: {
    type: 'string',
    description: 'How many to show, newest first (1–200)',
    default: '20',
    valueHint: 'n',
  },
  ...apiArgs,
} as const;

/** Prints transcripts as a table (or JSON), newest first; shared by `list` and `search`. */
export function printTranscripts(
  io: Io,
  items: TranscriptListItem[],
  total: number,
  json: boolean,
) {
  if (json) {
    out(io, toJson(io, { items, total }));
    return;
  }
  printTable(
    io,
    [
      { header: 'ID', value: (t) => t.id },
      { header: 'TITLE', value: (t) => t.title, flexible: true },
      {
        header: 'STATUS',
        value: (t) => t.status,
        paint: (text, t) => paintPhase(io, jobPhase('transcript', t.status))(text),
      },
      { header: 'DURATION', value: (t) => durationCell(t.duration_s) },
      { header: 'CREATED', value: (t) => timeCell(t.created_at) },
    ],
    items,
  );
  if (io.isTerminal) out(io, io.style.dim(`${items.length} of ${total}`));
}

export function parseLimit(text: string): number {
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    throw new UsageError(`--limit must be a whole number from 1 to 200, got ${text}`);
  }
  return limit;
}

export default defineCommand({
  name: 'transcripts list',
  description: 'List your transcripts, newest first.',
  args: listArgs,
  examples: [
    'scribekit transcripts list',
    'scribekit transcripts list --status completed --limit 50 --json',
    'scribekit transcripts list | cut -f1   # piped: tab-separated, no header',
  ],
  async run({ args, io }) {
    const limit = parseLimit(args.limit);
    const { scribekit } = await apiClient(io, args.profile);
    const query = { limit, ...(args.status ? { status: args.status } : {}) };
    const page = await scribekit.transcripts.list(query as never, { signal: io.interrupt });
    printTranscripts(io, page.items, page.meta.total, Boolean(args.json));
    return 0;
  },
});
