// node measure.mjs <cli dist/main.js>: sizes of get_transcript results on a 2-hour sandbox transcript
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startSandbox } from '@scribekit/sandbox';
const sb = await startSandbox({ log: () => undefined });
const r = await fetch(`${sb.baseUrl}/__sandbox/seed`, { method: 'POST', headers: {'content-type':'application/json'}, body: JSON.stringify({ count: 1, completed: true, duration_s: 7200 }) });
const id = (await r.json()).transcript_ids[0];
const client = new Client({ name: 'm', version: '1' });
await client.connect(new StdioClientTransport({ command: process.execPath, args: [process.argv[2], 'mcp'], env: { PATH: process.env.PATH, SCRIBEKIT_API_KEY: sb.apiKey, SCRIBEKIT_BASE_URL: sb.baseUrl, SCRIBEKIT_CONFIG_DIR: '/tmp/i36-measure-config' }, stderr: 'ignore' }));
for (const args of [{ limit: 500 }, { limit: 100, include_words: true }, { limit: 500, include_words: true }, {limit: 2000}]) {
  const res = await client.callTool({ name: 'get_transcript', arguments: { id, ...args } });
  const text = res.content.filter(c => c.type === 'text').map(c => c.text).join('').length;
  const sc = JSON.stringify(res.structuredContent ?? {}).length;
  console.log(JSON.stringify(args), res.isError ? 'ERROR ' + res.content[0].text.slice(0, 100) : `text ${text} + structured ${sc} = whole ${JSON.stringify({content: res.content, structuredContent: res.structuredContent}).length}, segments ${res.structuredContent.segments.length}`);
}
await client.close(); await sb.close();
