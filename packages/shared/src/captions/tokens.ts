import type { CaptionSegment, CaptionWord } from './types.js';
import { graphemes, visibleLength } from './visible-length.js';
import { SPACED, VISIBLE, Vocabulary } from './word-traits.js';

/**
 * The words of a transcript ready for layout, one entry per token in each array: a token's
 * text, its times in seconds, its traits (`word-traits.ts`) and size, the segment it came from,
 * and whether it is a piece of a word too long for a line, joined to the piece before it without
 * a space (`glued`, 1). Arrays of numbers rather than an object per token: no allocation per
 * word, and the layout loops stay monomorphic.
 */
export interface Tokens {
  text: string[];
  start: number[];
  end: number[];
  traits: number[];
  /** Characters as people see them. */
  length: number[];
  /** Index of the segment it came from (in the order `speakers` follows). */
  segment: number[];
  glued: number[];
  /** Who speaks in each segment (its `speaker_id`, '' when none). */
  speakers: string[];
}

// Where an over-long token (a URL, a path) may be cut: after one of these.
const CUT_AFTER = /[/\-._?&=#:+,]/;
// Endings after which German compounds join their next part (`Rechtsschutzversicherungs|…`).
const COMPOUND_JOINTS = /(?:ungs|heits|keits|schafts|tions|täts|ings|lings|ens)$/;

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Segments in order: by `seq` when every segment has one, else by start (stable). */
function ordered(segments: readonly CaptionSegment[]): CaptionSegment[] {
  const list = segments.filter((segment) => segment && typeof segment === 'object');
  const bySeq = list.every((segment) => finite(segment.seq));
  return list
    .map((segment, index) => ({ segment, index }))
    .sort((a, b) => {
      const key = (s: CaptionSegment) =>
        bySeq ? (s.seq as number) : finite(s.start_s) ? s.start_s : 0;
      return key(a.segment) - key(b.segment) || a.index - b.index;
    })
    .map((entry) => entry.segment);
}

/** A segment without words: its text spread over its time in proportion to characters. */
function wordsFromText(segment: CaptionSegment): CaptionWord[] {
  const parts = typeof segment.text === 'string' ? segment.text.split(/\s+/).filter(Boolean) : [];
  const start = finite(segment.start_s) ? segment.start_s : 0;
  const end = finite(segment.end_s) && segment.end_s > start ? segment.end_s : start;
  const total = parts.reduce((sum, part) => sum + visibleLength(part), 0);
  let at = start;
  return parts.map((text) => {
    const span = total > 0 ? ((end - start) * visibleLength(text)) / total : 0;
    const word = { start_s: at, end_s: at + span, text };
    at += span;
    return word;
  });
}

/** Whether a compound word's parts meet before `at` (`…ungs|…`, `…schafts|…`): a German joint. */
function joinsCompound(chars: string[], at: number): boolean {
  if (!/\p{Ll}/u.test(chars[at] ?? '')) return false;
  const before = chars
    .slice(Math.max(0, at - 7), at)
    .join('')
    .toLowerCase();
  return COMPOUND_JOINTS.test(before);
}

/**
 * Cuts a word longer than a line into line-long pieces, after a `/`, `-`, `.` and the like or at
 * a German compound's joint when one is in the last half of the line, else at the limit. Nothing
 * is added or dropped: the pieces joined give the word back.
 */
function cutLong(text: string, maxChars: number): string[] {
  const chars = graphemes(text);
  const pieces: string[] = [];
  let from = 0;
  while (chars.length - from > maxChars) {
    let cut = from + maxChars;
    for (let at = from + maxChars; at > from + maxChars / 2; at--) {
      if (CUT_AFTER.test(chars[at - 1] as string) || joinsCompound(chars, at)) {
        cut = at;
        break;
      }
    }
    pieces.push(chars.slice(from, cut).join(''));
    from = cut;
  }
  pieces.push(chars.slice(from).join(''));
  return pieces;
}

/**
 * The words of all segments as tokens, in order, with times made usable: a missing or broken time
 * takes its neighbour's, and times never run backwards (a word is never shown before the one
 * before it).
 */
export function tokenize(segments: readonly CaptionSegment[], maxChars: number): Tokens {
  const vocabulary = new Vocabulary();
  const tokens: Tokens = {
    text: [],
    start: [],
    end: [],
    traits: [],
    length: [],
    segment: [],
    glued: [],
    speakers: [],
  };
  const push = (
    text: string,
    id: number,
    start: number,
    end: number,
    index: number,
    glued: number,
  ) => {
    tokens.text.push(text);
    tokens.start.push(start);
    tokens.end.push(end);
    tokens.traits.push(vocabulary.traits[id] as number);
    tokens.length.push(vocabulary.length[id] as number);
    tokens.segment.push(index);
    tokens.glued.push(glued);
  };
  /** Adds a token; one longer than a line as its pieces, the time shared by length. */
  const add = (text: string, id: number, start: number, end: number, index: number) => {
    const length = vocabulary.length[id] as number;
    if (length <= maxChars) {
      push(text, id, start, end, index, 0);
      return;
    }
    let at = start;
    cutLong(text, maxChars).forEach((piece, k) => {
      const pieceId = vocabulary.id(piece);
      const share = ((end - start) * (vocabulary.length[pieceId] as number)) / length;
      push(piece, pieceId, at, at + share, index, k > 0 ? 1 : 0);
      at += share;
    });
  };
  let last = 0;
  /** Adds the words that show something; false when none does. */
  const addWords = (words: readonly CaptionWord[], index: number, from: number) => {
    let added = false;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as CaptionWord;
      const text = word?.text;
      if (typeof text !== 'string') continue;
      const id = vocabulary.id(text);
      const traits = vocabulary.traits[id] as number;
      if (!(traits & VISIBLE)) continue;
      added = true;
      const start = Math.max(
        finite(word.start_s)
          ? word.start_s
          : tokens.text.length === 0
            ? from
            : finite(word.end_s)
              ? word.end_s
              : last,
        last,
        0,
      );
      const end = Math.max(finite(word.end_s) ? word.end_s : start, start);
      last = start;
      if (!(traits & SPACED)) {
        add(text, id, start, end, index);
        continue;
      }
      // A "word" holding spaces (`New York`) becomes one token per part, its time shared.
      const parts = text.trim().split(/\s+/);
      const total = parts.reduce((sum, part) => sum + visibleLength(part), 0);
      let at = start;
      for (const part of parts) {
        const share = ((end - start) * visibleLength(part)) / total;
        add(part, vocabulary.id(part), at, at + share, index);
        at += share;
      }
    }
    return added;
  };
  const inOrder = ordered(segments);
  for (let index = 0; index < inOrder.length; index++) {
    const segment = inOrder[index] as CaptionSegment;
    tokens.speakers.push(typeof segment.speaker_id === 'string' ? segment.speaker_id : '');
    const from = finite(segment.start_s) ? segment.start_s : last;
    const words = Array.isArray(segment.words) ? segment.words : [];
    // Without a word that shows something, the segment's text spread over its time.
    if (!addWords(words, index, from)) addWords(wordsFromText(segment), index, from);
  }
  return tokens;
}
