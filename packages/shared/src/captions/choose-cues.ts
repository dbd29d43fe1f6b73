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
 * Splits the tokens into cues by dynamic programming, one pass over the whole transcript: a cue
 * never crosses a change of speaker (`turnStart[i]`: where the turn of token `i` begins), fits the
 * lines and lasts no longer than allowed, and the sum of costs — breaks in the middle of a phrase,
 * reading speed the time available cannot give, long pauses inside a cue, sentences cut and
 * joined, and a small cost per cue — is the least. `labelRoom[j]` is the room a speaker label
 * takes on the first line of a cue starting at token `j`.
 */
export function chooseCues(
  m: Measure,
  turnStart: Int32Array,
  labelRoom: Int32Array,
  options: ResolvedCaptionOptions,
): CueSpan[] {
  const { maxCharsPerLine, maxLines, maxDurationS, minDurationS, maxCharsPerSecond, minGapS } =
    options;
  const tokens = m.tokens;
  const count = tokens.length;
  const capacity = maxCharsPerLine * maxLines + maxLines;
  const best = new Float64Array(count + 1);
  const back = new Int32Array(count + 1);
  const prefixOf = new Int32Array(count + 1);
  let firstBreak = 0;
  for (let i = 1; i <= count; i++) {
    best[i] = Number.POSITIVE_INFINITY;
    const turn = turnStart[i - 1] as number;
    const turnEnds = i === count || turnStart[i] !== turn;
    const nextStart = i < count ? (tokens[i] as Token).start : Number.POSITIVE_INFINITY;
    const breakCost = turnEnds ? 0 : cueBreakCost(m, i);
    const endsSentence = turnEnds || (tokens[i - 1] as Token).sentenceEnd;
    // The first token a bottom line ending before `i` can start with.
    if (firstBreak < turn) firstBreak = turn;
    while (width(m, firstBreak, i) > maxCharsPerLine) firstBreak++;
    let lastEnd = 0;
    let longestPause = 0;
    let sentenceInside = false;
    for (let j = i - 1; j >= turn; j--) {
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
      let prefix = labelRoom[j] as number;
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
        !(endsSentence && (j === turn || (tokens[j - 1] as Token).sentenceEnd))
      ) {
        cost += SENTENCE_INSIDE;
      }
      const total = (best[j] as number) + cost;
      if (total < (best[i] as number)) {
        best[i] = total;
        back[i] = j;
        prefixOf[i] = prefix;
      }
    }
  }
  const spans: CueSpan[] = [];
  for (let k = count; k > 0; k = back[k] as number) {
    spans.push({ from: back[k] as number, to: k, prefix: prefixOf[k] as number });
  }
  return spans.reverse();
}
