import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import type { Scribekit } from '@scribekit/sdk/node';
import type { ServerDeps } from './server-deps.js';
import { describeToolError } from './tool-errors.js';
import { transcriptUri } from './transcript-link.js';
import { transcriptMarkdown } from './transcript-markdown.js';

/** Transcripts listed as resources: the newest completed ones (a client shows them to pick from). */
const LISTED = 50;

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
      list: async () => {
        let page: Awaited<ReturnType<Scribekit['transcripts']['list']>>;
        try {
          const { scribekit } = await deps.account();
          page = await scribekit.transcripts.list({
            status: 'completed',
            sort: 'created_at_desc',
            limit: LISTED,
          });
        } catch (error) {
          // Hosts list resources when they connect: no key (or no service) must not break that.
          deps.log(`resources/list: ${describeToolError(error)}`);
          return { resources: [] };
        }
        return {
          resources: page.items.map((item) => ({
            uri: transcriptUri(item.id),
            name: item.title || item.id,
            title: item.title,
            description: `Transcript of ${item.created_at.slice(0, 10)}, ${item.speaker_count} speakers`,
            mimeType: 'text/markdown',
          })),
        };
      },
    }),
    {
      title: 'Transcript',
      description:
        'A transcript as Markdown: title, duration, language, speakers with their talk time, and every turn with its time (h:mm:ss).',
      mimeType: 'text/markdown',
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
