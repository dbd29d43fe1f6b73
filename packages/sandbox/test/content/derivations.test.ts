import { describe, expect, test } from 'vitest';
import {
  autoNameSpeakers,
  deriveActionItems,
  deriveAnnotations,
  deriveChapters,
  deriveContentEvents,
  deriveScopeConfig,
  deriveSuggestions,
  generateTranscript,
  isTranscriptionFailure,
  type Segment,
  type Speaker,
  type TranscriptSource,
} from '../../src/content/index.js';
import { makeWav } from './media-fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CREATED_AT = '2025-03-04T05:06:07.000Z';

const speaker = (id: string, index: number): Speaker => ({
  id,
  label: `Speaker ${index}`,
  name: `Speaker ${index}`,
  avatar_color: '#4f46e5',
  speaking_seconds: 20,
});
const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';

const lines: Array<[string, number, number, string, number?]> = [
  [S1, 0, 6, "Hi everyone, I'm Priya from the finance team. The budget is over plan."],
  [S2, 7, 10, 'Hello, this is Alex, I lead engineering.'],
  [S1, 11, 16, "Let's start with the quarterly budget. Travel costs dropped sharply."],
  [S2, 17, 20, 'What is the biggest risk with the budget right now?'],
  [S1, 21, 23, 'I will send the report by Friday.'],
  [S2, 24, 28, 'We decided to postpone the pricing change until the next quarter.'],
  [S1, 29, 34, 'Moving on to hiring. We have two open positions on the platform team.'],
  [S2, 35, 38, 'Priya, can you send the updated numbers by Thursday?'],
  [S1, 39, 42, 'Shortening the interview loop should help hiring.', 0.7],
  [S2, 43, 46, 'We need to review the offer letters this week.'],
];

const segments: Segment[] = lines.map(([speakerId, start, end, text, confidence], seq) => ({
  id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  start_s: start,
  end_s: end,
  speaker_id: speakerId,
  text,
  confidence: confidence ?? 0.92,
  edited: false,
  language: 'en',
}));
// Give one segment its words so sentence times can be checked.
const timed = segments[7] as Segment;
timed.words = timed.text.split(' ').map((text, index) => ({
  start_s: 35 + index * 0.25,
  end_s: 35 + index * 0.25 + 0.2,
  text,
  confidence: 0.9,
}));

const source: TranscriptSource = {
  id: 'a3f1c2d4-0000-4000-8000-00000000abcd',
  // Out of order on purpose: derivations must follow seq.
  segments: [...segments].reverse(),
  speakers: [speaker(S1, 1), speaker(S2, 2)],
};

describe('deriveChapters', () => {
  test('cuts at topic changes and names chapters after the announced topic', () => {
    const chapters = deriveChapters(source);
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Quarterly budget', 'Hiring']);
    expect(chapters.map(({ seq, start_s, end_s }) => ({ seq, start_s, end_s }))).toEqual([
      { seq: 0, start_s: 0, end_s: 28 },
      { seq: 1, start_s: 29, end_s: 46 },
    ]);
    for (const chapter of chapters) {
      expect(chapter.id).toMatch(UUID);
      expect(chapter.summary.length).toBeGreaterThan(10);
    }
    expect(chapters[1]?.summary).toMatch(/positions|interview|offer/);
  });

  test('repeated calls give the same chapters and ids', () => {
    expect(deriveChapters(source)).toEqual(deriveChapters(source));
    const otherTranscript = deriveChapters({ ...source, id: 'another' });
    expect(otherTranscript[0]?.id).not.toBe(deriveChapters(source)[0]?.id);
  });

  test('splits long stretches by segment count and covers every segment in order', () => {
    const chapters = deriveChapters(source, { maxSegments: 3, minSegments: 2 });
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    expect(chapters[0]?.start_s).toBe(0);
    expect(chapters.at(-1)?.end_s).toBe(46);
    chapters.forEach((chapter, index) => {
      expect(chapter.seq).toBe(index);
      const next = chapters[index + 1];
      if (next) expect(next.start_s).toBeGreaterThan(chapter.end_s);
    });
  });

  test('a recording cut off in the middle of announcing a topic names no chapter after an article', () => {
    const cut = (texts: string[]): TranscriptSource => ({
      id: 'b4e2d3c5-0000-4000-8000-00000000abcd',
      segments: texts.map(
        (text, seq) =>
          ({
            ...segments[0],
            id: `${seq}`,
            seq,
            text,
            start_s: seq * 5,
            end_s: seq * 5 + 4,
          }) as Segment,
      ),
      speakers: [speaker(S1, 1)],
    });
    const introductions = [
      "Hi everyone, I'm Fatima from the product team.",
      'Hello, this is Alex, I lead customer success.',
      "Hey, I'm Priya — I joined the marketing group last month.",
    ];
    for (const ending of ["Let's begin with the", "Let's begin with a", 'Moving on to the.']) {
      const [chapter] = deriveChapters(cut([...introductions, ending]));
      expect(chapter?.title).not.toMatch(/^(?:the|a|an)?$/i);
      expect(chapter?.title.length).toBeGreaterThan(3);
    }
    expect(deriveChapters(cut([...introductions, "Let's begin with the roadmap."]))[0]?.title).toBe(
      'Roadmap',
    );
  });

  test('gives no chapters for a transcript without segments', () => {
    expect(deriveChapters({ id: 'x', segments: [], speakers: [] })).toEqual([]);
  });
});

describe('deriveActionItems', () => {
  test('finds commitments and requests with deadlines and who they fall to', () => {
    const items = deriveActionItems(source, { createdAt: CREATED_AT });
    expect(
      items.map(({ text, assignee, speaker_id, segment_id }) => ({
        text,
        assignee,
        speaker_id,
        segment_id,
      })),
    ).toEqual([
      {
        text: 'I will send the report by Friday.',
        assignee: 'Speaker 1',
        speaker_id: S1,
        segment_id: segments[4]?.id,
      },
      {
        text: 'Priya, can you send the updated numbers by Thursday?',
        assignee: 'Priya',
        speaker_id: S2,
        segment_id: segments[7]?.id,
      },
      {
        text: 'We need to review the offer letters this week.',
        assignee: null,
        speaker_id: S2,
        segment_id: segments[9]?.id,
      },
    ]);
    for (const item of items) {
      expect(item).toMatchObject({
        transcript_id: source.id,
        status: 'open',
        created_at: CREATED_AT,
      });
      expect(item.id).toMatch(UUID);
    }
    expect(items[1]?.start_s).toBe(35);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  test('names the speaker once speakers are named', () => {
    const named = { ...source, speakers: autoNameSpeakers(source) };
    expect(deriveActionItems(named, { createdAt: CREATED_AT })[0]?.assignee).toBe('Priya');
  });
});

describe('autoNameSpeakers', () => {
  test('uses the names speakers introduce themselves with', () => {
    expect(autoNameSpeakers(source).map((s) => s.name)).toEqual(['Priya', 'Alex']);
  });

  test('falls back to distinct names from a list, and keeps names already set', () => {
    const third = '00000000-0000-4000-8000-000000000003';
    const withSilent = {
      ...source,
      speakers: [{ ...speaker(S1, 1), name: 'Dr. Okafor' }, speaker(S2, 2), speaker(third, 3)],
    };
    const named = autoNameSpeakers(withSilent);
    expect(named[0]?.name).toBe('Dr. Okafor');
    expect(named[1]?.name).toBe('Alex');
    expect(named[2]?.name).toMatch(/^[A-Z][a-z]+$/);
    expect(named[2]?.name).not.toBe('Alex');
    expect(autoNameSpeakers(withSilent)).toEqual(named);
    expect(named.map((s) => s.id)).toEqual(withSilent.speakers.map((s) => s.id));
  });

  test('does not change its input', () => {
    autoNameSpeakers(source);
    expect(source.speakers[0]?.name).toBe('Speaker 1');
  });
});

describe('deriveContentEvents', () => {
  test('marks questions, decisions, topic changes and action items in spoken order', () => {
    const events = deriveContentEvents(source);
    expect(events.map((event) => [event.type, event.segment_id])).toEqual([
      ['topic_change', segments[2]?.id],
      ['question', segments[3]?.id],
      ['action_item', segments[4]?.id],
      ['decision', segments[5]?.id],
      ['topic_change', segments[6]?.id],
      ['action_item', segments[7]?.id],
      ['action_item', segments[9]?.id],
    ]);
    expect(events[0]?.label).toBe("Let's start with the quarterly budget.");
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) expect(event.end_s).toBeGreaterThan(event.start_s);
  });
});

describe('deriveAnnotations', () => {
  test('notes low-confidence passages and quotes questions, decisions and actions', () => {
    const annotations = deriveAnnotations(source, { createdAt: CREATED_AT });
    const low = annotations.filter((a) => a.kind === 'low_confidence');
    expect(low.map((a) => a.segment_id)).toEqual([segments[8]?.id]);
    expect(low[0]?.text).toContain('0.70');
    expect(annotations.find((a) => a.kind === 'question')?.text).toContain('biggest risk');
    expect(annotations.find((a) => a.kind === 'decision')?.segment_id).toBe(segments[5]?.id);
    expect(annotations.every((a) => a.created_at === CREATED_AT)).toBe(true);
    expect(annotations.map((a) => a.kind)).not.toContain('topic_change');
  });
});

describe('deriveSuggestions', () => {
  test('suggests naming speakers, reviewing doubtful passages and assigning orphan actions', () => {
    const suggestions = deriveSuggestions(source);
    const orphan = deriveActionItems(source, { createdAt: CREATED_AT })[2];
    expect(suggestions.map(({ kind, target_id }) => [kind, target_id])).toEqual([
      ['rename_speaker', S1],
      ['rename_speaker', S2],
      ['review_segment', segments[8]?.id],
      ['assign_action_item', orphan?.id],
    ]);
    expect(suggestions[0]?.text).toContain('Priya');
    expect(suggestions[2]?.text).toContain('00:39');
  });

  test('stops suggesting names once speakers are named', () => {
    const named = { ...source, speakers: autoNameSpeakers(source) };
    expect(deriveSuggestions(named).map((s) => s.kind)).not.toContain('rename_speaker');
  });
});

describe('deriveScopeConfig', () => {
  test('reports the creation settings with API defaults', () => {
    expect(deriveScopeConfig({ transcriptId: source.id })).toEqual({
      transcript_id: source.id,
      language: '',
      diarize: true,
      clip_start_s: null,
      clip_end_s: null,
      auto_smart_report: false,
    });
    expect(
      deriveScopeConfig({
        transcriptId: source.id,
        language: 'fr',
        diarize: false,
        clipStartS: 5,
        clipEndS: 60,
        autoSmartReport: true,
      }),
    ).toMatchObject({
      language: 'fr',
      diarize: false,
      clip_start_s: 5,
      clip_end_s: 60,
      auto_smart_report: true,
    });
  });
});

describe('derivations of a generated transcript', () => {
  test('find chapters, action items and names that point at real segments and speakers', () => {
    const file = makeWav({ seconds: 900, sampleRate: 8000, fill: 3 });
    const transcript = generateTranscript({
      sampleBytes: file,
      sizeBytes: file.length,
      transcriptId: 'gen-1',
    });
    if (isTranscriptionFailure(transcript)) throw new Error(transcript.error);
    const generatedSource = {
      id: 'gen-1',
      segments: transcript.segments,
      speakers: transcript.speakers,
    };
    const segmentIds = new Set(transcript.segments.map((s) => s.id));

    const chapters = deriveChapters(generatedSource);
    expect(chapters.length).toBeGreaterThan(2);
    expect(chapters.every((c) => c.title.length > 0 && !c.title.startsWith('Chapter'))).toBe(true);

    const items = deriveActionItems(generatedSource, { createdAt: CREATED_AT });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => segmentIds.has(item.segment_id ?? ''))).toBe(true);
    expect(items.some((item) => item.assignee !== null)).toBe(true);

    const events = deriveContentEvents(generatedSource);
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['question', 'decision', 'topic_change', 'action_item']),
    );

    const names = autoNameSpeakers(generatedSource).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => !name.startsWith('Speaker'))).toBe(true);
  });
});
