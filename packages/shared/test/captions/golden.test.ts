// The engine's output pinned byte for byte: the files written for generated transcripts (a
// 6-hour one for the Netflix preset, shorter ones for every preset and option that changes the
// path taken) hash to what the engine wrote before its speed work (issue 39). A change to these
// hashes is a change to the captions people get: make it on purpose, and say so.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  buildCaptions,
  type CaptionOptions,
  checkCaptions,
  parseSrt,
  toSrt,
  toVtt,
} from '../../src/captions.js';
import { generatedTranscript } from './generated-transcript.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('captions output is pinned', () => {
  test('a 6-hour transcript to Netflix SRT: the same file, 0 violations', () => {
    const segments = generatedTranscript(6, 39);
    const srt = toSrt(buildCaptions(segments, { preset: 'netflix' }));
    expect(checkCaptions(parseSrt(srt), { preset: 'netflix' })).toEqual([]);
    expect({ bytes: srt.length, sha256: sha256(srt) }).toEqual({
      bytes: 339466,
      sha256: '9c52bca91807808a',
    });
  });

  const cases: [string, CaptionOptions][] = [
    ['netflix', { preset: 'netflix' }],
    ['broadcast', { preset: 'broadcast' }],
    ['social', { preset: 'social' }],
    ['loose', { preset: 'loose' }],
    ['netflix, labels on change', { preset: 'netflix', speakerLabels: 'on-change' }],
    ['netflix, labels always, 3 lines', { speakerLabels: 'always', maxLines: 3 }],
    ['broadcast, a cue a sentence', { preset: 'broadcast', sentencePerCue: true }],
    [
      'narrow lines',
      { maxCharsPerLine: 16, maxLines: 4, speakers: [{ id: 'speaker-1', name: 'Ana' }] },
    ],
  ];
  const expected: Record<string, string> = {
    netflix: '016ead9637a1f68e',
    broadcast: '859f1a0f1259b592',
    social: '75d7565c09db4e91',
    loose: 'a3dce812528fb7aa',
    'netflix, labels on change': '58a7e3505b9f8cd2',
    'netflix, labels always, 3 lines': 'a5be6c395380ee9f',
    'broadcast, a cue a sentence': '800f0a75266b08c7',
    'narrow lines': 'a52d0164928d4ad9',
  };
  test.each(cases)('%s: SRT and WebVTT as before', (name, options) => {
    const segments = generatedTranscript(0.25, name.length);
    const cues = buildCaptions(segments, options);
    const files = `${toSrt(cues)}\n--\n${toVtt(cues)}\n--\n${toVtt(cues, { voices: false })}`;
    expect(sha256(files)).toBe(expected[name]);
  });
});
