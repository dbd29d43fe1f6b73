// The engine's output pinned byte for byte: the files written for generated transcripts (a
// 6-hour one for the Netflix preset, shorter ones for every preset and option that changes the
// path taken) hash to what the engine wrote before its speed work (issue 39). A change to these
// hashes is a change to the captions people get: make it on purpose, and say so.
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

/** cyrb53, a 53-bit string hash: enough to tell one file from another (the package has no Node types). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

describe('captions output is pinned', () => {
  test('a 6-hour transcript to Netflix SRT: the same file, 0 violations', () => {
    const segments = generatedTranscript(6, 39);
    const srt = toSrt(buildCaptions(segments, { preset: 'netflix' }));
    expect(checkCaptions(parseSrt(srt), { preset: 'netflix' })).toEqual([]);
    expect({ bytes: srt.length, hash: hash(srt) }).toEqual({
      bytes: 339466,
      hash: '155f5ee9f8d7fe',
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
    netflix: '0a2811a67c4d23',
    broadcast: '0ac7d8a8c64cd6',
    social: '03c1dadef9a5ad',
    loose: '11d978fae2f915',
    'netflix, labels on change': '190aa5eaa13515',
    'netflix, labels always, 3 lines': '0c7797e5bf0ec5',
    'broadcast, a cue a sentence': '00f41b68c191b1',
    'narrow lines': '0662668092d353',
  };
  test.each(cases)('%s: SRT and WebVTT as before', (name, options) => {
    const segments = generatedTranscript(0.25, name.length);
    const cues = buildCaptions(segments, options);
    const files = `${toSrt(cues)}\n--\n${toVtt(cues)}\n--\n${toVtt(cues, { voices: false })}`;
    expect(hash(files)).toBe(expected[name]);
  });
});
