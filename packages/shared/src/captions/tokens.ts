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

/** A token with its times, as the tokenizer makes it. */
interface TimedToken extends Token {
  start: number;
  end: number;
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

/**
 * Makes tokens, reading each distinct text once (a transcript repeats its words: a 6-hour one has
 * 48 000 words and a few thousand texts, so the per-word cost is one Map lookup).
 */
function tokenMaker() {
  const known = new Map<string, Traits>();
  const traits = (text: string): Traits => {
    let found = known.get(text);
    if (!found) {
      found = traitsOf(text);
      known.set(text, found);
    }
    return found;
  };
  const make = (
    text: string,
    start: number,
    end: number,
    speaker: string,
    segment: number,
    glued = false,
    known = traits(text),
  ): TimedToken =>
    // Written out (not spread): every token gets the same shape, which keeps the layout loops fast.
    ({
      text,
      length: known.length,
      start,
      end,
      speaker,
      segment,
      glued,
      classes: known.classes,
      sentenceEnd: known.sentenceEnd,
      clauseEnd: known.clauseEnd,
      punctuation: known.punctuation,
      capital: known.capital,
      numeric: known.numeric,
    });
  return Object.assign(make, { traits });
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
 * Cuts a token longer than a line into line-long pieces, after a `/`, `-`, `.` and the like or at
 * a German compound's joint when one is in the last half of the line, else at the limit; times
 * are shared by length. Nothing is added or dropped: the pieces joined give the word back.
 */
function cutLong(token: TimedToken, maxChars: number, makeToken: MakeToken): TimedToken[] {
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
export function tokenize(segments: readonly CaptionSegment[], maxChars: number): Tokens {
  const makeToken = tokenMaker();
  const tokens: Token[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const add = (timed: TimedToken) => {
    // The same fields in the same order as the common word's below: one shape for every token.
    tokens.push({
      text: timed.text,
      length: timed.length,
      speaker: timed.speaker,
      segment: timed.segment,
      glued: timed.glued,
      classes: timed.classes,
      sentenceEnd: timed.sentenceEnd,
      clauseEnd: timed.clauseEnd,
      punctuation: timed.punctuation,
      capital: timed.capital,
      numeric: timed.numeric,
    });
    starts.push(timed.start);
    ends.push(timed.end);
  };
  const push = (token: TimedToken) => {
    if (token.length > maxChars)
      for (const piece of cutLong(token, maxChars, makeToken)) add(piece);
    else add(token);
  };
  let last = 0;
  /** Adds a word's tokens; false (and nothing added) when the word shows nothing. */
  const addWord = (word: CaptionWord, speaker: string, index: number, segmentStart: number) => {
    if (!word || typeof word.text !== 'string') return false;
    const traits = makeToken.traits(word.text);
    if (!traits.visible) return false;
    let start = finite(word.start_s) ? word.start_s : finite(word.end_s) ? word.end_s : last;
    if (tokens.length === 0 && !finite(word.start_s)) start = segmentStart;
    start = Math.max(start, last, 0);
    const end = Math.max(finite(word.end_s) ? word.end_s : start, start);
    last = start;
    if (!traits.spaced) {
      push(makeToken(word.text, start, end, speaker, index, false, traits));
      return true;
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
    return true;
  };
  const segmentsInOrder = ordered(segments);
  for (let index = 0; index < segmentsInOrder.length; index++) {
    const segment = segmentsInOrder[index] as CaptionSegment;
    const speaker = typeof segment.speaker_id === 'string' ? segment.speaker_id : '';
    const segmentStart = finite(segment.start_s) ? segment.start_s : last;
    let added = false;
    const words = Array.isArray(segment.words) ? segment.words : [];
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as CaptionWord;
      const text = word?.text;
      const traits = typeof text === 'string' ? makeToken.traits(text) : undefined;
      if (!traits?.visible) continue;
      added = true;
      if (traits.spaced || traits.length > maxChars) {
        addWord(word, speaker, index, segmentStart);
        continue;
      }
      // The common word, written out (`addWord` and `makeToken` do the same): in a cold process
      // the calls per word would cost more than the word's own work.
      const start = Math.max(
        Number.isFinite(word.start_s)
          ? word.start_s
          : tokens.length === 0
            ? segmentStart
            : Number.isFinite(word.end_s)
              ? word.end_s
              : last,
        last,
        0,
      );
      const end = Math.max(Number.isFinite(word.end_s) ? word.end_s : start, start);
      last = start;
      tokens.push({
        text,
        length: traits.length,
        speaker,
        segment: index,
        glued: false,
        classes: traits.classes,
        sentenceEnd: traits.sentenceEnd,
        clauseEnd: traits.clauseEnd,
        punctuation: traits.punctuation,
        capital: traits.capital,
        numeric: traits.numeric,
      });
      starts.push(start);
      ends.push(end);
    }
    // Without a word that shows something, the segment's text spread over its time.
    if (!added) {
      for (const word of wordsFromText(segment)) addWord(word, speaker, index, segmentStart);
    }
  }
  return { tokens, start: starts, end: ends };
}
