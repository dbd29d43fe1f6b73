import { layoutCost, twoLineCost } from './layout-lines.js';
import { type Measure, width } from './measure.js';
import type { Token } from './tokens.js';
import type { ResolvedCaptionOptions } from './types.js';

/** A run of tokens chosen as one cue. */
export interface CueSpan {
  from: number;
  to: number;
  /** Characters of speaker label before the first line (0: none). */
  prefix: number;
}

// Weights of the cue costs; a break after a sentence costs 0, an ordinary one 6 (`breakCost`).
const PER_CUE = 4;
const TOO_WIDE = 50;
const READING = 40;
const LONG_PAUSE_S = 1.2;
const SENTENCE_INSIDE = 4;

/** What ending a cue before token `i` costs: a line-break cost, less for a pause or a new segment. */
function cueBreakCost(m: Measure, i: number): number {
  const before = m.tokens[i - 1] as Token;
  const after = m.tokens[i] as Token;
  const pause = after.start - before.end;
  let cost = (m.breakBefore[i] as number) * 1.5;
  if (pause >= 0.25) cost -= Math.min(pause, 1.5) * 4;
  if (after.segment !== before.segment) cost -= 3;
  return Math.max(0, cost);
}

/**
 * Splits the tokens of one speaker's turn `[start, end)` into cues by dynamic programming: each
 * cue fits the lines, lasts no longer than allowed, and the sum of costs (breaks in the middle of a
 * phrase, reading speed the time available cannot give, long pauses inside a cue, and a small
 * cost per cue) is the least. `label(from)` is the label room of a cue starting at `from`.
 */
export function chooseCues(
  m: Measure,
  start: number,
  end: number,
  options: ResolvedCaptionOptions,
  label: (from: number) => number,
): CueSpan[] {
  const { maxCharsPerLine, maxLines, maxDurationS, minDurationS, maxCharsPerSecond, minGapS } =
    options;
  const tokens = m.tokens;
  const capacity = maxCharsPerLine * maxLines + maxLines;
  const n = end - start;
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const back = new Int32Array(n + 1);
  const prefixOf = new Int32Array(n + 1);
  best[0] = 0;
  let firstBreak = start;
  for (let i = start + 1; i <= end; i++) {
    const nextStart = i < tokens.length ? (tokens[i] as Token).start : Number.POSITIVE_INFINITY;
    const breakCost = i < end ? cueBreakCost(m, i) : 0;
    let lastEnd = 0;
    let longestPause = 0;
    let sentenceInside = false;
    const endsSentence = i === end || (tokens[i - 1] as Token).sentenceEnd;
    // The first token a bottom line ending before `i` can start with.
    while (width(m, firstBreak, i) > maxCharsPerLine) firstBreak++;
    for (let j = i - 1; j >= start; j--) {
      const first = tokens[j] as Token;
      const single = j === i - 1;
      const text = width(m, j, i);
      if (!single && text > capacity) break;
      lastEnd = Math.max(lastEnd, first.end);
      if (!single) {
        if (lastEnd - first.start > maxDurationS) break;
        if (options.sentencePerCue && first.sentenceEnd) break;
        longestPause = Math.max(longestPause, (tokens[j + 1] as Token).start - first.end);
        sentenceInside ||= first.sentenceEnd;
      }
      let prefix = label(j);
      let lines =
        maxLines === 2
          ? twoLineCost(m, j, i, prefix, maxCharsPerLine, firstBreak)
          : layoutCost(m, j, i, prefix, maxCharsPerLine, maxLines);
      let cost = PER_CUE + breakCost;
      if (lines === null && prefix > 0 && single) {
        // A word too long to stand beside the label: this cue goes without it.
        lines = layoutCost(m, j, i, 0, maxCharsPerLine, maxLines);
        prefix = 0;
      }
      if (lines === null) {
        if (!single) break;
        cost += TOO_WIDE;
      } else cost += lines;
      const room = Math.min(nextStart - minGapS, first.start + maxDurationS) - first.start;
      const need = Math.max(minDurationS, (prefix + text) / maxCharsPerSecond);
      if (room < need) cost += (READING * (need - room)) / need;
      if (longestPause > LONG_PAUSE_S) cost += 8 + 4 * Math.min(longestPause, 5);
      // Two sentences share a cue only when it holds both whole.
      if (
        sentenceInside &&
        !(endsSentence && (j === start || (tokens[j - 1] as Token).sentenceEnd))
      ) {
        cost += SENTENCE_INSIDE;
      }
      const total = (best[j - start] as number) + cost;
      if (total < (best[i - start] as number)) {
        best[i - start] = total;
        back[i - start] = j - start;
        prefixOf[i - start] = prefix;
      }
    }
  }
  const spans: CueSpan[] = [];
  for (let k = n; k > 0; k = back[k] as number) {
    spans.push({ from: start + (back[k] as number), to: start + k, prefix: prefixOf[k] as number });
  }
  return spans.reverse();
}
