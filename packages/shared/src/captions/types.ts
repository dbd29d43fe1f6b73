/** One recognised word, as the API's segments carry them with `include_words=true`. */
export interface CaptionWord {
  /** Where the word starts, in seconds of the recording. */
  start_s: number;
  /** Where the word ends, in seconds of the recording. */
  end_s: number;
  /** The word as written, with its punctuation (`budget,`). */
  text: string;
  /** The recogniser's confidence; captions do not use it. */
  confidence?: number | null;
}

/** A segment as the API returns it; only these fields are read. */
export interface CaptionSegment {
  /** Start of the segment, in seconds. */
  start_s: number;
  /** End of the segment, in seconds. */
  end_s: number;
  /** The segment's text: used when it has no words, spread over its time by characters. */
  text: string;
  /** Who speaks; a cue never holds two speakers. */
  speaker_id?: string | null;
  /** Order number; segments are taken by it (else by start time). */
  seq?: number;
  /** The words with their times (`include_words=true`); better cue times than the text alone. */
  words?: readonly CaptionWord[] | null;
}

/** A speaker as the API returns it, to name speakers in labels and voices. */
export interface CaptionSpeaker {
  id: string;
  /** The name people gave; preferred. */
  name?: string | null;
  /** The service's label (`Speaker 1`), used when there is no name. */
  label?: string | null;
}

/** One caption on screen. */
export interface Cue {
  /** When it appears, in seconds. */
  start_s: number;
  /** When it goes, in seconds. */
  end_s: number;
  /** The lines as shown, without speaker markup. */
  lines: string[];
  /** Who speaks: the name written in labels and WebVTT voices (`buildCaptions` always sets it). */
  speaker?: string;
  /** Whether the cue shows its speaker as text, `[Name] ` before the first line (`speakerLabels`). */
  showSpeaker?: boolean;
  /** The cue's number or identifier in the file it was read from. */
  id?: string;
}

/** The named rule sets: see `CAPTION_PRESETS` for their values and sources. */
export type CaptionPreset = 'netflix' | 'broadcast' | 'social' | 'loose';

/** When cues name their speaker. */
export type SpeakerLabels = 'none' | 'on-change' | 'always';

/** The measurable rules a caption file is built to and checked against. */
export interface CaptionRules {
  /** Characters a line at most (characters as people see them: grapheme clusters). */
  maxCharsPerLine: number;
  /** Lines a cue at most. */
  maxLines: number;
  /** Shortest time on screen, in seconds. */
  minDurationS: number;
  /** Longest time on screen, in seconds. */
  maxDurationS: number;
  /** Reading speed at most: characters shown (spaces and labels included) per second on screen. */
  maxCharsPerSecond: number;
  /** Shortest gap between two cues, in seconds. */
  minGapS: number;
}

/** Options of `buildCaptions` and `checkCaptions`: a preset, and any rule to change in it. */
export interface CaptionOptions extends Partial<CaptionRules> {
  /** The rule set to start from (default `netflix`). */
  preset?: CaptionPreset;
  /** Frames per second the gap is counted in when the preset gives it in frames (24, 25, 29.97…). */
  frameRate?: number;
  /**
   * When cues show `[Name] ` as text (default: `always` for `loose`, else `none`); WebVTT voice
   * spans name every cue's speaker whatever this says (`toVtt`'s `voices`).
   */
  speakerLabels?: SpeakerLabels;
  /** Names for the segments' `speaker_id`s (the transcript's `speakers`); else `Speaker 1`, `2`… */
  speakers?: readonly CaptionSpeaker[];
  /** End every cue at the end of a sentence, never joining two (the `loose` preset does). */
  sentencePerCue?: boolean;
  /** Gaps shorter than this between cues are closed down to `minGapS`, so captions do not flicker. */
  closeGapsUnderS?: number;
}

/** Every option resolved: what the builder and the checker work with. */
export interface ResolvedCaptionOptions extends CaptionRules {
  preset: CaptionPreset;
  frameRate: number;
  speakerLabels: SpeakerLabels;
  sentencePerCue: boolean;
  closeGapsUnderS: number;
}

/** What a violation is about, for programs. */
export type ViolationKind =
  | 'line-too-long'
  | 'too-many-lines'
  | 'too-short'
  | 'too-long'
  | 'reading-speed'
  | 'gap-too-small'
  | 'overlap'
  | 'invalid-time'
  | 'empty';

/** One way a cue breaks the rules. */
export interface Violation {
  kind: ViolationKind;
  /** Index of the cue in the list (0-based); the text names it from 1, as files number cues. */
  cue: number;
  /** When the cue starts, in seconds (to find it in a player). */
  start_s: number;
  /** The line (0-based) for line kinds. */
  line?: number;
  /** What was measured: characters, lines, seconds, or characters a second. */
  value: number;
  /** The rule's limit in the same unit. */
  limit: number;
  /** The violation in words. */
  message: string;
}
