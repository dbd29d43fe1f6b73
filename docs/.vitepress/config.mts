import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitepress';
import { tagPage } from '../scripts/render-api.mjs';

// The SDK's entries, as TypeDoc's pages name them (scripts/generate-reference.mjs).
const SDK_ENTRIES = [
  'main',
  'node',
  'client',
  'webhooks',
  'batch',
  'batch/node',
  'captions',
  'search',
  'search/node',
];

// The API's tags, in the spec's order: a reference page each (scripts/render-api.mjs).
const spec = JSON.parse(
  readFileSync(new URL('../public/api-reference/openapi.json', import.meta.url), 'utf8'),
);
const API_TAGS: [string, string][] = spec.tags.map((tag: { name: string }) => [
  tag.name,
  tagPage(tag.name),
]);

// The site is built from this folder: hand-written pages here, generated ones under reference/
// (git-ignored, written by scripts/generate-reference.mjs before every build).
export default defineConfig({
  title: 'Scribekit',
  description:
    'A typed SDK, a CLI, an MCP server, a browser extension and a local sandbox for a speech-transcription API.',
  cleanUrls: true,
  lastUpdated: false,
  // A dead link fails the build; anchors are checked by scripts/check-links.mjs over the output.
  ignoreDeadLinks: false,
  srcExclude: ['test/**', 'scripts/**', 'README.md'],
  themeConfig: {
    search: { provider: 'local' },
    outline: [2, 3],
    nav: [
      { text: 'Getting started', link: '/getting-started/sdk' },
      { text: 'Guides', link: '/guides/uploads' },
      { text: 'API reference', link: '/reference/api' },
      { text: 'SDK reference', link: '/reference/sdk/' },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'SDK', link: '/getting-started/sdk' },
          { text: 'CLI', link: '/getting-started/cli' },
          { text: 'MCP (AI assistants)', link: '/getting-started/mcp' },
          { text: 'Browser extension', link: '/getting-started/extension' },
          { text: 'Sandbox', link: '/getting-started/sandbox' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Uploads', link: '/guides/uploads' },
          { text: 'Waiting and pagination', link: '/guides/waiting' },
          { text: 'Webhooks', link: '/guides/webhooks' },
          { text: 'Batches', link: '/guides/batch' },
          { text: 'Captions', link: '/guides/captions' },
          { text: 'Search and ask', link: '/guides/search-and-ask' },
        ],
      },
      {
        text: 'SDK',
        items: [
          { text: 'Calling the API', link: '/sdk/calling-the-api' },
          { text: 'Errors, retries, configuration', link: '/sdk/errors-and-retries' },
          { text: 'Testing your app', link: '/sdk/testing' },
        ],
      },
      {
        text: 'CLI and MCP',
        items: [
          { text: 'Commands', link: '/cli/commands' },
          { text: 'MCP tools', link: '/cli/mcp-tools' },
        ],
      },
      {
        text: 'Extension',
        items: [{ text: 'Features', link: '/extension/features' }],
      },
      {
        text: 'Sandbox',
        items: [
          { text: 'Testing with the sandbox', link: '/sandbox/testing' },
          { text: 'Flags and behaviour', link: '/sandbox/reference' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'API overview', link: '/reference/api' },
          { text: 'API operations', link: '/reference/api/operations' },
          ...API_TAGS.map(([text, page]) => ({
            text: `· ${text}`,
            link: `/reference/api/${page}`,
          })),
          { text: 'Webhook events', link: '/reference/api/webhook-events' },
          { text: 'Schemas', link: '/reference/api/schemas' },
        ],
      },
      {
        text: 'SDK reference',
        collapsed: true,
        items: [
          { text: 'Entries', link: '/reference/sdk/' },
          ...SDK_ENTRIES.map((entry) => ({
            text: `@scribekit/sdk${entry === 'main' ? '' : `/${entry}`}`,
            link: `/reference/sdk/${entry}`,
          })),
        ],
      },
      {
        text: 'Design notes',
        collapsed: true,
        items: [
          { text: 'SDK', link: '/design/sdk' },
          { text: 'CLI', link: '/design/cli' },
          { text: 'Extension', link: '/design/extension' },
          { text: 'Sandbox', link: '/design/sandbox' },
        ],
      },
      { text: 'Contributing', link: '/contributing' },
    ],
    socialLinks: [{ icon: 'github', link: 'https://github.com/scribekit/scribekit' }],
  },
});
