// `scribekit mcp`'s search_transcripts (text mode) and ask_transcripts, over stdio against a
// sandbox of 120 distinct transcripts.
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type CorpusTranscript,
  distinctTarget,
  readCorpus,
  seedDistinct,
  uniquePhrase,
} from '../../sdk/test/search/corpus.js';
import { startMcpClient, textOf } from './support/mcp-client.js';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';

let sandbox: Sandbox;
let corpus: CorpusTranscript[];
let target: CorpusTranscript;
let mcp: Awaited<ReturnType<typeof startMcpClient>>;

beforeAll(async () => {
  sandbox = await startTestSandbox({ processingMs: 100 });
  corpus = await readCorpus(sandbox, await seedDistinct(sandbox, 120));
  target = distinctTarget(corpus, 77);
  const scratch = scratchDir('mcp-search');
  mcp = await startMcpClient({
    env: { ...sandboxEnv(sandbox), SCRIBEKIT_CONFIG_DIR: join(scratch, 'config') },
    cwd: scratch,
  });
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

type Hit = {
  transcript_id: string;
  start_s: number;
  end_s: number;
  speaker: string;
  text: string;
  time: string;
  resource_uri: string;
};

describe('search_transcripts', () => {
  test('searches what was said by default: the phrase’s transcript first, at its moment, linked there', async () => {
    const { phrase, segment } = uniquePhrase(corpus, target);
    const result = await mcp.client.callTool({
      name: 'search_transcripts',
      arguments: { query: phrase, limit: 3 },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const structured = result.structuredContent as {
      mode: string;
      hits: Hit[];
      indexed_transcripts: number;
    };
    expect(structured.mode).toBe('text');
    expect(structured.indexed_transcripts).toBe(120);
    const speaker = target.speakers.find((s) => s.id === segment.speaker_id);
    expect(structured.hits[0]).toMatchObject({
      transcript_id: target.id,
      start_s: segment.start_s,
      end_s: segment.end_s,
      speaker: speaker?.name || speaker?.label,
      resource_uri: `scribekit://transcripts/${target.id}#t=${Math.floor(segment.start_s)}`,
    });
    expect(structured.hits[0]?.text).toContain('**');
    expect(result.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: structured.hits[0]?.resource_uri }),
    );
    expect(textOf(result)).toContain(target.title);
    // The link at a moment reads the transcript.
    const read = await mcp.client.readResource({ uri: structured.hits[0]?.resource_uri as string });
    expect((read.contents[0] as { text: string }).text).toContain(target.title);
  });

  test('titles mode keeps the title search; text mode needs a query; a bad since is a tool error', async () => {
    // Every seed call titles its one transcript "budget meeting 1".
    const titles = await mcp.client.callTool({
      name: 'search_transcripts',
      arguments: { mode: 'titles', query: 'budget', limit: 5 },
    });
    const listed = titles.structuredContent as {
      mode: string;
      total: number;
      transcripts: { title: string }[];
    };
    expect(listed).toMatchObject({ mode: 'titles', total: 120 });
    expect(listed.transcripts.map((t) => t.title)).toEqual(Array(5).fill(target.title));
    const empty = await mcp.client.callTool({ name: 'search_transcripts', arguments: {} });
    expect(empty.isError).toBe(true);
    expect(textOf(empty)).toContain('query');
    const bad = await mcp.client.callTool({
      name: 'search_transcripts',
      arguments: { query: 'budget', since: 'soon' },
    });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('not a date');
  });
});

describe('ask_transcripts', () => {
  test('one Smart Report over the picked transcripts with the question as instructions; sources at their moments', async () => {
    const kb = await fetch(`${sandbox.apiUrl}/knowledge-bases?personal=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Playbook' }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const { phrase } = uniquePhrase(corpus, target);
    const question = `What did they say about ${phrase}?`;
    const since = new Date();
    const result = await mcp.client.callTool({
      name: 'ask_transcripts',
      arguments: { question, knowledge_base_ids: [kb.id] },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = result.structuredContent as {
      answer_md: string;
      report_id: string;
      sources: Array<{ transcript_id: string; start_s?: number; resource_uri: string }>;
    };
    const posts = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      instructions: question,
      knowledge_base_ids: [kb.id],
      transcript_ids: answer.sources.map((s) => s.transcript_id),
    });
    expect(answer.sources[0]?.transcript_id).toBe(target.id);
    expect(answer.sources[0]?.resource_uri).toBe(
      `scribekit://transcripts/${target.id}#t=${Math.floor(answer.sources[0]?.start_s as number)}`,
    );
    expect(answer.answer_md.length).toBeGreaterThan(0);
    expect(result.content).toContainEqual(
      expect.objectContaining({ uri: `scribekit://reports/${answer.report_id}` }),
    );
  });

  test('named transcripts are asked about as they are', async () => {
    const ids = corpus.slice(0, 2).map((t) => t.id);
    const since = new Date();
    const result = await mcp.client.callTool({
      name: 'ask_transcripts',
      arguments: { question: 'Which deadlines were agreed?', transcript_ids: ids },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const posts = sandbox.requests({ method: 'POST', path: '/api/v1/smart-reports/', since });
    expect(posts).toHaveLength(1);
    expect((posts[0]?.body as { transcript_ids?: string[] } | undefined)?.transcript_ids).toEqual(
      ids,
    );
    const nothing = await mcp.client.callTool({
      name: 'ask_transcripts',
      arguments: { question: 'qqzzx wwvvy?' },
    });
    expect(nothing.isError).toBe(true);
    expect(textOf(nothing)).toContain('No transcript');
  });
});
