import { CaptionParseError } from './parse-errors.js';
import { parseTimingLine, textLines } from './parse-time.js';
import type { Cue } from './types.js';

const VOICE = /^<v(?:\.[^\s>]*)?(?:\s+([^>]*))?>/;
const TAG = /<[^>]*>/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  quot: '"',
  apos: "'",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Reads WebVTT text into cues: the speaker from the first voice span (`<v Name>`), lines without
 * markup and with entities decoded, as viewers see them; NOTE, STYLE and REGION blocks skipped.
 * Throws a `CaptionParseError` with the line number when the `WEBVTT` header or a timing line is
 * missing.
 */
export function parseVtt(text: string): Cue[] {
  if (typeof text !== 'string') throw new TypeError('parseVtt: text must be a string');
  const lines = textLines(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    throw new CaptionParseError(
      'missing_header',
      1,
      `a WebVTT file starts with "WEBVTT", found "${(lines[0] ?? '').slice(0, 60)}"`,
    );
  }
  const cues: Cue[] = [];
  let i = 1;
  // The header block runs to the first blank line.
  while (i < lines.length && (lines[i] as string).trim()) i++;
  while (i < lines.length) {
    if (!(lines[i] as string).trim()) {
      i++;
      continue;
    }
    const first = lines[i] as string;
    if (/^(NOTE|STYLE|REGION)(?:\s|$)/.test(first)) {
      while (i < lines.length && (lines[i] as string).trim()) i++;
      continue;
    }
    let id: string | undefined;
    let timing = parseTimingLine(first);
    if (!timing && !first.includes('-->')) {
      id = first.trim();
      i++;
      timing = parseTimingLine(lines[i] ?? '');
    }
    if (!timing) {
      throw new CaptionParseError(
        'bad_timing',
        i + 1,
        `expected a time line such as "00:00:01.000 --> 00:00:02.500", found "${(lines[i] ?? '').trim().slice(0, 60)}"`,
      );
    }
    i++;
    let speaker: string | undefined;
    const shown: string[] = [];
    while (i < lines.length && (lines[i] as string).trim()) {
      let line = (lines[i] as string).trim();
      const voice = VOICE.exec(line);
      if (voice) {
        speaker ??= decode(voice[1]?.trim() ?? '') || undefined;
        line = line.slice(voice[0].length);
      }
      const plain = decode(line.replace(TAG, '')).trim();
      if (plain) shown.push(plain);
      i++;
    }
    const cue: Cue = { start_s: timing.start, end_s: timing.end, lines: shown };
    if (speaker) cue.speaker = speaker;
    cue.id = id ?? String(cues.length + 1);
    cues.push(cue);
  }
  return cues;
}
