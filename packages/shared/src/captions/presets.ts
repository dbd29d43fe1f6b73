import type { CaptionPreset, SpeakerLabels } from './types.js';

/** A preset's rules; a gap given in frames is counted at the preset's or the caller's frame rate. */
export interface PresetDefinition {
  maxCharsPerLine: number;
  maxLines: number;
  minDurationS: number;
  maxDurationS: number;
  maxCharsPerSecond: number;
  /** The minimum gap in frames. */
  minGapFrames: number;
  frameRate: number;
  speakerLabels: SpeakerLabels;
  sentencePerCue: boolean;
  closeGapsUnderS: number;
  /** Where the numbers come from. */
  source: string;
}

/**
 * The presets. Reading speed counts every character shown, spaces and labels included, over the
 * time on screen.
 */
export const CAPTION_PRESETS: Readonly<Record<CaptionPreset, Readonly<PresetDefinition>>> = {
  /**
   * Netflix's Timed Text Style Guide: General Requirements (5/6 s to 7 s a cue, 2 frames between
   * cues, gaps under half a second closed) and its English (USA) guide (42 characters a line, 2
   * lines, breaks after punctuation and before conjunctions and prepositions). Reading speed 17
   * characters a second: the guide's limit for children's programmes (adults: 20), so the captions
   * pass both. No speaker labels: Netflix subtitles name no one (WebVTT still carries voices).
   */
  netflix: {
    maxCharsPerLine: 42,
    maxLines: 2,
    minDurationS: 5 / 6,
    maxDurationS: 7,
    maxCharsPerSecond: 17,
    minGapFrames: 2,
    frameRate: 24,
    speakerLabels: 'none',
    sentencePerCue: false,
    closeGapsUnderS: 0.5,
    source:
      'Netflix Timed Text Style Guide: General Requirements, and English (USA) Timed Text Style Guide',
  },
  /**
   * BBC Subtitle Guidelines: about 37 characters a line (68 % of a 16:9 picture's width), 2 lines,
   * 160–180 words a minute (0.3 s a word) taken as 15 characters a second; 1 s to 7 s a cue and 2
   * frames at 25 fps between cues are this kit's choice where the BBC gives no hard number. No
   * speaker labels (the BBC tells speakers apart by colour).
   */
  broadcast: {
    maxCharsPerLine: 37,
    maxLines: 2,
    minDurationS: 1,
    maxDurationS: 7,
    maxCharsPerSecond: 15,
    minGapFrames: 2,
    frameRate: 25,
    speakerLabels: 'none',
    sentencePerCue: false,
    closeGapsUnderS: 0.5,
    source: 'BBC Subtitle Guidelines (bbc.co.uk/accessibility/forproducts/guides/subtitles)',
  },
  /**
   * Short single lines for vertical video (TikTok, Reels, Shorts). No platform publishes a
   * standard: 32 characters fit a 9:16 frame's safe width at a readable size, 3 s at most keeps
   * pace with quick cuts, 20 characters a second is Netflix's adult reading speed, no speaker
   * labels (they take room a single line does not have).
   */
  social: {
    maxCharsPerLine: 32,
    maxLines: 1,
    minDurationS: 0.7,
    maxDurationS: 3,
    maxCharsPerSecond: 20,
    minGapFrames: 2,
    frameRate: 30,
    speakerLabels: 'none',
    sentencePerCue: false,
    closeGapsUnderS: 0.3,
    source: 'Scribekit: common practice for vertical video (no published standard)',
  },
  /**
   * Close to the service's own export: a cue per sentence (never two sentences in one, a long one
   * split), every cue labelled with its speaker, generous limits.
   */
  loose: {
    maxCharsPerLine: 60,
    maxLines: 3,
    minDurationS: 0.5,
    maxDurationS: 15,
    maxCharsPerSecond: 30,
    minGapFrames: 0,
    frameRate: 24,
    speakerLabels: 'always',
    sentencePerCue: true,
    closeGapsUnderS: 0,
    source: "Scribekit: the service's one cue per segment, split at sentences",
  },
};

/** The preset names, in the order help texts list them. */
export const CAPTION_PRESET_NAMES = Object.keys(CAPTION_PRESETS) as CaptionPreset[];
