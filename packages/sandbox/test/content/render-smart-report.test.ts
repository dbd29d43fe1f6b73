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
    expect(content_md).not.toContain('## Following your instructions');
  });

  test('answers the instructions with the passages that concern them', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'Focus on the sponsorships.',
    });
    const part = section(content_md, 'Following your instructions');
    expect(part).toContain('> Focus on the sponsorships.');
    expect(part).toContain('conference sponsorships');
    expect(part).not.toContain('weather');
  });

  test('says so when nothing in the transcript concerns the instructions', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      instructions: 'List the hiring plans.',
    });
    expect(section(content_md, 'Following your instructions')).toContain('No passage');
  });

  test('draws on related knowledge-base texts only', () => {
    const { content_md } = renderSmartReport({
      type: 'summary',
      transcripts: [meeting],
      knowledgeBaseTexts: [
        'Budget overruns above ten percent need approval from the CFO.',
        'The office plants are watered on Mondays.',
      ],
    });
    const part = section(content_md, 'From your knowledge base');
    expect(part).toContain('need approval from the CFO');
    expect(part).not.toContain('plants');
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
      knowledgeBaseTexts: ['x'.repeat(4000)],
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
