import { describe, expect, test } from 'vitest';
import {
  buildCaptions,
  CAPTION_PRESET_NAMES,
  type CaptionOptions,
  type CaptionSegment,
  checkCaptions,
} from '../../src/captions.js';
import { expectPublishable, segmentOf, spoken } from './helpers.js';

const RUN_ON =
  'so what we are going to do is take the numbers from the last quarter and compare them with the forecast that finance sent us last week and then decide together whether the campaign should continue into the next quarter or stop';

const word = (text: string, start_s: number, end_s: number) => ({ text, start_s, end_s });

// Hand-made transcripts at the edges, each with words that allow publishable captions.
const EDGES: [string, CaptionSegment[]][] = [
  ['a 40-word run-on sentence without punctuation', [spoken(RUN_ON, 1)]],
  [
    'a 0.2 s word between silences',
    [segmentOf([word('Yes.', 2, 2.2)]), spoken('Then we agree on the plan.', 5, 'b')],
  ],
  [
    'speaker ping-pong with a second between turns',
    [
      segmentOf([word('Ready?', 1, 1.3)], 'a'),
      segmentOf([word('Yes.', 2.3, 2.6)], 'b'),
      segmentOf([word('Sure?', 3.6, 3.9)], 'a'),
      segmentOf([word('Yes!', 5, 5.3)], 'b'),
      spoken('Then let us start with the first item on the agenda.', 6.4, 'a'),
    ],
  ],
  [
    'long URLs',
    [
      spoken(
        'The notes are at https://intranet.example.com/teams/research/2025/q3/meeting-notes/final-version.pdf and on the wiki.',
        1,
      ),
    ],
  ],
  [
    'long numbers',
    [
      spoken(
        'The order number is 2024-000-1234-5678-9012-3456-7890-1234-5678-9012 and the total is 1,234,567.89 euros.',
        1,
      ),
    ],
  ],
  [
    'German compounds',
    [
      spoken(
        'Die Donaudampfschifffahrtsgesellschaftskapitänswitwe und die Rechtsschutzversicherungsgesellschaften haben das Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz kommentiert.',
        1,
      ),
    ],
  ],
  [
    'two speakers talking over each other (overlapping words)',
    [
      spoken('I think we should ship it this week.', 1, 'a'),
      spoken('No, we really should wait for the audit.', 2.2, 'b'),
    ],
  ],
  [
    'unicode: emoji, accents written as two code points, CJK',
    [spoken('Great job 👍🏽 team! The café (cafe\u0301) in 東京 opens at nine.', 1)],
  ],
];

describe('buildCaptions on edge cases', () => {
  for (const preset of CAPTION_PRESET_NAMES) {
    test.each(EDGES)(`${preset}: %s`, (_name, segments) => {
      const options: CaptionOptions = { preset, speakerLabels: 'on-change' };
      const cues = buildCaptions(segments, options);
      expect(cues.length).toBeGreaterThan(0);
      expectPublishable(segments, cues, options);
    });
  }

  test('the run-on sentence, a 0.2 s word and slow ping-pong meet the netflix rules outright', () => {
    for (const [, segments] of EDGES.slice(0, 3)) {
      expect(checkCaptions(buildCaptions(segments), {})).toEqual([]);
    }
  });

  test('a 0.2 s word stays on screen for the minimum time, into the silence after it', () => {
    const [cue] = buildCaptions([segmentOf([word('Yes.', 2, 2.2)])]);
    expect(cue).toMatchObject({ start_s: 2, lines: ['Yes.'] });
    expect(cue?.end_s).toBeCloseTo(2 + 5 / 6, 2);
  });

  test('speaker ping-pong faster than anyone can read: one speaker a cue, nothing lost, each cue its share', () => {
    const segments = [
      segmentOf([word('Ready?', 1, 1.3)], 'a'),
      segmentOf([word('Yes.', 1.5, 1.8)], 'b'),
      segmentOf([word('Sure?', 2.0, 2.3)], 'a'),
      segmentOf([word('Yes!', 2.5, 2.8)], 'b'),
    ];
    const cues = buildCaptions(segments);
    expect(cues.map((cue) => cue.lines)).toEqual([['Ready?'], ['Yes.'], ['Sure?'], ['Yes!']]);
    const violations = expectPublishable(segments, cues);
    expect(violations.map((violation) => violation.kind)).toContain('too-short');
    for (const cue of cues) expect(cue.end_s - cue.start_s).toBeGreaterThan(0.3);
  });

  test('a cue never joins two speakers, even when one says a single word', () => {
    const segments = [
      spoken('We ship on Monday.', 1, 'a'),
      spoken('Okay.', 2.6, 'b'),
      spoken('Good.', 3.1, 'a'),
    ];
    const cues = buildCaptions(segments, {
      speakerLabels: 'always',
      speakers: [
        { id: 'a', name: 'Ana' },
        { id: 'b', label: 'Speaker 2' },
      ],
    });
    expect(cues.map((cue) => [cue.speaker, cue.lines.join(' ')])).toEqual([
      ['Ana', 'We ship on Monday.'],
      ['Speaker 2', 'Okay.'],
      ['Ana', 'Good.'],
    ]);
  });

  test('speakers are named from the transcript, else Speaker 1, 2 in order of appearance', () => {
    const segments = [spoken('Hello there.', 1, 'x'), spoken('Hi.', 3, 'y')];
    expect(buildCaptions(segments).map((cue) => cue.speaker)).toEqual(['Speaker 1', 'Speaker 2']);
    expect(
      buildCaptions(segments, { speakers: [{ id: 'y', name: 'Mei', label: 'Speaker 7' }] }).map(
        (cue) => cue.speaker,
      ),
    ).toEqual(['Speaker 1', 'Mei']);
  });

  test('on-change labels the first cue of each turn; always labels every cue; none labels none', () => {
    const segments = [spoken(RUN_ON, 1, 'a'), spoken('Agreed.', 20, 'b')];
    const shown = (options: CaptionOptions) =>
      buildCaptions(segments, options).map((cue) => cue.showSpeaker ?? false);
    expect(shown({ speakerLabels: 'on-change' })).toEqual([true, false, false, false, true]);
    expect(shown({ speakerLabels: 'always' }).every(Boolean)).toBe(true);
    expect(shown({ speakerLabels: 'none' }).some(Boolean)).toBe(false);
  });

  test('without words, the segment text is spread over its time by characters', () => {
    const segments: CaptionSegment[] = [
      {
        start_s: 0,
        end_s: 10,
        text: 'The first half of this segment is here and the second half of it is there.',
        speaker_id: 'a',
      },
    ];
    const cues = buildCaptions(segments, { preset: 'social' });
    expect(cues.map((cue) => cue.lines.join(' ')).join(' ')).toBe(segments[0]?.text);
    expect(cues[0]?.start_s).toBe(0);
    expect(cues.at(-1)?.end_s).toBeLessThanOrEqual(10.5);
    expect(cues[1]?.start_s).toBeGreaterThan(2);
  });

  test('segments are taken in seq order, words in their order, broken times repaired', () => {
    const segments: CaptionSegment[] = [
      { seq: 1, start_s: 5, end_s: 6, text: 'second', words: [word('second.', 5, 5.5)] },
      {
        seq: 0,
        start_s: 1,
        end_s: 2,
        text: 'first',
        words: [word('First', Number.NaN, 1.4), word('words', 1.2, 1.1), word(' ', 1.5, 1.6)],
      },
    ];
    const cues = buildCaptions(segments);
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(['First words', 'second.']);
    expect(cues[0]?.start_s).toBe(1);
  });

  test('an empty transcript has no cues; hostile input is refused in words', () => {
    expect(buildCaptions([])).toEqual([]);
    expect(buildCaptions([{ start_s: 0, end_s: 1, text: '   ' }])).toEqual([]);
    expect(() => buildCaptions('nope' as never)).toThrow(/segments must be an array/);
    expect(() => buildCaptions([], { preset: 'cinema' as never })).toThrow(
      /Unknown caption preset "cinema"/,
    );
    expect(() => buildCaptions([], { maxCharsPerLine: 0 })).toThrow(
      /maxCharsPerLine must be a whole number from 1/,
    );
    expect(() => buildCaptions([], { minDurationS: 8, maxDurationS: 7 })).toThrow(/maxDurationS/);
  });
});
