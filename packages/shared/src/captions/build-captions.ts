import { type CueSpan, chooseCues } from './choose-cues.js';
import { cleanName } from './cue-text.js';
import { cueTimes, type SpokenSpan } from './cue-times.js';
import { layoutLines } from './layout-lines.js';
import { measure, width } from './measure.js';
import { resolveCaptionOptions } from './resolve-options.js';
import { type Token, tokenize } from './tokens.js';
import type { CaptionOptions, CaptionSegment, Cue } from './types.js';
import { visibleLength } from './visible-length.js';

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
  const tokenized = tokenize(segments, resolved.maxCharsPerLine);
  const tokens = tokenized.tokens;
  if (tokens.length === 0) return [];
  const m = measure(tokenized);
  const count = tokens.length;

  // Turns of one speaker (`turnStart[i]`: where the turn of token `i` begins), the names written
  // (the given ones, else `Speaker 1`, `2`… in order of first words), and the room a `[Name] `
  // label takes at the start of a cue: on every cue, on the first of each turn, or never.
  const given = new Map<string, string>();
  for (const speaker of options.speakers ?? []) {
    const name = (speaker?.name || speaker?.label || '').replace(/\s+/g, ' ').trim();
    if (typeof speaker?.id === 'string' && name) given.set(speaker.id, name);
  }
  const names = new Map<string, string>();
  const turnStart = new Int32Array(count);
  const labelRoom = new Int32Array(count);
  const labelled = resolved.speakerLabels !== 'none';
  const always = resolved.speakerLabels === 'always';
  let turn = 0;
  let turnRoom = 0;
  for (let i = 0; i < count; i++) {
    const speaker = (tokens[i] as Token).speaker;
    const opens = i === 0 || (tokens[i - 1] as Token).speaker !== speaker;
    if (opens) {
      turn = i;
      let name = names.get(speaker);
      if (speaker && name === undefined) {
        name = given.get(speaker) ?? `Speaker ${names.size + 1}`;
        names.set(speaker, name);
      }
      turnRoom = labelled && name ? visibleLength(cleanName(name)) + 3 : 0;
    }
    turnStart[i] = turn;
    labelRoom[i] = opens || always ? turnRoom : 0;
  }
  const spans = chooseCues(m, turnStart, labelRoom, resolved);

  // Each cue's lines, and what its timing needs, in one pass over its tokens.
  const cueLines: string[][] = [];
  const spoken: SpokenSpan[] = [];
  for (let c = 0; c < spans.length; c++) {
    const { from, to, prefix } = spans[c] as CueSpan;
    const breaks =
      layoutLines(m, from, to, prefix, resolved.maxCharsPerLine, resolved.maxLines)?.breaks ?? [];
    const lines: string[] = [];
    let line = '';
    let speechEnd = 0;
    // A line break takes the place of the space before the word that starts the next line.
    let spaces = 0;
    let nextBreak = 0;
    for (let k = from; k < to; k++) {
      const token = tokens[k] as Token;
      speechEnd = Math.max(speechEnd, m.end[k] as number);
      if (k === breaks[nextBreak]) {
        nextBreak++;
        lines.push(line);
        line = token.text;
        if (!token.glued) spaces++;
      } else line += k > from && !token.glued ? ` ${token.text}` : token.text;
    }
    lines.push(line);
    cueLines[c] = lines;
    spoken[c] = {
      speechStart: m.start[from] as number,
      speechEnd,
      chars: prefix + width(m, from, to) - spaces,
    };
  }
  const times = cueTimes(spoken, resolved);

  const cues: Cue[] = [];
  for (let c = 0; c < spans.length; c++) {
    const span = spans[c] as CueSpan;
    const time = times[c] as { start: number; end: number };
    const cue: Cue = {
      start_s: time.start / 1000,
      end_s: time.end / 1000,
      lines: cueLines[c] as string[],
    };
    const name = names.get((tokens[span.from] as Token).speaker);
    if (name) {
      cue.speaker = name;
      if (span.prefix > 0) cue.showSpeaker = true;
    }
    cues[c] = cue;
  }
  return cues;
}
