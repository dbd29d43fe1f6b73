import { clock } from './clock.js';
import { shownLines } from './cue-text.js';
import { resolveCaptionOptions } from './resolve-options.js';
import type { CaptionOptions, Cue, Violation, ViolationKind } from './types.js';
import { visibleLength } from './visible-length.js';

// Times in files have whole milliseconds: a limit met to within one is met.
const TOLERANCE_S = 0.001;
// Formatting markup viewers do not see: SRT's <i>…</i>, <font …> and {\an8}.
const MARKUP = /<[^>]*>|\{\\[^}]*\}/g;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Checks cues against a preset (default `netflix`) and your changes: line length and count, time
 * on screen, reading speed, the gap to the next cue, overlaps and broken times. Characters are
 * counted as people see them (grapheme clusters), labels included and markup not; reading speed
 * is the characters shown over the time on screen. Times are compared to the millisecond.
 */
export function checkCaptions(cues: readonly Cue[], options: CaptionOptions = {}): Violation[] {
  const rules = resolveCaptionOptions(options);
  const found: Violation[] = [];
  cues.forEach((cue, index) => {
    const start = Number(cue?.start_s);
    const end = Number(cue?.end_s);
    const at = Number.isFinite(start) && start >= 0 ? clock(start, '.') : '?';
    const add = (
      kind: ViolationKind,
      value: number,
      limit: number,
      text: string,
      line?: number,
    ) => {
      const violation: Violation = {
        kind,
        cue: index,
        start_s: Number.isFinite(start) ? start : 0,
        value,
        limit,
        message: `Cue ${index + 1} (${at}): ${text}`,
      };
      if (line !== undefined) violation.line = line;
      found.push(violation);
    };

    if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || end <= start) {
      add(
        'invalid-time',
        end - start,
        0,
        `its times run from ${String(cue?.start_s)} to ${String(cue?.end_s)} s: it must end after it starts, from 0 on`,
      );
      return;
    }
    const lines = shownLines(cue).map((line) => line.replace(MARKUP, '').trim());
    const lengths = lines.map(visibleLength);
    const chars = lengths.reduce((sum, length) => sum + length, 0);
    if (chars === 0) add('empty', 0, 1, 'it has no text');
    if (lines.length > rules.maxLines) {
      add(
        'too-many-lines',
        lines.length,
        rules.maxLines,
        `${lines.length} lines; the limit is ${rules.maxLines}`,
      );
    }
    lengths.forEach((length, line) => {
      if (length > rules.maxCharsPerLine) {
        add(
          'line-too-long',
          length,
          rules.maxCharsPerLine,
          `line ${line + 1} has ${length} characters; the limit is ${rules.maxCharsPerLine}`,
          line,
        );
      }
    });
    const duration = end - start;
    if (duration < rules.minDurationS - TOLERANCE_S) {
      add(
        'too-short',
        round(duration, 3),
        round(rules.minDurationS, 3),
        `on screen ${round(duration, 3)} s; the minimum is ${round(rules.minDurationS, 3)} s`,
      );
    }
    if (duration > rules.maxDurationS + TOLERANCE_S) {
      add(
        'too-long',
        round(duration, 3),
        rules.maxDurationS,
        `on screen ${round(duration, 3)} s; the maximum is ${rules.maxDurationS} s`,
      );
    }
    const speed = chars / duration;
    if (chars > 0 && chars > rules.maxCharsPerSecond * (duration + TOLERANCE_S)) {
      add(
        'reading-speed',
        round(speed, 1),
        rules.maxCharsPerSecond,
        `${chars} characters in ${round(duration, 3)} s is ${round(speed, 1)} characters a second; the limit is ${rules.maxCharsPerSecond}`,
      );
    }
    const next = cues[index + 1];
    const nextStart = Number(next?.start_s);
    if (next && Number.isFinite(nextStart)) {
      const gap = nextStart - end;
      if (gap < -TOLERANCE_S / 2) {
        add('overlap', round(-gap, 3), 0, `it overlaps cue ${index + 2} by ${round(-gap, 3)} s`);
      } else if (gap < rules.minGapS - TOLERANCE_S) {
        add(
          'gap-too-small',
          round(gap, 3),
          round(rules.minGapS, 3),
          `${round(gap, 3)} s before cue ${index + 2}; the minimum gap is ${round(rules.minGapS, 3)} s`,
        );
      }
    }
  });
  return found;
}
