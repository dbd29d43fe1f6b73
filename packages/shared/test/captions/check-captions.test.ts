import { describe, expect, test } from 'vitest';
import { type CaptionOptions, type Cue, checkCaptions } from '../../src/captions.js';

const cue = (start_s: number, end_s: number, ...lines: string[]): Cue => ({
  start_s,
  end_s,
  lines,
});

describe('checkCaptions', () => {
  test.each<[string, { given: Cue[]; options?: CaptionOptions; want: [string, number, number][] }]>(
    [
      [
        'a clean file',
        { given: [cue(1, 3, 'Hello there.'), cue(3.084, 5, 'Fine, thanks.')], want: [] },
      ],
      [
        'a 43-character line',
        { given: [cue(0, 5, 'x'.repeat(43))], want: [['line-too-long', 43, 42]] },
      ],
      ['42 characters are fine', { given: [cue(0, 5, 'x'.repeat(42))], want: [] }],
      [
        'three lines',
        { given: [cue(0, 5, 'one', 'two', 'three')], want: [['too-many-lines', 3, 2]] },
      ],
      ['0.5 s on screen', { given: [cue(0, 0.5, 'Hi.')], want: [['too-short', 0.5, 0.833]] }],
      ['5/6 s written as 833 ms passes', { given: [cue(0, 0.833, 'Hi.')], want: [] }],
      ['8 s on screen', { given: [cue(0, 8, 'Hi.')], want: [['too-long', 8, 7]] }],
      [
        '40 characters in 2 s',
        { given: [cue(0, 2, 'x'.repeat(40))], want: [['reading-speed', 20, 17]] },
      ],
      [
        'reading speed counts what is shown: the label too, markup not',
        {
          given: [
            { start_s: 0, end_s: 1, lines: ['<i>Hello there.</i>'] },
            { start_s: 2, end_s: 3, lines: ['Hello there.'], speaker: 'Ana', showSpeaker: true },
          ],
          want: [['reading-speed', 18, 17]],
        },
      ],
      [
        'a 1-frame gap at 24 fps',
        {
          given: [cue(0, 2, 'One.'), cue(2.042, 4, 'Two.')],
          want: [['gap-too-small', 0.042, 0.083]],
        },
      ],
      [
        'the same gap at 50 fps is 2 frames',
        {
          given: [cue(0, 2, 'One.'), cue(2.042, 4, 'Two.')],
          options: { frameRate: 50 },
          want: [],
        },
      ],
      [
        'overlapping cues',
        { given: [cue(0, 2.5, 'One.'), cue(2, 4, 'Two.')], want: [['overlap', 0.5, 0]] },
      ],
      [
        'times that run backwards or are not numbers',
        {
          given: [cue(3, 2, 'One.'), { start_s: Number.NaN, end_s: 1, lines: ['Two.'] }],
          want: [
            ['invalid-time', -1, 0],
            ['invalid-time', Number.NaN, 0],
          ],
        },
      ],
      ['a cue without text', { given: [cue(0, 2)], want: [['empty', 0, 1]] }],
      [
        'characters as people see them: an emoji with skin tone is one',
        { given: [cue(0, 5, `${'x'.repeat(41)}👍🏽`)], want: [] },
      ],
      [
        'broadcast: 37 a line, 15 a second',
        {
          given: [cue(0, 2.4, 'x'.repeat(38))],
          options: { preset: 'broadcast' },
          want: [
            ['line-too-long', 38, 37],
            ['reading-speed', 15.8, 15],
          ],
        },
      ],
      [
        'social: one line',
        {
          given: [cue(0, 2, 'one', 'two')],
          options: { preset: 'social' },
          want: [['too-many-lines', 2, 1]],
        },
      ],
    ],
  )('%s', (_name, { given, options, want }) => {
    const found = checkCaptions(given, options);
    expect(found.map((violation) => [violation.kind, violation.value, violation.limit])).toEqual(
      want,
    );
  });

  test('says which cue, where and why in words', () => {
    const [violation] = checkCaptions([cue(1, 2, 'Fine.'), cue(61.5, 70, 'Too long on screen.')]);
    expect(violation).toEqual({
      kind: 'too-long',
      cue: 1,
      start_s: 61.5,
      value: 8.5,
      limit: 7,
      message: 'Cue 2 (00:01:01.500): on screen 8.5 s; the maximum is 7 s',
    });
  });

  test('names the line of a line violation', () => {
    const [violation] = checkCaptions([cue(0, 5, 'short', 'y'.repeat(50))]);
    expect(violation).toMatchObject({ kind: 'line-too-long', line: 1, value: 50 });
    expect(violation?.message).toContain('line 2 has 50 characters; the limit is 42');
  });

  test('rules can be changed one by one', () => {
    expect(checkCaptions([cue(0, 5, 'x'.repeat(43))], { maxCharsPerLine: 50 })).toEqual([]);
  });
});
