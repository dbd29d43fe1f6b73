// `@scribekit/sdk/captions`: captions people can publish, built from word timings to a standard
// (Netflix, broadcast, social or loose), written as SRT or WebVTT, read back and checked. A
// separate entry: the main one does not carry it. Pure logic apart from `transcriptCaptions`.
export {
  buildCaptions,
  CAPTION_PRESET_NAMES,
  CAPTION_PRESETS,
  type CaptionOptions,
  CaptionParseError,
  type CaptionParseErrorKey,
  type CaptionPreset,
  type CaptionRules,
  type CaptionSegment,
  type CaptionSpeaker,
  type CaptionWord,
  type Cue,
  checkCaptions,
  isCaptionPreset,
  MAX_LAG_S,
  type PresetDefinition,
  parseSrt,
  parseVtt,
  type ResolvedCaptionOptions,
  resolveCaptionOptions,
  type SpeakerLabels,
  toSrt,
  toVtt,
  type Violation,
  type ViolationKind,
  type VttOptions,
  visibleLength,
} from '@scribekit/shared/captions';
export { type TranscriptCaptionsOptions, transcriptCaptions } from './transcript-captions.js';
