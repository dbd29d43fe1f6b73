import type { ResolvedCaptionOptions } from './types.js';

/** What timing needs to know of the cues: when their words are spoken, and how much they show. */
export interface SpokenCues {
  /** First word's start, in seconds. */
  speechStart: Float64Array;
  /** Last word's end, in seconds. */
  speechEnd: Float64Array;
  /** Characters shown. */
  chars: Float64Array;
}

/** How late a cue may start after its first word, to give the cue before it the time it needs. */
export const MAX_LAG_S = 0.5;

/**
 * Cue times in whole milliseconds (as SRT and WebVTT write them). A cue starts with its first
 * word, never earlier, and stays until its last word ends, longer when its minimum time or its
 * reading speed asks for it and the silence after it allows; gaps shorter than `closeGapsUnderS`
 * are closed to the minimum gap. Cues never overlap and keep the minimum gap. When the next words
 * come too soon, the time a cue needs (not its last word) may delay the next cue by up to
 * `MAX_LAG_S`; beyond that the cue ends as the next begins. So whenever the words allow every cue
 * its time — each cue starting at most `MAX_LAG_S` after its first word — every cue gets it.
 */
export function cueTimes(
  cues: SpokenCues,
  options: ResolvedCaptionOptions,
): { start: Float64Array; end: Float64Array } {
  const { speechStart, speechEnd, chars } = cues;
  const count = speechStart.length;
  const gap = Math.ceil(options.minGapS * 1000 - 1e-6);
  const minDuration = Math.ceil(options.minDurationS * 1000 - 1e-6);
  const maxDuration = Math.floor(options.maxDurationS * 1000 + 1e-6);
  const closeUnder = Math.round(options.closeGapsUnderS * 1000);
  const lag = MAX_LAG_S * 1000;
  const spoken = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    spoken[i] = Math.max(0, Math.ceil((speechStart[i] as number) * 1000 - 1e-6));
  }
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const start = Math.max(spoken[i] as number, previousEnd + gap);
    const need = Math.min(
      maxDuration,
      Math.max(minDuration, Math.ceil(((chars[i] as number) * 1000) / options.maxCharsPerSecond)),
    );
    const spokenEnd = Math.min(Math.round((speechEnd[i] as number) * 1000), start + maxDuration);
    let end = Math.max(spokenEnd, start + need);
    if (i + 1 < count) {
      const room = (spoken[i + 1] as number) - gap;
      if (end > room) end = Math.max(room, Math.min(start + need, room + lag));
      else if (room - end < closeUnder && room - start <= maxDuration) end = room;
    }
    end = Math.max(end, start + 1);
    starts[i] = start;
    ends[i] = end;
    previousEnd = end;
  }
  return { start: starts, end: ends };
}
