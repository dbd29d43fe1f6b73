import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

// The protocol's conveniences, against a sandbox holding 120 completed transcripts: resources
// paged with a cursor, completions of transcript ids, logging at the client's level, icons,
// output schemas without `type: [x, "null"]`, and the transcript App linked and served.
let sandbox: Sandbox;
let mcp: Awaited<ReturnType<typeof startMcpClient>>;
let ids: string[];
const logged: { level: string; data: unknown }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  ids = (
    await operator<{ transcript_ids: string[] }>(sandbox, 'POST', '/seed', {
      count: 120,
      completed: true,
    })
  ).transcript_ids;
  const scratch = scratchDir('mcp-protocol');
  mcp = await startMcpClient({
    env: { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: `${scratch}/config` },
    cwd: scratch,
  });
  mcp.client.setNotificationHandler('notifications/message', (notification) => {
    logged.push(notification.params);
  });
});
afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

test('resources/list pages through all 120 transcripts with a cursor, each once', async () => {
  const uris: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    // one page per request (listResources() without a cursor would follow them all itself)
    const page = cursor
      ? await mcp.client.listResources({ cursor })
      : await mcp.client.request({ method: 'resources/list', params: {} });
    uris.push(...page.resources.map((r) => r.uri));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  expect(pages).toBe(3); // 50, 50 and 20 transcripts (the App first)
  expect(uris[0]).toBe('ui://scribekit/transcript');
  const transcripts = uris.filter((uri) => uri.startsWith('scribekit://transcripts/'));
  expect(new Set(transcripts).size).toBe(120);
  expect(transcripts.length).toBe(120);
  expect(new Set(transcripts)).toEqual(new Set(ids.map((id) => `scribekit://transcripts/${id}`)));
  await expect(mcp.client.listResources({ cursor: 'not-a-cursor' })).rejects.toThrow(
    /Invalid cursor/,
  );
  // the SDK's own client, asked for everything, follows the cursor to the same 121
  expect((await mcp.client.listResources()).resources).toHaveLength(121);
});

test('completes transcript ids in the resource template, by the id’s start', async () => {
  const id = ids[7] as string;
  const { completion } = await mcp.client.complete({
    ref: { type: 'ref/resource', uri: 'scribekit://transcripts/{id}' },
    argument: { name: 'id', value: id.slice(0, 6) },
  });
  expect(completion.values).toContain(id);
  expect(completion.values.every((value) => value.startsWith(id.slice(0, 6)))).toBe(true);
});

test('server notices arrive as notifications/message at the level the client set', async () => {
  await mcp.client.setLoggingLevel('debug');
  const missing = '00000000-0000-4000-8000-000000000000';
  const failed = await mcp.client.callTool({ name: 'get_transcript', arguments: { id: missing } });
  expect(failed.isError).toBe(true);
  await expect.poll(() => logged.length).toBeGreaterThan(0);
  expect(logged.at(-1)).toMatchObject({ level: 'notice' });
  expect(String(logged.at(-1)?.data)).toContain('Not found (404');
  const before = logged.length;
  await mcp.client.setLoggingLevel('error');
  await mcp.client.callTool({ name: 'get_transcript', arguments: { id: missing } });
  await mcp.client.listTools(); // a round trip after the call: a notice would have come by now
  expect(logged.length).toBe(before);
});

/** Paths in a JSON schema where a type is an array or a property/item schema is a boolean. */
function unportableParts(schema: unknown, path: string): string[] {
  if (typeof schema === 'boolean') return [`${path}: a boolean schema`];
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found = Array.isArray(node.type) ? [`${path}: type ${JSON.stringify(node.type)}`] : [];
  const children: [string, unknown][] = [
    ...Object.entries((node.properties as Record<string, unknown>) ?? {}),
    ...(node.items === undefined ? [] : [['items', node.items] as [string, unknown]]),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
      ((node[key] as unknown[]) ?? []).map(
        (branch, i) => [`${key}[${i}]`, branch] as [string, unknown],
      ),
    ),
  ];
  return [
    ...found,
    ...children.flatMap(([key, child]) => unportableParts(child, `${path}.${key}`)),
  ];
}

test('icons on the server, its tools and resources; output schemas with no nullable type arrays', async () => {
  const icon = expect.objectContaining({
    src: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  });
  expect(mcp.client.getServerVersion()?.icons).toEqual([icon]);
  const { tools } = await mcp.client.listTools();
  for (const tool of tools) {
    expect(tool.icons, tool.name).toEqual([icon]);
    // what the Inspector's --strict schema lint flags: a type spelled as an array (nullable
    // unions) and a bare boolean where a property or item schema belongs
    const unportable = [
      ...unportableParts(tool.inputSchema, 'input'),
      ...unportableParts(tool.outputSchema, 'output'),
    ];
    expect(unportable, tool.name).toEqual([]);
  }
});

test('get_transcript and transcribe link the transcript App; it is one HTML page of the Apps profile', async () => {
  const { tools } = await mcp.client.listTools();
  const linked = tools.filter((t) => t._meta?.ui).map((t) => [t.name, t._meta?.ui]);
  expect(linked).toEqual([
    ['transcribe', { resourceUri: 'ui://scribekit/transcript' }],
    ['get_transcript', { resourceUri: 'ui://scribekit/transcript' }],
  ]);
  const read = await mcp.client.callTool({
    name: 'get_transcript',
    arguments: { id: ids[0] as string },
  });
  expect(read._meta).toMatchObject({ ui: { resourceUri: 'ui://scribekit/transcript' } });
  expect(textOf(read)).toMatch(/^\[0:00:\d\d\] /m); // the text stays for hosts without Apps
  const { contents } = await mcp.client.readResource({ uri: 'ui://scribekit/transcript' });
  const app = contents[0] as { mimeType: string; text: string; _meta?: Record<string, unknown> };
  expect(app.mimeType).toBe('text/html;profile=mcp-app');
  expect(app.text).toMatch(/^<!doctype html>.*<script>.*<\/script><\/body><\/html>$/s);
  expect(app.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=/); // self-contained
  const media = new URL(sandbox.mediaUrl).origin;
  expect(app._meta).toMatchObject({ ui: { csp: { resourceDomains: [media] } } });
  const link = await mcp.client.readResource({ uri: `scribekit://transcripts/${ids[0]}/media` });
  expect((link.contents[0] as { text: string }).text.startsWith(media)).toBe(true);
});
