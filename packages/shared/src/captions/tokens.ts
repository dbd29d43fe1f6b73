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
  start: Float64Array;
  end: Float64Array;
  traits: Int32Array;
  /** Characters as people see them. */
  length: Int32Array;
  /** Index of the segment it came from (in the order `speakers` follows). */
  segment: Int32Array;
  glued: Uint8Array;
  /** Who speaks in each segment (its `speaker_id`, '' when none). */
  speakers: string[];
}

type NumberArray = Float64Array | Int32Array | Uint8Array;

/** `array` in a new one of `size` (larger). */
function grown<T extends NumberArray>(array: T, size: number): T {
  const bigger = new (array.constructor as new (size: number) => T)(size);
  bigger.set(array);
  return bigger;
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
  const key = (s: CaptionSegment) =>
    bySeq ? (s.seq as number) : finite(s.start_s) ? s.start_s : 0;
  // Already in order (as the API lists them): the list as it is, which the sort would give back.
  if (list.every((segment, i) => i === 0 || key(list[i - 1] as CaptionSegment) <= key(segment))) {
    return list;
  }
  return list
    .map((segment, index) => ({ segment, index }))
    .sort((a, b) => key(a.segment) - key(b.segment) || a.index - b.index)
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
  // Typed arrays sized for a token a word (grown when words split): one allocation each, outside
  // the heap the garbage collector copies.
  let capacity = 16;
  for (const segment of segments) {
    const words = segment?.words;
    capacity += Array.isArray(words) ? words.length : 1;
  }
  const text: string[] = [];
  const speakers: string[] = [];
  let start = new Float64Array(capacity);
  let end = new Float64Array(capacity);
  let traits = new Int32Array(capacity);
  let length = new Int32Array(capacity);
  let segment = new Int32Array(capacity);
  let glued = new Uint8Array(capacity);
  let count = 0;
  const push = (
    word: string,
    id: number,
    from: number,
    to: number,
    index: number,
    piece: number,
  ) => {
    if (count === capacity) {
      capacity *= 2;
      start = grown(start, capacity);
      end = grown(end, capacity);
      traits = grown(traits, capacity);
      length = grown(length, capacity);
      segment = grown(segment, capacity);
      glued = grown(glued, capacity);
    }
    text.push(word);
    start[count] = from;
    end[count] = to;
    traits[count] = vocabulary.traits[id] as number;
    length[count] = vocabulary.length[id] as number;
    segment[count] = index;
    glued[count] = piece;
    count++;
  };
  /** Adds a token; one longer than a line as its pieces, the time shared by length. */
  const add = (word: string, id: number, from: number, to: number, index: number) => {
    const size = vocabulary.length[id] as number;
    if (size <= maxChars) {
      push(word, id, from, to, index, 0);
      return;
    }
    let at = from;
    cutLong(word, maxChars).forEach((piece, k) => {
      const pieceId = vocabulary.id(piece);
      const share = ((to - from) * (vocabulary.length[pieceId] as number)) / size;
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
      const said = word?.text;
      if (typeof said !== 'string') continue;
      const id = vocabulary.id(said);
      const kind = vocabulary.traits[id] as number;
      if (!(kind & VISIBLE)) continue;
      added = true;
      const wordStart = Math.max(
        finite(word.start_s)
          ? word.start_s
          : count === 0
            ? from
            : finite(word.end_s)
              ? word.end_s
              : last,
        last,
        0,
      );
      const wordEnd = Math.max(finite(word.end_s) ? word.end_s : wordStart, wordStart);
      last = wordStart;
      if (!(kind & SPACED)) {
        add(said, id, wordStart, wordEnd, index);
        continue;
      }
      // A "word" holding spaces (`New York`) becomes one token per part, its time shared.
      const parts = said.trim().split(/\s+/);
      const total = parts.reduce((sum, part) => sum + visibleLength(part), 0);
      let at = wordStart;
      for (const part of parts) {
        const share = ((wordEnd - wordStart) * visibleLength(part)) / total;
        add(part, vocabulary.id(part), at, at + share, index);
        at += share;
      }
    }
    return added;
  };
  const inOrder = ordered(segments);
  for (let index = 0; index < inOrder.length; index++) {
    const segment = inOrder[index] as CaptionSegment;
    speakers.push(typeof segment.speaker_id === 'string' ? segment.speaker_id : '');
    const from = finite(segment.start_s) ? segment.start_s : last;
    const words = Array.isArray(segment.words) ? segment.words : [];
    // Without a word that shows something, the segment's text spread over its time.
    if (!addWords(words, index, from)) addWords(wordsFromText(segment), index, from);
  }
  return {
    text,
    start: start.subarray(0, count),
    end: end.subarray(0, count),
    traits: traits.subarray(0, count),
    length: length.subarray(0, count),
    segment: segment.subarray(0, count),
    glued: glued.subarray(0, count),
    speakers,
  };
}
