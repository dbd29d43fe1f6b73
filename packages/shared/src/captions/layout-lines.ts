import { type Measure, width } from './measure.js';

/** Where the lines of a cue start, and what the layout costs. */
export interface Layout {
  cost: number;
  /** Token indices that start the second, third… line. */
  breaks: number[];
}

const ONE_LINE: Layout = { cost: 0, breaks: [] };

/** Uneven lines cost up to about 12; a top line longer than the bottom one a little more. */
function balance(top: number, bottom: number, maxChars: number): number {
  const diff = top - bottom;
  return ((diff > 0 ? diff * 1.2 : -diff) * 10) / maxChars;
}

/** The fewest lines tokens `[from, to)` take when each line is filled before the next. */
function greedyLines(m: Measure, from: number, to: number, prefix: number, maxChars: number) {
  let lines = 1;
  let lineStart = from;
  for (let k = from + 1; k <= to; k++) {
    if ((lineStart === from ? prefix : 0) + width(m, lineStart, k) <= maxChars) continue;
    // Token k - 1 does not fit on this line: it starts the next one, unless it is alone already.
    if (k - 1 === lineStart) return Number.POSITIVE_INFINITY;
    lines++;
    lineStart = k - 1;
    if (width(m, lineStart, k) > maxChars) return Number.POSITIVE_INFINITY;
  }
  return lines;
}

/** The best two-line layout, or null when none fits. */
function twoLines(
  m: Measure,
  from: number,
  to: number,
  prefix: number,
  maxChars: number,
  firstBreak = from + 1,
): Layout | null {
  let bestCost = Number.POSITIVE_INFINITY;
  let bestBreak = -1;
  for (let k = Math.max(from + 1, firstBreak); k < to; k++) {
    const top = prefix + width(m, from, k);
    if (top > maxChars) break;
    const bottom = width(m, k, to);
    if (bottom > maxChars) continue;
    const cost = (m.breakBefore[k] as number) + balance(top, bottom, maxChars);
    if (cost < bestCost) {
      bestCost = cost;
      bestBreak = k;
    }
  }
  return bestBreak < 0 ? null : { cost: bestCost, breaks: [bestBreak] };
}

/** The best layout in exactly `lines` lines, lines near the average width (small inputs only). */
function manyLines(
  m: Measure,
  from: number,
  to: number,
  prefix: number,
  maxChars: number,
  lines: number,
): Layout | null {
  const n = to - from;
  const average = (prefix + width(m, from, to)) / lines;
  const lineCost = (a: number, b: number) => {
    const w = (a === from ? prefix : 0) + width(m, a, b);
    return w > maxChars ? Number.POSITIVE_INFINITY : (Math.abs(w - average) * 10) / maxChars;
  };
  // cost[l][k]: tokens [from, from + k) in l lines; back[l][k]: where the last of them starts.
  const cost = Array.from({ length: lines + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const back = Array.from({ length: lines + 1 }, () => new Array<number>(n + 1).fill(-1));
  (cost[0] as number[])[0] = 0;
  for (let l = 1; l <= lines; l++) {
    for (let k = 1; k <= n; k++) {
      for (let j = l - 1; j < k; j++) {
        const before = (cost[l - 1] as number[])[j] as number;
        if (before === Infinity) continue;
        const add =
          lineCost(from + j, from + k) + (j > 0 ? (m.breakBefore[from + j] as number) : 0);
        if (before + add < ((cost[l] as number[])[k] as number)) {
          (cost[l] as number[])[k] = before + add;
          (back[l] as number[])[k] = j;
        }
      }
    }
  }
  const total = (cost[lines] as number[])[n] as number;
  if (total === Infinity) return null;
  const breaks: number[] = [];
  for (let l = lines, k = n; l > 1; l--) {
    k = (back[l] as number[])[k] as number;
    breaks.unshift(from + k);
  }
  return { cost: total, breaks };
}

/**
 * Lays tokens `[from, to)` out in the fewest lines of at most `maxChars` (one line when it fits,
 * as Netflix asks), the first line holding `prefix` characters of speaker label; null when they do
 * not fit in `maxLines`.
 */
export function layoutLines(
  m: Measure,
  from: number,
  to: number,
  prefix: number,
  maxChars: number,
  maxLines: number,
): Layout | null {
  if (prefix + width(m, from, to) <= maxChars) return ONE_LINE;
  if (maxLines === 1 || to - from < 2) return null;
  if (maxLines === 2) return twoLines(m, from, to, prefix, maxChars);
  const fewest = greedyLines(m, from, to, prefix, maxChars);
  if (fewest > maxLines) return null;
  return fewest === 2
    ? twoLines(m, from, to, prefix, maxChars)
    : manyLines(m, from, to, prefix, maxChars, fewest);
}

/**
 * `layoutLines`'s cost for choosing cues: exact up to two lines; for more, whether the tokens fit
 * (0) or not (null), the lines being laid out once the cue is chosen.
 */
export function layoutCost(
  m: Measure,
  from: number,
  to: number,
  prefix: number,
  maxChars: number,
  maxLines: number,
): number | null {
  if (maxLines <= 2) return layoutLines(m, from, to, prefix, maxChars, maxLines)?.cost ?? null;
  if (prefix + width(m, from, to) <= maxChars) return 0;
  return greedyLines(m, from, to, prefix, maxChars) <= maxLines ? 0 : null;
}
