// How large get_transcript's answers are on a 2-hour sandbox transcript (884 segments):
// `node bench/mcp-result-size.mjs` (after `pnpm build`). Prints text, structuredContent and the
// whole result (as JSON) per call; the budget is 60,000 characters for the whole.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startSandbox } from '@scribekit/sandbox';

const bin = new URL('../dist/main.js', import.meta.url).pathname;
const sandbox = await startSandbox({ log: () => undefined });
const seeded = await fetch(`${sandbox.baseUrl}/__sandbox/seed`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ count: 1, completed: true, duration_s: 7200 }),
});
const id = (await seeded.json()).transcript_ids[0];
const client = new Client({ name: 'bench', version: '1' });
await client.connect(
  new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'mcp'],
    env: {
      PATH: process.env.PATH,
      SCRIBEKIT_API_KEY: sandbox.apiKey,
      SCRIBEKIT_BASE_URL: sandbox.baseUrl,
      SCRIBEKIT_CONFIG_DIR: `${process.env.TMPDIR ?? '/tmp'}/scribekit-bench-config`,
    },
    stderr: 'ignore',
  }),
);
for (const args of [{ limit: 500 }, { limit: 100, include_words: true }, { limit: 2000 }]) {
  const result = await client.callTool({ name: 'get_transcript', arguments: { id, ...args } });
  const text = result.content.find((block) => block.type === 'text')?.text ?? '';
  if (result.isError) {
    console.log(JSON.stringify(args), `error: ${text.slice(0, 100)}`);
    continue;
  }
  const structured = JSON.stringify(result.structuredContent).length;
  const whole = JSON.stringify({
    content: result.content,
    structuredContent: result.structuredContent,
  }).length;
  console.log(
    JSON.stringify(args),
    `text ${text.length} + structured ${structured}: whole ${whole}, ${result.structuredContent.segments.length} segments`,
  );
}
await client.close();
await sandbox.close();
