import type { ResourceLink } from '@modelcontextprotocol/server';
import { TRANSCRIPT_STATUSES } from '@scribekit/sdk';
import * as z from 'zod';
import { accountIndex } from '../account-index.js';
import { clock } from '../clock.js';
import { defineTool, type ToolCall } from '../define-tool.js';
import { ToolUserError } from '../tool-errors.js';
import { transcriptLink, transcriptMomentUri, transcriptUri } from '../transcript-link.js';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
  .describe('An ISO 8601 date (2026-01-15) or date-time (2026-01-15T09:30:00Z).');

/** Most characters of a hit's segment text returned (a long monologue is cut around its match). */
const MAX_HIT_TEXT = 600;

const hitSchema = z.object({
  transcript_id: z.string(),
  title: z.string(),
  start_s: z.number(),
  end_s: z.number(),
  time: z.string().describe('start_s as h:mm:ss'),
  speaker: z.string(),
  text: z.string().describe('The segment, the matched words in **bold**.'),
  resource_uri: z.string().describe('The transcript resource at this moment (#t= seconds).'),
});

const transcriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  duration_s: z.number(),
  duration: z.string().describe('h:mm:ss'),
  speaker_count: z.number(),
  word_count: z.number(),
  created_at: z.string(),
  resource_uri: z.string(),
});

/** The segment with its matches in Markdown bold, cut around the first match when long. */
function boldMatches(text: string, matches: Array<[number, number]>): string {
  let marked = '';
  let at = 0;
  for (const [start, end] of matches) {
    marked += `${text.slice(at, start)}**${text.slice(start, end)}**`;
    at = end;
  }
  marked += text.slice(at);
  if (marked.length <= MAX_HIT_TEXT) return marked;
  const first = Math.max(0, marked.indexOf('**') - MAX_HIT_TEXT / 3);
  return `${first > 0 ? '…' : ''}${marked.slice(first, first + MAX_HIT_TEXT)}…`;
}

export default defineTool({
  name: 'search_transcripts',
  title: 'Search what was said',
  description:
    'Search the spoken TEXT of every transcript of this account (mode "text", the default): a local index, brought up to date before each search (only new or changed transcripts are fetched). Every word must occur in one segment; "quoted words" must occur in that order. Each hit gives the transcript id, the segment\'s time and speaker, and a link to the transcript at that moment. Filters: speaker (a name or its start) and since (a date, or an age such as 7d). Mode "titles" lists transcripts whose TITLE matches instead (newest first), with status, language and date filters.',
  input: z.object({
    query: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .describe(
        'Words and "quoted phrases" to find (required in text mode; in titles mode, words of the title).',
      ),
    mode: z
      .enum(['text', 'titles'])
      .default('text')
      .describe('text: what was said (default); titles: transcript titles.'),
    speaker: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('Text mode: only what this speaker said.'),
    since: z
      .string()
      .min(1)
      .max(40)
      .optional()
      .describe(
        'Only transcripts made since: 2026-11-01, 2026-11-01T09:30:00Z, 7d, 2w, 3m, today.',
      ),
    status: z
      .enum(TRANSCRIPT_STATUSES)
      .optional()
      .describe('Titles mode: only transcripts in this state.'),
    language: z
      .string()
      .min(2)
      .max(64)
      .optional()
      .describe('Titles mode: only transcripts in this language code.'),
    date_from: date.optional().describe('Titles mode: created at or after this date (inclusive).'),
    date_to: date
      .optional()
      .describe('Titles mode: created at or before this date (a bare date means the whole day).'),
    limit: z.number().int().min(1).max(100).default(20).describe('Most results (1–100).'),
  }),
  output: z.object({
    mode: z.enum(['text', 'titles']),
    total: z.number().describe('Text: hits returned; titles: how many transcripts match in all.'),
    hits: z.array(hitSchema).optional().describe('Text mode: the matching segments, best first.'),
    transcripts: z
      .array(transcriptSchema)
      .optional()
      .describe('Titles mode: the matching transcripts.'),
    indexed_transcripts: z.number().optional().describe('Text mode: transcripts in the index.'),
  }),
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, call) {
    return args.mode === 'titles' ? searchTitles(args, call) : searchText(args, call);
  },
});

type Args = {
  query?: string | undefined;
  speaker?: string | undefined;
  since?: string | undefined;
  status?: (typeof TRANSCRIPT_STATUSES)[number] | undefined;
  language?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  limit: number;
};

/** The since filter as a moment, or a tool error an assistant can fix. */
async function sinceOf(since: string | undefined): Promise<Date | undefined> {
  if (since === undefined) return undefined;
  const { parseSince } = await import('@scribekit/sdk/search');
  try {
    return parseSince(since);
  } catch (error) {
    throw new ToolUserError((error as Error).message);
  }
}

async function searchText(args: Args, call: ToolCall) {
  const account = await call.deps.account();
  if (!args.query) throw new ToolUserError('query: give the words to find (text mode).');
  const since = await sinceOf(args.since);
  const index = await accountIndex(call.deps.configDir, account);
  void call.progress(0, 'bringing the search index up to date');
  const synced = await index.sync({
    signal: call.signal,
    onProgress: (done, total) =>
      void call.progress(done / total, `indexing transcripts ${done}/${total}`),
  });
  const found = await index.search(args.query, {
    limit: args.limit,
    ...(args.speaker ? { speaker: args.speaker } : {}),
    ...(since ? { since } : {}),
  });
  const hits = found.map((hit) => ({
    transcript_id: hit.transcript_id,
    title: hit.title,
    start_s: hit.start_s,
    end_s: hit.end_s,
    time: clock(hit.start_s),
    speaker: hit.speaker,
    text: boldMatches(hit.text, hit.matches),
    resource_uri: transcriptMomentUri(hit.transcript_id, hit.start_s),
  }));
  const text = [
    hits.length === 0
      ? `Nothing said in ${synced.transcripts} transcript${synced.transcripts === 1 ? '' : 's'} matches "${args.query}"${args.speaker ? ` by ${args.speaker}` : ''}.`
      : `${hits.length} segment${hits.length === 1 ? '' : 's'} match "${args.query}" (best first, ${synced.transcripts} transcripts searched):`,
    ...hits.map(
      (hit) =>
        `- "${hit.title}" ${hit.time}${hit.speaker ? ` ${hit.speaker}` : ''} (${hit.transcript_id}, ${hit.resource_uri}): ${hit.text}`,
    ),
  ].join('\n');
  const links: ResourceLink[] = hits.map((hit) => ({
    ...transcriptLink(hit.transcript_id, hit.title),
    uri: hit.resource_uri,
    description: `${hit.time}${hit.speaker ? ` ${hit.speaker}` : ''}`,
  }));
  return {
    structured: {
      mode: 'text' as const,
      total: hits.length,
      hits,
      indexed_transcripts: synced.transcripts,
    },
    text,
    links,
  };
}

async function searchTitles(args: Args, call: ToolCall) {
  const since = await sinceOf(args.since);
  const { scribekit } = await call.deps.account();
  const dateFrom = args.date_from ?? since?.toISOString();
  const page = await scribekit.transcripts.list(
    {
      limit: args.limit,
      sort: 'created_at_desc',
      ...(args.query ? { q: args.query } : {}),
      ...(args.status ? { status: args.status } : {}),
      ...(args.language ? { language: args.language } : {}),
      ...(dateFrom ? { date_from: dateFrom } : {}),
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
    structured: { mode: 'titles' as const, total: page.meta.total, transcripts },
    text,
    links: transcripts.map((t) => transcriptLink(t.id, t.title)),
  };
}
