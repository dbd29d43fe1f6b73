import type { CaptionSegment, CaptionWord } from './types.js';
import { graphemes, visibleLength } from './visible-length.js';
import { wordClass } from './word-classes.js';

/**
 * A word ready for layout: its text, size and what a break after it means. Its times are kept
 * apart (`Tokens`): in number arrays they cost no allocation each, as two object fields would.
 */
export interface Token {
  text: string;
  /** Characters as people see them. */
  length: number;
  /** Who speaks (the segment's `speaker_id`, '' when none). */
  speaker: string;
  /** Index of the segment it came from. */
  segment: number;
  /** A piece of a word too long for a line: joined to the piece before it without a space. */
  glued: boolean;
  /** Word classes (`word-classes.ts`). */
  classes: number;
  /** Ends a sentence (`.`, `?`, `!`, `…`). */
  sentenceEnd: boolean;
  /** Ends a clause (`,`, `;`, `:`, a dash). */
  clauseEnd: boolean;
  /** Punctuation alone (` — `, ` ... `): kept with the word before it. */
  punctuation: boolean;
  /** Starts with a capital letter. */
  capital: boolean;
  /** A number (`12`, `3,5`, `1.000`). */
  numeric: boolean;
}

const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/u;
const CLAUSE_END = /[,;:–—]["'”’»)\]]*$|^[-–—]+$/u;
const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;
const CAPITAL = /^["'“„«(]*\p{Lu}/u;
const NUMERIC = /^[\p{Sc}(]*[\d][\d.,:/%]*[\p{Sc})]*[.,]?$/u;
const ABBREVIATION =
  /^(?:mr|mrs|ms|dr|prof|st|vs|etc|e\.g|i\.e|z\.b|bzw|usw|ca|nr|vgl|u\.a|d\.h|inc|ltd|jr|sr)\.$/i;
// Where an over-long token (a URL, a path) may be cut: after one of these.
const CUT_AFTER = /[/\-._?&=#:+,]/;
// Endings after which German compounds join their next part (`Rechtsschutzversicherungs|…`).
const COMPOUND_JOINTS = /(?:ungs|heits|keits|schafts|tions|täts|ings|lings|ens)$/;
const SPACE = /\s/;
const VISIBLE = /\S/;

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The tokens of a transcript and their times in seconds (`start[i]`, `end[i]` of token `i`). */
export interface Tokens {
  tokens: Token[];
  start: number[];
  end: number[];
}

/** What a word's text says about it, worked out once per distinct text. */
interface Traits
  extends Pick<
    Token,
    'length' | 'classes' | 'sentenceEnd' | 'clauseEnd' | 'punctuation' | 'capital' | 'numeric'
  > {
  /** Shows something (not only whitespace). */
  visible: boolean;
  /** Holds whitespace (`New York`): split into one token per part. */
  spaced: boolean;
}

function traitsOf(text: string): Traits {
  const punctuation = PUNCTUATION_ONLY.test(text);
  return {
    length: visibleLength(text),
    classes: punctuation ? 0 : wordClass(text),
    sentenceEnd: SENTENCE_END.test(text) && !ABBREVIATION.test(text),
    clauseEnd: CLAUSE_END.test(text),
    punctuation,
    capital: CAPITAL.test(text),
    numeric: NUMERIC.test(text),
    visible: VISIBLE.test(text),
    spaced: SPACE.test(text),
  };
}

/** A token of a text with these traits: every token gets this one shape (fast layout loops). */
function tokenOf(
  text: string,
  traits: Traits,
  speaker: string,
  segment: number,
  glued: boolean,
): Token {
  return {
    text,
    length: traits.length,
    speaker,
    segment,
    glued,
    classes: traits.classes,
    sentenceEnd: traits.sentenceEnd,
    clauseEnd: traits.clauseEnd,
    punctuation: traits.punctuation,
    capital: traits.capital,
    numeric: traits.numeric,
  };
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
  // What each text says about it, read once per distinct text (a transcript repeats its words:
  // a 6-hour one has 48 000 words and a few hundred texts, so a word costs one Map lookup).
  const known = new Map<string, Traits>();
  const traitsOfText = (text: string): Traits => {
    let found = known.get(text);
    if (!found) {
      found = traitsOf(text);
      known.set(text, found);
    }
    return found;
  };
  const tokens: Token[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  /** Adds a token; one longer than a line as its pieces, the time shared by length. */
  const add = (
    text: string,
    traits: Traits,
    start: number,
    end: number,
    speaker: string,
    index: number,
  ) => {
    if (traits.length <= maxChars) {
      tokens.push(tokenOf(text, traits, speaker, index, false));
      starts.push(start);
      ends.push(end);
      return;
    }
    let at = start;
    cutLong(text, maxChars).forEach((piece, k) => {
      const pieceTraits = traitsOfText(piece);
      const share = ((end - start) * pieceTraits.length) / traits.length;
      tokens.push(tokenOf(piece, pieceTraits, speaker, index, k > 0));
      starts.push(at);
      ends.push(at + share);
      at += share;
    });
  };
  let last = 0;
  /** Adds the words that show something; false when none does. */
  const addWords = (
    words: readonly CaptionWord[],
    speaker: string,
    index: number,
    from: number,
  ) => {
    let added = false;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as CaptionWord;
      const text = word?.text;
      const traits = typeof text === 'string' ? traitsOfText(text) : undefined;
      if (!traits?.visible) continue;
      added = true;
      const start = Math.max(
        finite(word.start_s)
          ? word.start_s
          : tokens.length === 0
            ? from
            : finite(word.end_s)
              ? word.end_s
              : last,
        last,
        0,
      );
      const end = Math.max(finite(word.end_s) ? word.end_s : start, start);
      last = start;
      if (!traits.spaced) {
        add(text as string, traits, start, end, speaker, index);
        continue;
      }
      // A "word" holding spaces (`New York`) becomes one token per part, its time shared.
      const parts = (text as string).trim().split(/\s+/);
      const total = parts.reduce((sum, part) => sum + visibleLength(part), 0);
      let at = start;
      for (const part of parts) {
        const share = ((end - start) * visibleLength(part)) / total;
        add(part, traitsOfText(part), at, at + share, speaker, index);
        at += share;
      }
    }
    return added;
  };
  const inOrder = ordered(segments);
  for (let index = 0; index < inOrder.length; index++) {
    const segment = inOrder[index] as CaptionSegment;
    const speaker = typeof segment.speaker_id === 'string' ? segment.speaker_id : '';
    const from = finite(segment.start_s) ? segment.start_s : last;
    const words = Array.isArray(segment.words) ? segment.words : [];
    // Without a word that shows something, the segment's text spread over its time.
    if (!addWords(words, speaker, index, from))
      addWords(wordsFromText(segment), speaker, index, from);
  }
  return { tokens, start: starts, end: ends };
}
