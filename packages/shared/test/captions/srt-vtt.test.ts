import { describe, expect, test } from 'vitest';
import {
  buildCaptions,
  CaptionParseError,
  type Cue,
  parseSrt,
  parseVtt,
  toSrt,
  toVtt,
} from '../../src/captions.js';
import { spoken } from './helpers.js';

const meeting = [
  spoken('Hello everyone, thanks for joining the weekly sync today.', 0.4, 'a'),
  spoken('Glad to be here.', 5, 'b'),
  spoken('Let us start with the budget & the hiring plan <draft> --> final.', 7, 'a'),
];
const speakers = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Ben' },
];

describe('toSrt', () => {
  test('writes numbered cues, times with commas, the label on the first line', () => {
    const cues: Cue[] = [
      {
        start_s: 1.25,
        end_s: 3,
        lines: ['Hello there,', 'general.'],
        speaker: 'Ana',
        showSpeaker: true,
      },
      { start_s: 3600, end_s: 3601.5, lines: ['One hour in.'] },
    ];
    expect(toSrt(cues)).toBe(
      '1\n00:00:01,250 --> 00:00:03,000\n[Ana] Hello there,\ngeneral.\n\n' +
        '2\n01:00:00,000 --> 01:00:01,500\nOne hour in.\n\n',
    );
  });

  test('leaves out cues without text and keeps line breaks out of lines', () => {
    const cues: Cue[] = [
      { start_s: 0, end_s: 1, lines: [' ', ''] },
      { start_s: 1, end_s: 2, lines: ['two\nlines\r\nin one', '  spaced   out '] },
    ];
    expect(toSrt(cues)).toBe('1\n00:00:01,000 --> 00:00:02,000\ntwo lines in one\nspaced out\n\n');
  });

  test('refuses times it cannot write, naming the cue', () => {
    expect(() => toSrt([{ start_s: 2, end_s: 1, lines: ['x'] }])).toThrow(/Cue 1 has times/);
    expect(() => toSrt([{ start_s: -1, end_s: 1, lines: ['x'] }])).toThrow(RangeError);
  });
});

describe('toVtt', () => {
  test('names speakers with voice spans and escapes markup', () => {
    const cues: Cue[] = [
      { start_s: 0, end_s: 2, lines: ['A & B <maybe> -->', 'then'], speaker: 'Ana <Lead>' },
    ];
    expect(toVtt(cues)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n<v Ana &lt;Lead&gt;>A &amp; B &lt;maybe&gt; --&gt;\nthen\n\n',
    );
  });

  test('voices: false writes the visible label instead', () => {
    const cues: Cue[] = [
      { start_s: 0, end_s: 2, lines: ['Hi.'], speaker: 'Ana', showSpeaker: true },
    ];
    expect(toVtt(cues, { voices: false })).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n[Ana] Hi.\n\n',
    );
  });
});

describe('round trips', () => {
  test.each(['netflix', 'broadcast', 'social', 'loose'] as const)(
    '%s: SRT and WebVTT read back to the same cues and the same files',
    (preset) => {
      const cues = buildCaptions(meeting, { preset, speakers, speakerLabels: 'on-change' });
      const srt = toSrt(cues);
      expect(toSrt(parseSrt(srt))).toBe(srt);
      const vtt = toVtt(cues);
      const read = parseVtt(vtt);
      expect(toVtt(read)).toBe(vtt);
      expect(
        read.map(({ start_s, end_s, lines, speaker }) => ({ start_s, end_s, lines, speaker })),
      ).toEqual(
        cues.map(({ start_s, end_s, lines, speaker }) => ({ start_s, end_s, lines, speaker })),
      );
    },
  );
});

describe('parseSrt', () => {
  test('tolerates a BOM, CRLF, dots for commas, missing numbers and extra blank lines', () => {
    const text =
      '\uFEFF1\r\n00:00:01.5 --> 00:00:02,250\r\nOne\r\n\r\n\r\n00:00:03,000 --> 00:00:04,000 X1:0\r\nTwo\r\nlines\r\n';
    expect(parseSrt(text)).toEqual([
      { start_s: 1.5, end_s: 2.25, lines: ['One'], id: '1' },
      { start_s: 3, end_s: 4, lines: ['Two', 'lines'], id: '2' },
    ]);
  });

  test.each([
    [
      'no time line',
      '1\nHello\n',
      2,
      /line 2: expected a time line .* after cue number 1, found "Hello"/,
    ],
    [
      'a broken time',
      '1\n00:00:01,000 -> 00:00:02,000\nHi\n',
      2,
      /found "00:00:01,000 -> 00:00:02,000"/,
    ],
    ['minutes past 59', '00:61:00,000 --> 00:62:00,000\nHi\n', 1, /line 1/],
    ['binary data', 'PK\u0003\u0004\u0000\u0000', 1, /NUL bytes/],
  ])('refuses %s with the line number', (_name, text, line, message) => {
    let error: unknown;
    try {
      parseSrt(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CaptionParseError);
    expect(error).toMatchObject({ line });
    expect((error as Error).message).toMatch(message);
  });

  test('an empty file has no cues', () => {
    expect(parseSrt('')).toEqual([]);
  });
});

describe('parseVtt', () => {
  test('reads voices, drops markup, NOTE and STYLE blocks and cue settings, decodes entities', () => {
    const text = [
      'WEBVTT - a meeting',
      'Kind: captions',
      '',
      'NOTE written by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '01:02.500 --> 01:04.000 line:90% align:center',
      '<v.loud Ben Ng>I <i>really</i> mean it &amp; more',
      '',
      '00:01:05.000 --> 00:01:06.000',
      '<c.yellow>Plain</c> &lt;text&gt;',
      '',
    ].join('\n');
    expect(parseVtt(text)).toEqual([
      {
        start_s: 62.5,
        end_s: 64,
        lines: ['I really mean it & more'],
        speaker: 'Ben Ng',
        id: 'intro',
      },
      { start_s: 65, end_s: 66, lines: ['Plain <text>'], id: '2' },
    ]);
  });

  test('refuses a file without the WEBVTT header, and a cue without a time line', () => {
    expect(() => parseVtt('1\n00:00:01.000 --> 00:00:02.000\nHi\n')).toThrow(
      /line 1: a WebVTT file starts with "WEBVTT"/,
    );
    expect(() => parseVtt('WEBVTT\n\nid\nnot a time\nHi\n')).toThrow(
      /line 4: expected a time line/,
    );
  });
});
