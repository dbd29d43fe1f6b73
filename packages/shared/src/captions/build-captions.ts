import { type CueSpan, chooseCues } from './choose-cues.js';
import { cleanName } from './cue-text.js';
import { cueTimes, type SpokenCues } from './cue-times.js';
import { layoutLines } from './layout-lines.js';
import { type Measure, measure, width } from './measure.js';
import { resolveCaptionOptions } from './resolve-options.js';
import { tokenize } from './tokens.js';
import type {
  CaptionOptions,
  CaptionSegment,
  Cue,
  ResolvedCaptionOptions,
  SpeakerLabels,
} from './types.js';
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
  // Each pass is a function of its own, none of them here: the engine optimises a long loop by
  // compiling the function around it, and in a cold process a small one compiles sooner.
  const m = measure(tokenize(segments, resolved.maxCharsPerLine));
  if (m.text.length === 0) return [];
  const turns = speakerTurns(m, options.speakers, resolved.speakerLabels);
  const spans = chooseCues(m, turns.turnStart, turns.labelRoom, resolved);
  const { lines, spoken } = cueText(m, spans, resolved);
  return toCues(spans, lines, cueTimes(spoken, resolved), (span) =>
    turns.names.get(m.speakers[m.segment[span.from] as number] as string),
  );
}

/** The cues, from their spans, lines, times and speakers' names. */
function toCues(
  spans: CueSpan[],
  lines: string[][],
  times: { start: Float64Array; end: Float64Array },
  nameOf: (span: CueSpan) => string | undefined,
): Cue[] {
  const cues: Cue[] = [];
  for (let c = 0; c < spans.length; c++) {
    const span = spans[c] as CueSpan;
    const cue: Cue = {
      start_s: (times.start[c] as number) / 1000,
      end_s: (times.end[c] as number) / 1000,
      lines: lines[c] as string[],
    };
    const name = nameOf(span);
    if (name) {
      cue.speaker = name;
      if (span.prefix > 0) cue.showSpeaker = true;
    }
    cues[c] = cue;
  }
  return cues;
}

/**
 * Turns of one speaker (`turnStart[i]`: where the turn of token `i` begins), the names written
 * (the given ones, else `Speaker 1`, `2`… in order of first words), and the room a `[Name] `
 * label takes at the start of a cue (`labelRoom[i]`): on every cue, on the first of each turn,
 * or never.
 */
function speakerTurns(
  m: Measure,
  speakers: CaptionOptions['speakers'],
  labels: SpeakerLabels,
): { turnStart: Int32Array; labelRoom: Int32Array; names: Map<string, string> } {
  const given = new Map<string, string>();
  for (const speaker of speakers ?? []) {
    const name = (speaker?.name || speaker?.label || '').replace(/\s+/g, ' ').trim();
    if (typeof speaker?.id === 'string' && name) given.set(speaker.id, name);
  }
  const { segment } = m;
  const count = segment.length;
  const names = new Map<string, string>();
  const turnStart = new Int32Array(count);
  const labelRoom = new Int32Array(count);
  const labelled = labels !== 'none';
  const always = labels === 'always';
  let turn = 0;
  let turnRoom = 0;
  let speaker = '';
  for (let i = 0; i < count; i++) {
    // Tokens of one segment share its speaker: only a new segment can open a turn.
    const opens =
      i === 0 || (segment[i] !== segment[i - 1] && m.speakers[segment[i] as number] !== speaker);
    if (opens) {
      speaker = m.speakers[segment[i] as number] as string;
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
  return { turnStart, labelRoom, names };
}

/** Each cue's lines, and what its timing needs, in one pass over its tokens. */
function cueText(
  m: Measure,
  spans: CueSpan[],
  options: ResolvedCaptionOptions,
): { lines: string[][]; spoken: SpokenCues } {
  const { end, glued } = m;
  const lines: string[][] = [];
  const spoken: SpokenCues = {
    speechStart: new Float64Array(spans.length),
    speechEnd: new Float64Array(spans.length),
    chars: new Float64Array(spans.length),
  };
  for (let c = 0; c < spans.length; c++) {
    const { from, to, prefix, split } = spans[c] as CueSpan;
    // Up to two lines the search has laid the cue out already (`layoutLines`' choice).
    const breaks =
      options.maxLines === 2
        ? split < 0
          ? []
          : [split]
        : (layoutLines(m, from, to, prefix, options.maxCharsPerLine, options.maxLines)?.breaks ??
          []);
    const cueLines: string[] = [];
    // A line break takes the place of the space before the word that starts the next line.
    let spaces = 0;
    let lineStart = from;
    for (let b = 0; b < breaks.length; b++) {
      const lineEnd = breaks[b] as number;
      cueLines.push(lineText(m, lineStart, lineEnd));
      if (!glued[lineEnd]) spaces++;
      lineStart = lineEnd;
    }
    cueLines.push(lineText(m, lineStart, to));
    let speechEnd = 0;
    for (let k = from; k < to; k++) speechEnd = Math.max(speechEnd, end[k] as number);
    lines[c] = cueLines;
    spoken.speechStart[c] = m.start[from] as number;
    spoken.speechEnd[c] = speechEnd;
    spoken.chars[c] = prefix + width(m, from, to) - spaces;
  }
  return { lines, spoken };
}

/** Tokens `[from, to)` as one line of text: a space between words, none before a glued piece. */
function lineText(m: Measure, from: number, to: number): string {
  // Without a glued piece (nearly always), one join: a flat string, where adding word by word
  // would leave a chain of pieces for the collector and the writer to walk.
  let k = from + 1;
  while (k < to && !m.glued[k]) k++;
  if (k === to) return m.text.slice(from, to).join(' ');
  let line = m.text[from] as string;
  for (k = from + 1; k < to; k++) line += m.glued[k] ? m.text[k] : ` ${m.text[k]}`;
  return line;
}
