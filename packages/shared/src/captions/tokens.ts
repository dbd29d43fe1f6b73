import type { CaptionSegment, CaptionWord } from './types.js';
import { graphemes, visibleLength } from './visible-length.js';
import { wordClass } from './word-classes.js';

/** A word ready for layout: its text, size, times and what a break after it means. */
export interface Token {
  text: string;
  /** Characters as people see them. */
  length: number;
  start: number;
  end: number;
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

/** What a word's text says about it, worked out once per distinct text. */
type Traits = Pick<
  Token,
  'length' | 'classes' | 'sentenceEnd' | 'clauseEnd' | 'punctuation' | 'capital' | 'numeric'
>;

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
  };
}

/** Makes tokens, reading each distinct text once (a transcript repeats its words). */
function tokenMaker() {
  const known = new Map<string, Traits>();
  return (
    text: string,
    start: number,
    end: number,
    speaker: string,
    segment: number,
    glued = false,
  ): Token => {
    let traits = known.get(text);
    if (!traits) {
      traits = traitsOf(text);
      known.set(text, traits);
    }
    // Written out (not spread): every token gets the same shape, which keeps the layout loops fast.
    return {
      text,
      length: traits.length,
      start,
      end,
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
  };
}

type MakeToken = ReturnType<typeof tokenMaker>;

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

/** The segment's words; without any, its text spread over its time in proportion to characters. */
function wordsOf(segment: CaptionSegment): CaptionWord[] {
  const given = Array.isArray(segment.words)
    ? segment.words.filter(
        (word) => word && typeof word.text === 'string' && VISIBLE.test(word.text),
      )
    : [];
  if (given.length > 0) return given;
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
 * Cuts a token longer than a line into line-long pieces, after a `/`, `-`, `.` and the like or at
 * a German compound's joint when one is in the last half of the line, else at the limit; times
 * are shared by length. Nothing is added or dropped: the pieces joined give the word back.
 */
function cutLong(token: Token, maxChars: number, makeToken: MakeToken): Token[] {
  const chars = graphemes(token.text);
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
  const span = token.end - token.start;
  let at = token.start;
  return pieces.map((text, index) => {
    const share = (span * graphemes(text).length) / chars.length;
    const piece = makeToken(text, at, at + share, token.speaker, token.segment, index > 0);
    at += share;
    return piece;
  });
}

/**
 * The words of all segments as tokens, in order, with times made usable: a missing or broken time
 * takes its neighbour's, and times never run backwards (a word is never shown before the one
 * before it).
 */
export function tokenize(segments: readonly CaptionSegment[], maxChars: number): Token[] {
  const makeToken = tokenMaker();
  const tokens: Token[] = [];
  const push = (token: Token) => {
    if (token.length > maxChars) tokens.push(...cutLong(token, maxChars, makeToken));
    else tokens.push(token);
  };
  let last = 0;
  ordered(segments).forEach((segment, index) => {
    const speaker = typeof segment.speaker_id === 'string' ? segment.speaker_id : '';
    const segmentStart = finite(segment.start_s) ? segment.start_s : last;
    for (const word of wordsOf(segment)) {
      let start = finite(word.start_s) ? word.start_s : finite(word.end_s) ? word.end_s : last;
      if (tokens.length === 0 && !finite(word.start_s)) start = segmentStart;
      start = Math.max(start, last, 0);
      const end = Math.max(finite(word.end_s) ? word.end_s : start, start);
      last = start;
      if (!SPACE.test(word.text)) {
        push(makeToken(word.text, start, end, speaker, index));
        continue;
      }
      // A "word" holding spaces (`New York`) becomes one token per part, its time shared.
      const parts = word.text.trim().split(/\s+/);
      const total = parts.reduce((sum, part) => sum + visibleLength(part), 0);
      let at = start;
      for (const part of parts) {
        const share = ((end - start) * visibleLength(part)) / total;
        push(makeToken(part, at, at + share, speaker, index));
        at += share;
      }
    }
  });
  return tokens;
}
