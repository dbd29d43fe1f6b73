import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { err, out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';
import { hitJson, hitLines } from '../search/hit-lines.js';
import { localIndex, storedIndex } from '../search/local-index.js';

/** Errors after which a search goes on with the index as it is. */
const UNREACHABLE = new Set(['ConnectionError', 'TimeoutError', 'ServerError']);

/** The `--limit` of search: a whole number from 1 to 1000. */
function parseHitLimit(text: string): number {
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new UsageError(`--limit must be a whole number from 1 to 1000, got ${text}`);
  }
  return limit;
}

export default defineCommand({
  name: 'search',
  description:
    'Search what was said in every transcript your key can read, from a local index in the config folder, brought up to date first (only new or changed transcripts are fetched). Words must all occur in one segment; "quoted words" must occur in that order.',
  args: {
    query: {
      type: 'positional',
      description: 'Words and "quoted phrases" to find',
      required: true,
    },
    speaker: {
      type: 'string',
      description: 'Only what this speaker said (a name or its start)',
      valueHint: 'name',
    },
    since: {
      type: 'string',
      description: 'Only transcripts made since: 2026-11-01, 7d, 2w, 3m, today, yesterday',
      valueHint: 'when',
    },
    limit: {
      type: 'string',
      description: 'Most hits to show (1–1000)',
      default: '20',
      valueHint: 'n',
    },
    offline: {
      type: 'boolean',
      description: 'Search the index as it is, without bringing it up to date',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit search "revised forecast"',
    'scribekit search budget --speaker mei --since 30d',
    'scribekit search "offline mode" --json | jq -r .transcript_id',
  ],
  async run({ args, io }) {
    const limit = parseHitLimit(args.limit);
    const { parseSince } = await import('@scribekit/sdk/search');
    if (args.since !== undefined) {
      try {
        parseSince(args.since);
      } catch (error) {
        throw new UsageError(`--${(error as Error).message}`);
      }
    }
    const { index } = args.offline
      ? await storedIndex(io, args.profile)
      : await localIndex(io, args.profile);
    if (!args.offline) {
      const line = createStatusLine(io);
      try {
        line.update('Bringing the search index up to date …');
        await index.sync({
          signal: io.interrupt,
          onProgress: (done, total) => line.update(`Indexing new transcripts … ${done}/${total}`),
        });
      } catch (error) {
        // The service out of reach: what is indexed is still worth searching, said so.
        if (!UNREACHABLE.has((error as Error).name)) throw error;
        line.clear();
        err(
          io,
          `${io.style.warn} Could not bring the index up to date (${(error as Error).message}); searching it as it is.`,
        );
      } finally {
        line.clear();
      }
    }
    const hits = await index.search(args.query, {
      limit,
      ...(args.speaker ? { speaker: args.speaker } : {}),
      ...(args.since ? { since: args.since } : {}),
    });
    if (args.json) {
      for (const hit of hits) out(io, JSON.stringify(hitJson(hit)));
      return 0;
    }
    if (hits.length === 0) {
      err(
        io,
        `No segment matches ${JSON.stringify(args.query)}${args.offline ? ' (searched offline: the index may be behind)' : ''}.`,
      );
      return 0;
    }
    hits.forEach((hit, i) => {
      if (i > 0) out(io);
      for (const line of hitLines(io, hit)) out(io, line);
    });
    return 0;
  },
});
