// Test material and the promises every caption file keeps, checked from the outside: words in,
// cues out.
import { expect } from 'vitest';
import {
  type CaptionOptions,
  type CaptionSegment,
  type CaptionWord,
  type Cue,
  checkCaptions,
  MAX_LAG_S,
  resolveCaptionOptions,
  type Violation,
  visibleLength,
} from '../../src/captions.js';

/** Words of `text` spoken from `start`: 0.1 s plus 55 ms a character, 80 ms between words. */
export function spoken(text: string, start: number, speaker = 'a'): CaptionSegment {
  let at = start;
  const words: CaptionWord[] = text.split(' ').map((word) => {
    const length = 0.1 + 0.055 * visibleLength(word);
    const timed = { start_s: round(at), end_s: round(at + length), text: word };
    at += length + 0.08;
    return timed;
  });
  return segmentOf(words, speaker);
}

/** A segment holding these words. */
export function segmentOf(words: CaptionWord[], speaker = 'a'): CaptionSegment {
  return {
    start_s: words[0]?.start_s ?? 0,
    end_s: words.at(-1)?.end_s ?? 0,
    text: words.map((word) => word.text).join(' '),
    speaker_id: speaker,
    words,
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Which word each cue starts with, found by walking the characters (words are kept in order). */
function firstWords(words: CaptionWord[], cues: Cue[]): number[] {
  const ends: number[] = [];
  let total = 0;
  for (const word of words) {
    total += squeeze(word.text).length;
    ends.push(total);
  }
  const firsts: number[] = [];
  let at = 0;
  let w = 0;
  for (const cue of cues) {
    while ((ends[w] as number) <= at) w++;
    firsts.push(w);
    at += squeeze(cue.lines.join('')).length;
  }
  return firsts;
}

/**
 * The promises of every built caption file: every character of every word, in order; no cue
 * holds two speakers; no cue starts before its first word; cues never overlap and keep the gap;
 * every line and cue fits; and any other violation is one the words force (see `forced`).
 */
export function expectPublishable(
  segments: CaptionSegment[],
  cues: Cue[],
  options: CaptionOptions = {},
): Violation[] {
  const words = segments.flatMap((segment) =>
    (segment.words ?? []).map((word) => ({ ...word, speaker: segment.speaker_id ?? '' })),
  );
  expect(squeeze(cues.map((cue) => cue.lines.join('')).join(''))).toBe(
    squeeze(words.map((word) => word.text).join('')),
  );
  const rules = resolveCaptionOptions(options);
  const firsts = firstWords(words, cues);
  // Broken promises collected as text and compared once: an expect per cue is slow on long files.
  const broken: string[] = [];
  cues.forEach((cue, index) => {
    const first = words[firsts[index] as number] as (typeof words)[number];
    if (cue.start_s < first.start_s - 0.0005)
      broken.push(`cue ${index + 1} starts before its speech`);
    const last = (firsts[index + 1] ?? words.length) - 1;
    // A word cut across two cues belongs to both.
    const speakers = new Set(words.slice(firsts[index], last + 1).map((word) => word.speaker));
    if (speakers.size > 1) broken.push(`cue ${index + 1} holds two speakers`);
    if (!(cue.end_s > cue.start_s)) broken.push(`cue ${index + 1} ends before it starts`);
    const next = cues[index + 1];
    if (next && next.start_s - cue.end_s < rules.minGapS - 0.001) {
      broken.push(`cue ${index + 2} comes too soon`);
    }
  });
  expect(broken).toEqual([]);
  const violations = checkCaptions(cues, options);
  const mayFallShort = forced(
    cues,
    firsts.map((w) => (words[w] as CaptionWord).start_s),
    options,
  );
  const unforced = violations.filter((violation) => !mayFallShort.has(violation.cue));
  expect(unforced.map((violation) => violation.message)).toEqual([]);
  return violations;
}

/**
 * The cues whose time the words cannot give: starting each cue as soon as its first word is
 * spoken (or the cue before it has had its time), at most `MAX_LAG_S` late, and giving each the
 * time it needs (minimum time, reading speed), some cue of the stretch would start later than
 * that. Every cue of such a stretch, and the one before it, may fall short.
 */
export function forced(cues: Cue[], speechStarts: number[], options: CaptionOptions): Set<number> {
  const rules = resolveCaptionOptions(options);
  const shown = (cue: Cue) =>
    cue.lines.reduce((sum, line) => sum + visibleLength(line), 0) +
    (cue.showSpeaker && cue.speaker ? visibleLength(cue.speaker) + 3 : 0);
  const stretches: number[][] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;
  const overrun = new Set<number>();
  cues.forEach((cue, index) => {
    const spokenAt = speechStarts[index] as number;
    const start = Math.max(spokenAt, previousEnd + rules.minGapS);
    if (start <= spokenAt + 1e-9) stretches.push([]);
    (stretches.at(-1) as number[]).push(index);
    // Within 10 ms of the limit counts as reaching it: the builder rounds every time up to the ms.
    if (start > spokenAt + MAX_LAG_S - 0.01) overrun.add(stretches.length - 1);
    const need = Math.max(rules.minDurationS, shown(cue) / rules.maxCharsPerSecond);
    previousEnd = start + Math.min(need, rules.maxDurationS);
  });
  const result = new Set<number>();
  for (const stretch of overrun) {
    for (const index of stretches[stretch] as number[]) result.add(index);
    result.add(((stretches[stretch] as number[])[0] as number) - 1);
  }
  return result;
}
