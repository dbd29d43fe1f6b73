// A Smart Report with instructions answers from its transcripts' own sentences, each cited with
// its transcript and moment; knowledge-base entries (typed, PDF, DOCX) are quoted with their ids.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isTopicChange } from '../src/content/text/sentence-patterns.js';
import { makeDocx, makePdf } from './support/documents.js';
import { makeWav } from './support/media.js';
import { type Json, startTestSandbox, type TestSandbox, waitFor } from './support/sandbox.js';
import { completedTranscript } from './support/upload.js';

interface Citation {
  text: string;
  title: string;
  transcriptId: string;
  startS: number;
}
interface Segment {
  start_s: number;
  end_s: number;
  text: string;
}

let sbx: TestSandbox;
const transcripts: { id: string; title: string; segments: Segment[] }[] = [];

beforeAll(async () => {
  sbx = await startTestSandbox({ processingMs: 150 });
  for (const [seconds, title] of [
    [150, 'Roadmap review'],
    [110, 'Budget call'],
    [180, 'Hiring sync'],
  ] as const) {
    const id = await completedTranscript(sbx, makeWav(seconds), { title });
    const segments = (await sbx.api('GET', `/transcripts/${id}/segments?limit=2000`)).body.items;
    transcripts.push({ id, title, segments });
  }
});
afterAll(async () => {
  expect(sbx.problems).toEqual([]);
  await sbx.close();
});

async function report(body: Json): Promise<string> {
  const created = await sbx.api('POST', '/smart-reports/', { body: { type: 'summary', ...body } });
  expect(created.status, created.text).toBe(200);
  const done = await waitFor(
    async () => (await sbx.api('GET', `/smart-reports/${created.body.id}`)).body,
    (r) => r.status === 'completed',
  );
  return done.content_md;
}

const section = (markdown: string, heading: string): string => {
  const rest = markdown.split(`## ${heading}\n`)[1] ?? '';
  return rest.split('\n## ')[0] ?? '';
};

const citations = (markdown: string): Citation[] =>
  [
    ...section(markdown, 'Answer').matchAll(
      /^- (.+) — \[(.+), \d+:\d{2}(?::\d{2})?\]\(scribekit:\/\/transcripts\/([0-9a-f-]{36})#t=([\d.]+)\)$/gm,
    ),
  ].map(([, text, title, transcriptId, startS]) => ({
    text: text as string,
    title: title as string,
    transcriptId: transcriptId as string,
    startS: Number(startS),
  }));

/** A one-sentence statement (not a change of topic) from the middle of `owner` that no other transcript says. */
function phraseOnlyIn(owner: (typeof transcripts)[number]): Segment {
  const elsewhere = transcripts
    .filter((t) => t !== owner)
    .flatMap((t) => t.segments.map((s) => s.text))
    .join('\n');
  const middle = owner.segments.slice(Math.floor(owner.segments.length / 3));
  const found = middle.find(
    (s) =>
      !/[.!?]\s/.test(s.text) &&
      !s.text.endsWith('?') &&
      !isTopicChange(s.text) &&
      s.text.split(' ').length >= 6 &&
      !elsewhere.includes(s.text),
  );
  if (!found) throw new Error(`no sentence only in ${owner.title}`);
  return found;
}

describe('a Smart Report with instructions answers extractively', () => {
  test('the sentence asked about comes first, cited with its transcript and its moment', async () => {
    const owner = transcripts[2] as (typeof transcripts)[number];
    const phrase = phraseOnlyIn(owner);
    const markdown = await report({
      transcript_ids: transcripts.map((t) => t.id),
      instructions: `What did we say about this: "${phrase.text}"`,
    });
    expect(markdown.indexOf('## Answer')).toBeLessThan(markdown.indexOf('## Overview'));
    const cited = citations(markdown);
    expect(cited[0]).toEqual({
      text: phrase.text.replace(/([\\`*_[\]<>#|])/g, '\\$1'),
      title: owner.title,
      transcriptId: owner.id,
      startS: expect.closeTo(phrase.start_s, 2),
    });
    expect(cited.length).toBeGreaterThan(1);
    expect(cited.length).toBeLessThanOrEqual(5);
    // Every citation points at a transcript of the report, at a segment that says the sentence.
    for (const citation of cited) {
      const transcript = transcripts.find((t) => t.id === citation.transcriptId);
      expect(transcript?.title).toBe(citation.title);
      const spoken = transcript?.segments.find(
        (s) => s.start_s <= citation.startS + 0.01 && citation.startS < s.end_s,
      );
      expect(spoken?.text.replace(/([\\`*_[\]<>#|])/g, '\\$1')).toContain(citation.text);
    }
  });

  test('the same request gives the same answer', async () => {
    const body = {
      transcript_ids: [transcripts[1]?.id, transcripts[0]?.id],
      instructions: `Anything on ${phraseOnlyIn(transcripts[0] as (typeof transcripts)[number]).text}`,
    };
    const first = await report(body);
    expect(citations(first).length).toBeGreaterThan(0);
    expect(await report(body)).toBe(first);
  });

  test('a question none of the transcripts speaks to says so', async () => {
    const markdown = await report({
      transcript_id: transcripts[0]?.id,
      instructions: 'Which xylophone vendor won the zeppelin contract?',
    });
    expect(citations(markdown)).toEqual([]);
    expect(section(markdown, 'Answer')).toContain(
      "No passage of these transcripts shares the question's words.",
    );
  });
});

describe('knowledge bases in a report', () => {
  function upload(kbId: string, bytes: Buffer, name: string, scope: string) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    return sbx.api('POST', `/knowledge-bases/${kbId}/entries/upload?${scope}`, { raw: form });
  }

  test('quotes the entries matching the question: typed, from a PDF and from a DOCX', async () => {
    const personal = (
      await sbx.api('POST', '/knowledge-bases?personal=true', { body: { name: 'Policies' } })
    ).body;
    const org = (
      await sbx.api(
        'POST',
        '/knowledge-bases?organization_id=6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10',
        {
          body: { name: 'Org handbook' },
        },
      )
    ).body;
    const typed = await sbx.api('POST', `/knowledge-bases/${personal.id}/entries?personal=true`, {
      body: {
        source_kind: 'text',
        title: 'Glossary',
        content: 'Refund windows are fourteen days. The cafeteria opens at eight.',
      },
    });
    const pdf = await upload(
      personal.id,
      await makePdf(['Refunds above five hundred euros need a second approval.']),
      'refunds.pdf',
      'personal=true',
    );
    const docx = await upload(
      org.id,
      await makeDocx(['Every refund is logged in the finance ledger.', 'Parking is free.']),
      'ledger.docx',
      'organization_id=6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10',
    );
    for (const res of [typed, pdf, docx]) expect(res.status, res.text).toBe(200);

    const markdown = await report({
      transcript_id: transcripts[0]?.id,
      instructions: 'How are refunds approved?',
      knowledge_base_ids: [personal.id, org.id],
    });
    const quotes = section(markdown, 'From your knowledge base').trim().split('\n');
    expect(quotes).toEqual([
      `- “Refund windows are fourteen days.” — _Glossary_ (Policies, entry \`${typed.body.entries[0].id}\`)`,
      `- “Refunds above five hundred euros need a second approval.” — _Handbook_ (Policies, entry \`${pdf.body.entries[0].id}\`)`,
      `- “Every refund is logged in the finance ledger.” — _ledger.docx_ (Org handbook, entry \`${docx.body.entries[0].id}\`)`,
    ]);
  });
});
