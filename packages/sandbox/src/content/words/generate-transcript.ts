import { checkMedia } from '../media/media-check.js';
import { mediaDuration } from '../media/media-duration.js';
import type { MediaContainer } from '../media/media-sniff.js';
import type { SegmentWithWords, Speaker, TranscriptionFailure, Word } from '../types.js';
import {
  ASSIGNED_ACTIONS,
  DEADLINES,
  DECISIONS,
  INTRODUCTIONS,
  NAMES,
  OPENINGS,
  OWN_ACTIONS,
  QUESTIONS,
  RESPONSES,
  TEAMS,
  TOPICS,
  TRANSITIONS,
} from './corpus.js';
import { deterministicUuid } from './deterministic-id.js';
import { createPrng, type Prng, sha256 } from './prng.js';

/** What the generator needs to know about an uploaded file and the transcript request. */
export interface GenerateTranscriptInput {
  /** The first bytes of the file (1 MiB is plenty; the whole file works too). */
  sampleBytes: Uint8Array;
  /** Size of the whole file in bytes (0 means an empty upload). */
  sizeBytes: number;
  /** MIME type the client declared; decides only when the magic bytes are not recognised. */
  mime?: string | null;
  /** File name the client gave; its extension decides like `mime`. */
  filename?: string | null;
  /** Hex SHA-256 of the whole file when known; then it seeds the content instead of the sample. */
  sha256?: string | null;
  /** Transcript id; segment and speaker ids derive from it (default: from the content seed). */
  transcriptId?: string | null;
  /** Separate speakers: 2–4 speakers when true (the API default), one when false. */
  diarize?: boolean;
  /** Start of the part to transcribe, in seconds of the media (default 0). */
  clipStartS?: number | null;
  /** End of the part to transcribe, in seconds of the media (default: its end). */
  clipEndS?: number | null;
  /** Requested language code; omitted or empty means auto-detection. */
  language?: string | null;
}

/** A finished transcript's content, with API field names. */
export interface GeneratedTranscript {
  /** The requested language, '' when auto-detected (reference 2.2). */
  language: string;
  /** 'en' when auto-detected; null when the client named the language. */
  detected_language: string | null;
  /** Seconds of media transcribed: the clip window's length. */
  duration_s: number;
  speakers: Speaker[];
  segments: SegmentWithWords[];
  word_count: number;
  speaker_count: number;
  /** Not an API field: what the sandbox learned about the file. */
  media: GeneratedMediaInfo;
}

/** What the generator learned about the media file (not part of any API response). */
export interface GeneratedMediaInfo {
  kind: 'audio' | 'video';
  container: MediaContainer | undefined;
  /** Length of the whole media file in seconds. */
  duration_s: number;
  /** 'header' when read from the container, 'estimate' when guessed from size. */
  duration_source: 'header' | 'estimate';
  /** The window that was transcribed, in seconds of the media. */
  clip_start_s: number;
  clip_end_s: number;
}

const AVATAR_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#9333ea',
  '#db2777',
  '#0d9488',
] as const;

const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;
const MIN_SEGMENT_ROOM_MS = 400;

/** True when generateTranscript (or checkMedia) refused the file. */
export function isTranscriptionFailure(value: object): value is TranscriptionFailure {
  return 'error_code' in value;
}

const seconds = (ms: number): number => ms / 1000;
const round3 = (value: number): number => Math.round(value * 1000) / 1000;

interface SpeakerPlan {
  name: string;
  team: string;
  /** Multiplies word durations: some people talk faster than others. */
  pace: number;
  introduced: boolean;
}

function fill(template: string, values: Record<string, string>): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Draws from a pool without repeats until the pool is used up, then reshuffles. */
function createDecks(rng: Prng): <T>(pool: readonly T[]) => T {
  const decks = new Map<readonly unknown[], unknown[]>();
  const lastDrawn = new Map<readonly unknown[], unknown>();
  return <T>(pool: readonly T[]): T => {
    let deck = decks.get(pool) as T[] | undefined;
    if (!deck || deck.length === 0) {
      deck = [...pool];
      for (let index = deck.length - 1; index > 0; index--) {
        const swap = rng.int(0, index);
        [deck[index], deck[swap]] = [deck[swap] as T, deck[index] as T];
      }
      // Do not start a new round with the item that ended the previous one.
      if (deck.length > 1 && deck[deck.length - 1] === lastDrawn.get(pool)) deck.reverse();
      decks.set(pool, deck);
    }
    const drawn = deck.pop() as T;
    lastDrawn.set(pool, drawn);
    return drawn;
  };
}

function timeWords(rng: Prng, tokens: string[], startMs: number, pace: number, noisy: boolean) {
  const words: Array<{ startMs: number; endMs: number; text: string; confidence: number | null }> =
    [];
  let cursor = startMs;
  for (const token of tokens) {
    const punctuation = PUNCTUATION_ONLY.test(token);
    const length = punctuation ? 80 : (100 + 45 * token.length) * pace * rng.range(0.85, 1.15);
    const low = rng.chance(noisy ? 0.5 : 0.06);
    const confidence = punctuation
      ? null
      : round3(low ? rng.range(0.55, 0.8) : rng.range(0.8, 0.99));
    const endMs = cursor + Math.round(length);
    words.push({ startMs: cursor, endMs, text: token, confidence });
    cursor = endMs + (/[.!?]$/.test(token) ? rng.int(150, 400) : rng.int(30, 150));
  }
  return words;
}

function clipFailure(error: string): TranscriptionFailure {
  return {
    error,
    error_code: error.includes('beyond') ? 'clip_out_of_range' : 'invalid_clip_range',
    error_hint: 'Give clip_start_s ≥ 0 and clip_end_s > clip_start_s, within the recording.',
  };
}

/**
 * Produces a plausible, deterministic transcript for an uploaded file, or the failure fields
 * when the file is empty or not a recording. The same bytes (or sha256) and options always give
 * the same result; other bytes give other content.
 */
export function generateTranscript(
  input: GenerateTranscriptInput,
): GeneratedTranscript | TranscriptionFailure {
  const accepted = checkMedia(input);
  if (isTranscriptionFailure(accepted)) return accepted;
  const duration = mediaDuration(input, accepted.container, accepted.kind);
  if ('corrupt' in duration) {
    return {
      error: `The recording could not be decoded: ${duration.corrupt}.`,
      error_code: 'corrupt_media',
      error_hint: 'The file looks damaged or incomplete; export it again and re-upload it.',
    };
  }
  const mediaMs = Math.round(duration.durationS * 1000);
  const clipStartS = input.clipStartS ?? 0;
  if (!Number.isFinite(clipStartS) || clipStartS < 0) {
    return clipFailure(`clip_start_s must be a number ≥ 0, got ${clipStartS}.`);
  }
  if (input.clipEndS != null && !(input.clipEndS > clipStartS)) {
    return clipFailure(`clip_end_s (${input.clipEndS}) must be greater than clip_start_s.`);
  }
  const startMs = Math.round(clipStartS * 1000);
  // A recording of zero length yields an empty transcript, unless a clip asked for more.
  if (startMs > 0 && startMs >= mediaMs) {
    return clipFailure(
      `clip_start_s (${clipStartS}) is beyond the end of the recording (${round3(seconds(mediaMs))} s).`,
    );
  }
  const endMs = Math.min(mediaMs, Math.round((input.clipEndS ?? Number.POSITIVE_INFINITY) * 1000));

  const seed = input.sha256
    ? sha256('sha256:', input.sha256.toLowerCase(), `:${input.sizeBytes}`)
    : sha256(input.sampleBytes, `:${input.sizeBytes}`);
  const rng = createPrng(seed);
  const namespace = input.transcriptId ?? Buffer.from(seed).toString('hex');
  const segmentLanguage = input.language || 'en';

  const names = [...NAMES];
  const takeName = (): string => names.splice(rng.int(0, names.length - 1), 1)[0] ?? 'Sam';
  const speakerCount = input.diarize === false ? 1 : rng.int(2, 4);
  const plans: SpeakerPlan[] = Array.from({ length: speakerCount }, () => ({
    name: takeName(),
    team: rng.pick(TEAMS),
    pace: rng.range(0.85, 1.15),
    introduced: false,
  }));
  // Someone absent whom a lone speaker can address ("Mei, can you…").
  const absentColleague = takeName();
  const colorOffset = rng.int(0, AVATAR_COLORS.length - 1);

  const segments: SegmentWithWords[] = [];
  const speakingMs = new Array<number>(speakerCount).fill(0);
  const draw = createDecks(rng);
  let topic = draw(TOPICS);
  let segmentsInTopic = 0;
  let topicOpened = false;
  let topicLength = rng.int(5, 10);
  let current = 0;
  let cursor = startMs + rng.int(200, 1200);

  while (endMs - cursor >= MIN_SEGMENT_ROOM_MS) {
    const notYetIntroduced = plans.findIndex((plan) => !plan.introduced);
    if (notYetIntroduced >= 0) current = notYetIntroduced;
    else if (speakerCount > 1 && rng.chance(0.7)) {
      current = (current + rng.int(1, speakerCount - 1)) % speakerCount;
    }
    const plan = plans[current] as SpeakerPlan;
    const others = plans.filter((other) => other !== plan).map((other) => other.name);
    const values = (): Record<string, string> => ({
      self: plan.name,
      other: others.length > 0 ? rng.pick(others) : absentColleague,
      team: plan.team,
      topic: topic.label,
      day: rng.pick(DEADLINES),
    });
    const sentences: string[] = [];
    if (!plan.introduced) {
      plan.introduced = true;
      sentences.push(fill(draw(INTRODUCTIONS), values()));
      if (rng.chance(0.5)) sentences.push(draw(topic.sentences));
    } else {
      if (!topicOpened) {
        topicOpened = true;
        sentences.push(fill(rng.pick(OPENINGS), values()));
      } else if (segmentsInTopic >= topicLength) {
        topic = draw(TOPICS);
        segmentsInTopic = 0;
        topicLength = rng.int(5, 10);
        sentences.push(fill(rng.pick(TRANSITIONS), values()));
      }
      segmentsInTopic++;
      const count = rng.int(1, 3);
      while (sentences.length < count) {
        const roll = rng.next();
        if (roll < 0.55 || (roll < 0.67 && sentences.length > 0)) {
          sentences.push(draw(topic.sentences));
        } else if (roll < 0.67) {
          sentences.push(draw(RESPONSES));
        } else {
          const pool =
            roll < 0.79
              ? QUESTIONS
              : roll < 0.85
                ? DECISIONS
                : roll < 0.925
                  ? OWN_ACTIONS
                  : ASSIGNED_ACTIONS;
          sentences.push(fill(draw(pool), values()));
          break; // questions and requests end a turn
        }
      }
    }

    const tokens = sentences.join(' ').split(/\s+/);
    const timed = timeWords(rng, tokens, cursor, plan.pace, rng.chance(0.1));
    let kept = timed.filter((word) => word.endMs <= endMs);
    if (kept.length < timed.length) {
      // The window ends mid-turn: stop after the last whole sentence when there is one.
      let lastFullStop = kept.length - 1;
      while (lastFullStop >= 0 && !/[.!?]$/.test(kept[lastFullStop]?.text ?? '')) lastFullStop--;
      if (lastFullStop >= 0) kept = kept.slice(0, lastFullStop + 1);
    }
    const last = kept[kept.length - 1];
    if (!last) break;
    const first = kept[0] as (typeof kept)[number];
    const words: Word[] = kept.map((word) => ({
      start_s: seconds(word.startMs),
      end_s: seconds(word.endMs),
      text: word.text,
      confidence: word.confidence,
    }));
    const scored = words.flatMap((word) => (word.confidence === null ? [] : [word.confidence]));
    const confidence =
      scored.length > 0
        ? round3(scored.reduce((sum, value) => sum + value, 0) / scored.length)
        : 0.9;
    const seq = segments.length;
    segments.push({
      id: deterministicUuid(namespace, 'segment', seq),
      seq,
      start_s: seconds(first.startMs),
      end_s: seconds(last.endMs),
      speaker_id: deterministicUuid(namespace, 'speaker', current),
      text: words.map((word) => word.text).join(' '),
      confidence,
      edited: false,
      words,
      language: segmentLanguage,
    });
    speakingMs[current] = (speakingMs[current] ?? 0) + (last.endMs - first.startMs);
    cursor = last.endMs + rng.int(300, 1500);
  }

  const speakers: Speaker[] = [];
  plans.forEach((_, index) => {
    if ((speakingMs[index] ?? 0) === 0) return; // never spoke within the window
    const label = `Speaker ${index + 1}`;
    speakers.push({
      id: deterministicUuid(namespace, 'speaker', index),
      label,
      name: label,
      avatar_color: AVATAR_COLORS[(colorOffset + index) % AVATAR_COLORS.length] as string,
      speaking_seconds: seconds(speakingMs[index] ?? 0),
    });
  });

  return {
    language: input.language ?? '',
    detected_language: input.language ? null : 'en',
    duration_s: seconds(endMs - startMs),
    speakers,
    segments,
    word_count: segments.reduce(
      (sum, segment) =>
        sum + segment.words.filter((word) => !PUNCTUATION_ONLY.test(word.text)).length,
      0,
    ),
    speaker_count: speakers.length,
    media: {
      kind: accepted.kind,
      container: accepted.container,
      duration_s: seconds(mediaMs),
      duration_source: duration.source,
      clip_start_s: seconds(startMs),
      clip_end_s: seconds(endMs),
    },
  };
}
