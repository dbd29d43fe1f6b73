import {
  type McpServer,
  ProtocolError,
  ProtocolErrorCode,
  type Resource,
  ResourceTemplate,
} from '@modelcontextprotocol/server';
import type { Scribekit } from '@scribekit/sdk/node';
import { ICONS } from './icons.js';
import type { ServerDeps } from './server-deps.js';
import { describeToolError } from './tool-errors.js';
import { transcriptUri } from './transcript-link.js';
import { transcriptMarkdown } from './transcript-markdown.js';

/** Transcripts per page of resources/list (newest completed first; nextCursor for the rest). */
export const LISTED = 50;
/** Most ids offered when a client completes the template's {id} (the protocol's limit). */
const COMPLETIONS = 100;
/** Completed transcripts looked through for them, newest first. */
const COMPLETION_SCAN = 1000;

/**
 * Transcript ids for a typed value: ids that start with it, or whose title holds it (a person
 * remembers a title's words, not a uuid), among the newest completed transcripts.
 */
async function completeIds(deps: ServerDeps, typed: string): Promise<string[]> {
  const { scribekit } = await deps.account();
  const found: string[] = [];
  const all = scribekit.transcripts.list({ status: 'completed', sort: 'created_at_desc' });
  let seen = 0;
  for await (const item of all) {
    if (item.id.startsWith(typed) || item.title.toLowerCase().includes(typed)) found.push(item.id);
    if (found.length >= COMPLETIONS || ++seen >= COMPLETION_SCAN) break;
  }
  return found;
}

// A moment's address (`…/{id}#t=754`) reads the whole transcript.
const idOf = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? '').split('#')[0] as string;

/**
 * `scribekit://transcripts/{id}`: a transcript as Markdown (speakers and times), listed and
 * offered as a template; `scribekit://reports/{id}`: a Smart Report's Markdown (what
 * summarize_transcript links to).
 */
export function registerResources(server: McpServer, deps: ServerDeps): void {
  server.registerResource(
    'transcript',
    new ResourceTemplate('scribekit://transcripts/{id}', {
      // Listed page by page by listTranscripts (resources/list with a cursor), not here.
      list: undefined,
      complete: {
        id: async (value) => {
          try {
            return await completeIds(deps, value.trim().toLowerCase());
          } catch (error) {
            deps.log(`completion of a transcript id: ${describeToolError(error)}`);
            return [];
          }
        },
      },
    }),
    {
      title: 'Transcript',
      description:
        'A transcript as Markdown: title, duration, language, speakers with their talk time, and every turn with its time (h:mm:ss).',
      mimeType: 'text/markdown',
      icons: ICONS,
    },
    async (uri, variables, ctx) => {
      const id = idOf(variables.id);
      const { scribekit } = await deps.account();
      const signal = ctx.mcpReq.signal;
      const meta = await scribekit.transcripts.getMeta(id, { signal });
      const ready = meta.status === 'completed';
      const [speakers, segments] = ready
        ? await Promise.all([
            scribekit.transcripts.listSpeakers(id, { signal }),
            scribekit.transcripts.listSegments(id, {}, { signal }).toArray(),
          ])
        : [[], []];
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: 'text/markdown',
            text: transcriptMarkdown(meta, speakers, segments),
          },
        ],
      };
    },
  );
  server.registerResource(
    'smart-report',
    new ResourceTemplate('scribekit://reports/{id}', { list: undefined }),
    {
      title: 'Smart Report',
      description:
        'A Smart Report (summary or another type) as Markdown, as summarize_transcript made it.',
      mimeType: 'text/markdown',
      icons: ICONS,
    },
    async (uri, variables, ctx) => {
      const { scribekit } = await deps.account();
      const report = await scribekit.smartReports.get(idOf(variables.id), {
        signal: ctx.mcpReq.signal,
      });
      const text =
        report.status === 'completed'
          ? (report.content_md ?? '')
          : `The ${report.type} report ${report.id} is ${report.status}${report.error ? `: ${report.error}` : ''}.`;
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );
}

/** A resources/list cursor: where the next page starts, opaque to the client. */
const cursorOf = (skip: number) => Buffer.from(JSON.stringify({ skip })).toString('base64url');

function skipOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const { skip } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isInteger(skip) && skip >= 0) return skip;
  } catch {
    // answered below
  }
  throw new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    'Invalid cursor: pass the nextCursor of the previous resources/list answer as it was.',
  );
}

/**
 * `resources/list` page by page: the fixed resources (the transcript App) first, then the
 * completed transcripts, newest first, `LISTED` at a time with a `nextCursor` while more follow.
 * (The SDK's own handler lists one page of each template and drops the cursor.) No key, or no
 * service, lists the fixed ones alone: hosts list resources when they connect.
 */
export function listTranscriptsPaged(
  server: McpServer,
  deps: ServerDeps,
  fixed: () => Resource[],
): void {
  server.server.setRequestHandler('resources/list', async (request) => {
    const skip = skipOf(request.params?.cursor);
    const first = skip === 0 ? fixed() : [];
    let page: Awaited<ReturnType<Scribekit['transcripts']['list']>>;
    try {
      const { scribekit } = await deps.account();
      page = await scribekit.transcripts.list({
        status: 'completed',
        sort: 'created_at_desc',
        skip,
        limit: LISTED,
      });
    } catch (error) {
      deps.log(`resources/list: ${describeToolError(error)}`);
      return { resources: first };
    }
    const next = skip + page.items.length;
    return {
      resources: [
        ...first,
        ...page.items.map((item) => ({
          uri: transcriptUri(item.id),
          name: item.title || item.id,
          title: item.title,
          description: `Transcript of ${item.created_at.slice(0, 10)}, ${item.speaker_count} speakers`,
          mimeType: 'text/markdown',
          icons: ICONS,
        })),
      ],
      ...(page.items.length > 0 && next < page.meta.total ? { nextCursor: cursorOf(next) } : {}),
    };
  });
}
