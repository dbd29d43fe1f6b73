import html from 'scribekit:transcript-app.html';
import { type McpServer, type Resource, ResourceTemplate } from '@modelcontextprotocol/server';
import { ICONS } from '../icons.js';
import type { ServerDeps } from '../server-deps.js';
import { TRANSCRIPT_APP_URI } from './app-uri.js';

/** The MIME type of an MCP App's HTML (ext-apps' RESOURCE_MIME_TYPE). */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

const DESCRIPTION =
  'An interactive view of a transcript for hosts that show MCP Apps: speakers with talk time, every line with its time, a search, and a player where the host lets the media in; a click on a line plays from there.';

/** The App's entry in resources/list. */
export const transcriptAppListing = (): Resource => ({
  uri: TRANSCRIPT_APP_URI,
  name: 'transcript-app',
  title: 'Transcript view',
  description: DESCRIPTION,
  mimeType: APP_MIME_TYPE,
  icons: ICONS,
});

/**
 * The origin the account's recordings stream from (for the App's `csp.resourceDomains`), read
 * once per service address from any transcript's streaming link; none when there is no
 * transcript yet or no key.
 */
function mediaOrigins(deps: ServerDeps) {
  const known = new Map<string, Promise<string[]>>();
  return async (): Promise<string[]> => {
    const account = await deps.account().catch(() => undefined);
    if (!account) return [];
    const { baseUrl } = account.credentials;
    let origins = known.get(baseUrl);
    if (!origins) {
      origins = (async () => {
        const page = await account.scribekit.transcripts.list({ limit: 1, status: 'completed' });
        const first = page.items[0];
        if (!first) return [];
        const meta = await account.scribekit.transcripts.getMeta(first.id);
        const link = (meta as { file?: { public_url?: string | null } }).file?.public_url;
        return link ? [new URL(link).origin] : [];
      })().catch(() => []);
      known.set(baseUrl, origins);
      // an account without transcripts yet is asked again next time
      void origins.then((found) => found.length === 0 && known.delete(baseUrl));
    }
    return origins;
  };
}

/**
 * Registers the transcript App — one self-contained HTML page (script and styles inline) served
 * as `text/html;profile=mcp-app`, with the recordings' origin as the only outside source its CSP
 * asks for — and `scribekit://transcripts/{id}/media`, the recording's streaming link, which the
 * App reads through the host for its player (so the signed link reaches the view, not the
 * model's context).
 */
export function registerTranscriptApp(server: McpServer, deps: ServerDeps): void {
  const origins = mediaOrigins(deps);
  server.registerResource(
    'transcript-app',
    TRANSCRIPT_APP_URI,
    { title: 'Transcript view', description: DESCRIPTION, mimeType: APP_MIME_TYPE, icons: ICONS },
    async (uri) => {
      const media = await origins();
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: APP_MIME_TYPE,
            text: html,
            _meta: { ui: { csp: { resourceDomains: media }, prefersBorder: true } },
          },
        ],
      };
    },
  );
  server.registerResource(
    'transcript-media',
    new ResourceTemplate('scribekit://transcripts/{id}/media', { list: undefined }),
    {
      title: 'Recording of a transcript',
      description:
        "The streaming link of the recording a transcript was made from (pre-signed, short-lived), for the transcript view's player.",
      mimeType: 'text/uri-list',
      icons: ICONS,
    },
    async (uri, variables, ctx) => {
      const id = [variables.id].flat()[0] ?? '';
      const { scribekit } = await deps.account();
      const meta = await scribekit.transcripts.getMeta(id, { signal: ctx.mcpReq.signal });
      const link = (meta as { file?: { public_url?: string | null } }).file?.public_url ?? '';
      return { contents: [{ uri: uri.href, mimeType: 'text/uri-list', text: link }] };
    },
  );
}
