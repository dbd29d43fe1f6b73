import { describe, expect, test } from 'vitest';
import {
  estimateTokens,
  generateTranscript,
  isTranscriptionFailure,
  renderSmartReport,
  type Segment,
  type Speaker,
} from '../../src/content/index.js';
import { makeWav } from './media-fixtures.js';

const speakers: Speaker[] = [
  {
    id: 's1',
    label: 'Speaker 1',
    name: 'Speaker 1',
    avatar_color: '#4f46e5',
    speaking_seconds: 30,
  },
  {
    id: 's2',
    label: 'Speaker 2',
    name: 'Speaker 2',
    avatar_color: '#0891b2',
    speaking_seconds: 10,
  },
];
const texts: Array<[string, string]> = [
  ['s1', "Hi everyone, I'm Priya from the finance team."],
  ['s2', 'Hello, this is Alex, I lead engineering.'],
  ['s1', 'The marketing budget for the third quarter is twelve percent over plan.'],
  ['s1', 'Most of the budget overspend comes from conference sponsorships.'],
  ['s2', 'What is the biggest risk with the budget right now?'],
  ['s1', 'We decided to freeze new sponsorships until the budget review.'],
  ['s1', 'I will send the revised budget forecast by Friday.'],
  ['s2', 'Alex here again — the weather was nice today.'],
];
const segments: Segment[] = texts.map(([speaker_id, text], seq) => ({
  id: `seg-${seq}`,
  seq,
  start_s: seq * 10,
  end_s: seq * 10 + 8,
  speaker_id,
  text,
  confidence: 0.9,
  edited: false,
  language: 'en',
}));
const meeting = { title: 'Budget review', segments, speakers };
const TRANSCRIPT_ID = '11111111-1111-4111-8111-111111111111';
const POLICY =
  'Budget overspend above ten percent must be approved by the CFO.\nSmall overspend is approved by the budget owner.';
const PLANTS = 'The office plants are watered on Mondays.';

/** The answer's cited sentences, read back from their Markdown links. */
const citedLines = (markdown: string) =>
  [
    ...markdown.matchAll(
      /^- (.+) — \[(.+), (\d+:\d{2}(?::\d{2})?)\]\(scribekit:\/\/transcripts\/([^#)]+)#t=([\d.]+)\)$/gm,
    ),
  ].map(([, text, title, clock, transcriptId, startS]) => ({
    text,
    title,
    clock,
    transcriptId,
    startS: Number(startS),
  }));

const section = (markdown: string, heading: string): string => {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return '';
  const rest = markdown.slice(start + heading.length + 4);
  const end = rest.indexOf('\n## ');
  return end < 0 ? rest : rest.slice(0, end);
};

describe('renderSmartReport', () => {
  test('writes a titled Markdown summary with overview, decisions, action items and speakers', () => {
    const { content_md } = renderSmartReport({ type: 'summary', transcripts: [meeting] });
    expect(content_md.startsWith('# Summary: Budget review\n')).toBe(true);
    const overview = section(content_md, 'Overview');
    // The overview is made of the sentences about the main theme (the budget), not small talk.
    expect(overview).toContain('budget');
    expect(overview).not.toContain('weather');
    expect(section(content_md, 'Decisions')).toContain('freeze new sponsorships');
    const actions = section(content_md, 'Action items');
    expect(actions).toContain('- [ ] I will send the revised budget forecast by Friday.');
    expect(actions).toContain('**Priya**'); // the speaker, named from her introduction
    expect(section(content_md, 'Open questions')).toContain('biggest risk with the budget');
    expect(section(content_md, 'Speakers')).toMatch(/Priya: 75% of speaking time/);
    expect(content_md).not.toContain('## Answer');
  });

  test('leads with an answer: the sentences sharing most question words, each cited', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [{ ...meeting, id: TRANSCRIPT_ID }],
      instructions: 'Why is the budget over? Focus on the sponsorships.',
    });
    expect(content_md.indexOf('## Answer')).toBeLessThan(content_md.indexOf('## Overview'));
    const answer = citedLines(section(content_md, 'Answer'));
    expect(section(content_md, 'Answer')).toContain(
      '> Why is the budget over? Focus on the sponsorships.',
    );
    // "budget" and "sponsorships" both: the overspend sentence and the decision; then "budget" alone.
    expect(answer.map((line) => line.text)).toEqual([
      'Most of the budget overspend comes from conference sponsorships.',
      'We decided to freeze new sponsorships until the budget review.',
      'The marketing budget for the third quarter is twelve percent over plan.',
      'I will send the revised budget forecast by Friday.',
    ]);
    expect(answer[0]).toMatchObject({
      title: 'Budget review',
      clock: '00:30',
      transcriptId: TRANSCRIPT_ID,
      startS: 30,
    });
    // Questions and small talk are never the answer.
    expect(section(content_md, 'Answer')).not.toContain('biggest risk');
    expect(section(content_md, 'Answer')).not.toContain('weather');
  });

  test('matches word forms and ignores stop-words and asking words', () => {
    const ask = (instructions: string) =>
      citedLines(
        section(
          renderSmartReport({ type: 'summary', transcripts: [meeting], instructions }).content_md,
          'Answer',
        ),
      ).map((line) => line.text);
    expect(ask('What did we decide about sponsorship?')).toEqual([
      'We decided to freeze new sponsorships until the budget review.',
      'Most of the budget overspend comes from conference sponsorships.',
    ]);
    expect(ask('What was said about it, and who said what?')).toEqual([]);
  });

  test('says so when nothing in the transcripts shares the question words', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'What about the hiring pipeline?',
    });
    expect(section(content_md, 'Answer')).toContain('No passage');
  });

  test('across transcripts, ties go to the earlier transcript and the same sentence is cited once', () => {
    const later = {
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Budget follow-up',
      speakers,
      segments: [
        { ...segments[5], id: 'later-0', seq: 0, start_s: 4, end_s: 9 },
        {
          ...segments[0],
          id: 'later-1',
          seq: 1,
          start_s: 3725.5,
          end_s: 3730,
          text: 'The sponsorships freeze saved the budget.',
        },
      ] as Segment[],
    };
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [{ ...meeting, id: TRANSCRIPT_ID }, later],
      instructions: 'sponsorships freeze budget',
    });
    const answer = citedLines(section(content_md, 'Answer'));
    expect(answer.map((line) => [line.text, line.title, line.clock])).toEqual([
      ['We decided to freeze new sponsorships until the budget review.', 'Budget review', '00:50'],
      ['The sponsorships freeze saved the budget.', 'Budget follow-up', '1:02:05'],
      [
        'Most of the budget overspend comes from conference sponsorships.',
        'Budget review',
        '00:30',
      ],
      [
        'The marketing budget for the third quarter is twelve percent over plan.',
        'Budget review',
        '00:20',
      ],
      ['I will send the revised budget forecast by Friday.', 'Budget review', '01:00'],
    ]);
    expect(answer[1]).toMatchObject({ transcriptId: later.id, startS: 3725.5 });
  });

  test('quotes the knowledge-base entries that share the question words, naming each entry', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'Who must approve the budget overspend?',
      knowledgeBaseEntries: [
        { id: 'entry-1', title: 'Spending policy', knowledgeBaseName: 'Finance', content: POLICY },
        { id: 'entry-2', title: null, knowledgeBaseName: 'Office', content: PLANTS },
      ],
    });
    expect(content_md.indexOf('## From your knowledge base')).toBeLessThan(
      content_md.indexOf('## Overview'),
    );
    expect(section(content_md, 'From your knowledge base').trim().split('\n')).toEqual([
      '- “Budget overspend above ten percent must be approved by the CFO.” — _Spending policy_ (Finance, entry `entry-1`)',
      '- “Small overspend is approved by the budget owner.” — _Spending policy_ (Finance, entry `entry-1`)',
    ]);
  });

  test('without instructions, quotes the entries related to the conversation only', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      knowledgeBaseEntries: [
        { id: 'entry-1', title: 'Spending policy', knowledgeBaseName: 'Finance', content: POLICY },
        { id: 'entry-2', title: null, knowledgeBaseName: 'Office', content: PLANTS },
      ],
    });
    const part = section(content_md, 'From your knowledge base');
    expect(part).toContain('must be approved by the CFO');
    expect(part).not.toContain('plants');
    expect(content_md).not.toContain('## Answer');
  });

  test('an action-item report leads with the action items', () => {
    const { content_md } = renderSmartReport({ type: 'action_items', transcripts: [meeting] });
    expect(content_md.startsWith('# Action items: Budget review')).toBe(true);
    expect(content_md.indexOf('## Action items')).toBeLessThan(content_md.indexOf('## Key points'));
  });

  test('covers several transcripts and lists them as sources', () => {
    const file = makeWav({ seconds: 300, fill: 9 });
    const other = generateTranscript({ sampleBytes: file, sizeBytes: file.length });
    if (isTranscriptionFailure(other)) throw new Error(other.error);
    const { content_md } = renderSmartReport({
      type: 'meeting_notes',
      transcripts: [
        meeting,
        { title: 'Weekly sync', segments: other.segments, speakers: other.speakers },
      ],
    });
    expect(content_md.startsWith('# Meeting notes: 2 transcripts')).toBe(true);
    const sources = section(content_md, 'Sources');
    expect(sources).toContain('Budget review');
    expect(sources).toContain('Weekly sync');
  });

  test('counts tokens of what went in and what came out', () => {
    const report = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'Be brief.',
    });
    expect(report.tokens_output).toBe(estimateTokens(report.content_md));
    const transcriptTokens = estimateTokens(texts.map(([, text]) => text).join(' '));
    expect(report.tokens_input).toBeGreaterThan(transcriptTokens);
    const longer = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'Be brief.',
      knowledgeBaseEntries: [
        { id: 'e', title: null, knowledgeBaseName: 'Padding', content: 'x'.repeat(4000) },
      ],
    });
    expect(longer.tokens_input - report.tokens_input).toBeGreaterThanOrEqual(1000);
  });

  test('is deterministic and handles a transcript without speech', () => {
    const input = { type: 'summary', transcripts: [meeting] };
    expect(renderSmartReport(input)).toEqual(renderSmartReport(input));
    const silent = renderSmartReport({
      type: 'summary',
      transcripts: [{ title: 'Silence', segments: [], speakers: [] }],
    });
    expect(silent.content_md).toContain('no recognisable speech');
    expect(silent.content_md).toContain('_No action items were found._');
  });

  test('escapes Markdown in titles and quoted speech', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [{ ...meeting, title: 'Q3 *draft* [internal]' }],
    });
    expect(content_md.split('\n')[0]).toBe('# Summary: Q3 \\*draft\\* \\[internal\\]');
  });
});
