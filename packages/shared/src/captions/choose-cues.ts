import { layoutCost } from './layout-lines.js';
import type { Measure } from './measure.js';
import type { ResolvedCaptionOptions } from './types.js';

/** A run of tokens chosen as one cue. */
export interface CueSpan {
  from: number;
  to: number;
  /** Characters of speaker label before the first line (0: none). */
  prefix: number;
  /** Where the second line starts when the search laid the cue out in two lines, else -1. */
  split: number;
}

// Weights of the cue costs; a break after a sentence costs 0, an ordinary one 6 (`breakCost`),
// a cue's end 1.5 times that less a pause's worth (`measure`'s `cueBreak`).
const PER_CUE = 4;
const TOO_WIDE = 50;
const READING = 40;
const LONG_PAUSE_S = 1.2;
const SENTENCE_INSIDE = 4;
/** A cue that fits in two lines, its layout cost not yet worked out. */
const TWO_LINES = -1;

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
  const { start, end, cum, space, breakBefore, cueBreak, sentenceEnd } = m;
  const count = start.length;
  const sentencePerCue = options.sentencePerCue;
  const capacity = maxCharsPerLine * maxLines + maxLines;
  const best = new Float64Array(count + 1);
  const back = new Int32Array(count + 1);
  const prefixOf = new Int32Array(count + 1);
  const splitOf = new Int32Array(count + 1);
  let firstBreak = 0;
  for (let i = 1; i <= count; i++) {
    best[i] = Number.POSITIVE_INFINITY;
    const turn = turnStart[i - 1] as number;
    const turnEnds = i === count || turnStart[i] !== turn;
    const nextStart = i < count ? (start[i] as number) : Number.POSITIVE_INFINITY;
    const breakCost = turnEnds ? 0 : (cueBreak[i] as number);
    const endsSentence = turnEnds || sentenceEnd[i - 1] === 1;
    // The first token a bottom line ending before `i` can start with.
    if (firstBreak < turn) firstBreak = turn;
    // Widths written out (`width`): in a cold process a call per start would cost more than the
    // sums.
    while (
      (cum[i] as number) - (cum[firstBreak] as number) - (space[firstBreak] as number) >
      maxCharsPerLine
    )
      firstBreak++;
    const endAt = cum[i] as number;
    let lastEnd = 0;
    let longestPause = 0;
    let sentenceInside = false;
    for (let j = i - 1; j >= turn; j--) {
      const single = j === i - 1;
      const text = endAt - (cum[j] as number) - (space[j] as number);
      if (!single && text > capacity) break;
      const firstStart = start[j] as number;
      const firstEnd = end[j] as number;
      lastEnd = Math.max(lastEnd, firstEnd);
      if (!single) {
        if (lastEnd - firstStart > maxDurationS) break;
        if (sentencePerCue && sentenceEnd[j] === 1) break;
        longestPause = Math.max(longestPause, (start[j + 1] as number) - firstEnd);
        sentenceInside ||= sentenceEnd[j] === 1;
      }
      let prefix = labelRoom[j] as number;
      // Up to two lines, whether the cue fits is O(1) (the top line grows with its break, the
      // bottom one fits from `firstBreak` on); its layout cost is only worked out below when the
      // cue could still beat the best so far.
      const oneLine = prefix + text <= maxCharsPerLine;
      const breakFrom = Math.max(j + 1, firstBreak);
      let split = -1;
      let lines: number | null =
        maxLines !== 2
          ? layoutCost(m, j, i, prefix, maxCharsPerLine, maxLines)
          : oneLine
            ? 0
            : breakFrom < i &&
                prefix + (cum[breakFrom] as number) - (cum[j] as number) - (space[j] as number) <=
                  maxCharsPerLine
              ? TWO_LINES
              : null;
      if (lines === null && prefix > 0 && single) {
        // A word too long to stand beside the label: this cue goes without it.
        lines = layoutCost(m, j, i, 0, maxCharsPerLine, maxLines);
        prefix = 0;
      }
      if (lines === null && !single) break;
      // Every other cost is at least 0: a cue that cannot win even without them is not weighed.
      if ((best[j] as number) + (PER_CUE + breakCost) >= (best[i] as number)) continue;
      const room = Math.min(nextStart - minGapS, firstStart + maxDurationS) - firstStart;
      const need = Math.max(minDurationS, (prefix + text) / maxCharsPerSecond);
      // Both penalties are worked out on every pass and then chosen: code that has run all its
      // operations is optimised once, where a first long pause reached late would throw the
      // optimised loop away (a deoptimisation and a second compile, in a cold process).
      const shortBy = (READING * (need - room)) / need;
      const reading = room < need ? shortBy : 0;
      const pausePenalty = 8 + 4 * Math.min(longestPause, 5);
      const pauses = longestPause > LONG_PAUSE_S ? pausePenalty : 0;
      // Two sentences share a cue only when it holds both whole.
      const sentences =
        sentenceInside && !(endsSentence && (j === turn || sentenceEnd[j - 1] === 1))
          ? SENTENCE_INSIDE
          : 0;
      if (lines === TWO_LINES) {
        // Every cost is at least 0: a cue that cannot win without its layout is not laid out.
        const least = (best[j] as number) + (PER_CUE + breakCost + reading + pauses + sentences);
        if (least >= (best[i] as number)) continue;
        // The best two-line layout (`layoutLines`), written out: in a cold process a call per
        // break, and the compile of each helper apart from this loop, would cost more.
        const lead = (cum[j] as number) + (space[j] as number);
        lines = Number.POSITIVE_INFINITY;
        for (let k = breakFrom; k < i; k++) {
          const top = prefix + ((cum[k] as number) - lead);
          if (top > maxCharsPerLine) break;
          const diff = top - (endAt - (cum[k] as number) - (space[k] as number));
          const cost =
            (breakBefore[k] as number) + ((diff > 0 ? diff * 1.2 : -diff) * 10) / maxCharsPerLine;
          if (cost < lines) {
            lines = cost;
            split = k;
          }
        }
      }
      // Summed in this order, so the same cues win as before the shortcut.
      const cost =
        PER_CUE + breakCost + (lines === null ? TOO_WIDE : lines) + reading + pauses + sentences;
      const total = (best[j] as number) + cost;
      if (total < (best[i] as number)) {
        best[i] = total;
        back[i] = j;
        prefixOf[i] = prefix;
        splitOf[i] = split;
      }
    }
  }
  const spans: CueSpan[] = [];
  for (let k = count; k > 0; k = back[k] as number) {
    spans.push({
      from: back[k] as number,
      to: k,
      prefix: prefixOf[k] as number,
      split: splitOf[k] as number,
    });
  }
  return spans.reverse();
}
