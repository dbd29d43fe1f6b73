import { type CueSpan, chooseCues } from './choose-cues.js';
import { cleanName } from './cue-text.js';
import { cueTimes } from './cue-times.js';
import { layoutLines } from './layout-lines.js';
import { type Measure, measure, width } from './measure.js';
import { resolveCaptionOptions } from './resolve-options.js';
import { type Token, tokenize } from './tokens.js';
import type { CaptionOptions, CaptionSegment, CaptionSpeaker, Cue } from './types.js';
import { visibleLength } from './visible-length.js';

/** Speaker ids to the names written: the given names or labels, else `Speaker 1`, `2`… in order. */
function speakerNames(tokens: Token[], speakers: readonly CaptionSpeaker[] = []) {
  const given = new Map<string, string>();
  for (const speaker of speakers) {
    const name = (speaker?.name || speaker?.label || '').replace(/\s+/g, ' ').trim();
    if (typeof speaker?.id === 'string' && name) given.set(speaker.id, name);
  }
  const names = new Map<string, string>();
  for (const token of tokens) {
    if (!token.speaker || names.has(token.speaker)) continue;
    names.set(token.speaker, given.get(token.speaker) ?? `Speaker ${names.size + 1}`);
  }
  return names;
}

/** The text of tokens `[from, to)`, laid out in lines at `breaks`. */
function linesOf(m: Measure, span: CueSpan, breaks: number[]): string[] {
  const lines: string[] = [];
  const starts = [span.from, ...breaks, span.to];
  for (let l = 0; l + 1 < starts.length; l++) {
    let line = '';
    for (let k = starts[l] as number; k < (starts[l + 1] as number); k++) {
      const token = m.tokens[k] as Token;
      line += k > (starts[l] as number) && !token.glued ? ` ${token.text}` : token.text;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Builds captions from a transcript's segments to a preset (default `netflix`) and your changes.
 * Words are kept, every one, in order; lines break after punctuation and before conjunctions and
 * prepositions, never between an article and its noun, and are balanced; a cue never holds two
 * speakers; times come from the words (without words, from the segment's time spread over its
 * text by characters), never earlier than the speech, never overlapping.
 *
 * ```ts
 * import { buildCaptions, toSrt } from '@scribekit/sdk/captions';
 * const segments = [{ start_s: 0.5, end_s: 2.1, text: 'Hello and welcome.', speaker_id: 's1' }];
 * const srt = toSrt(buildCaptions(segments, { preset: 'netflix' }));
 * ```
 */
export function buildCaptions(
  segments: readonly CaptionSegment[],
  options: CaptionOptions = {},
): Cue[] {
  const resolved = resolveCaptionOptions(options);
  if (!Array.isArray(segments)) {
    throw new TypeError('buildCaptions: segments must be an array of transcript segments');
  }
  const tokens = tokenize(segments, resolved.maxCharsPerLine);
  if (tokens.length === 0) return [];
  const m = measure(tokens);
  const names = speakerNames(tokens, options.speakers);

  // Turns of one speaker, and the room a `[Name] ` label takes at the start of a cue: on every
  // cue, on the first of each turn, or never.
  const turnStart = new Int32Array(tokens.length);
  const labelRoom = new Int32Array(tokens.length);
  const labelled = resolved.speakerLabels !== 'none';
  for (let i = 0; i < tokens.length; i++) {
    const speaker = (tokens[i] as Token).speaker;
    const opens = i === 0 || (tokens[i - 1] as Token).speaker !== speaker;
    turnStart[i] = opens ? i : (turnStart[i - 1] as number);
    const name = labelled && (opens || resolved.speakerLabels === 'always') && names.get(speaker);
    labelRoom[i] = name ? visibleLength(cleanName(name)) + 3 : 0;
  }
  const spans = chooseCues(m, turnStart, labelRoom, resolved);

  const layouts = spans.map((span) =>
    layoutLines(m, span.from, span.to, span.prefix, resolved.maxCharsPerLine, resolved.maxLines),
  );
  const times = cueTimes(
    spans.map((span, index) => {
      let speechEnd = 0;
      for (let k = span.from; k < span.to; k++) {
        speechEnd = Math.max(speechEnd, (tokens[k] as Token).end);
      }
      // A line break takes the place of the space before the word that starts the next line.
      const breaks = layouts[index]?.breaks ?? [];
      const spaces = breaks.filter((k) => !(tokens[k] as Token).glued).length;
      return {
        speechStart: (tokens[span.from] as Token).start,
        speechEnd,
        chars: span.prefix + width(m, span.from, span.to) - spaces,
      };
    }),
    resolved,
  );

  return spans.map((span, index) => {
    const layout = layouts[index];
    const time = times[index] as { start: number; end: number };
    const cue: Cue = {
      start_s: time.start / 1000,
      end_s: time.end / 1000,
      lines: linesOf(m, span, layout?.breaks ?? []),
    };
    const name = names.get((tokens[span.from] as Token).speaker);
    if (name) {
      cue.speaker = name;
      if (span.prefix > 0) cue.showSpeaker = true;
    }
    return cue;
  });
}
