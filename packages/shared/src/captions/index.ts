// Captions people can publish: built from word timings to a standard, written as SRT or WebVTT,
// read back and checked. Pure logic: no I/O, no dependencies.
export { buildCaptions } from './build-captions.js';
export { checkCaptions } from './check-captions.js';
export { MAX_LAG_S } from './cue-times.js';
export { CaptionParseError, type CaptionParseErrorKey } from './parse-errors.js';
export { parseSrt } from './parse-srt.js';
export { parseVtt } from './parse-vtt.js';
export { CAPTION_PRESET_NAMES, CAPTION_PRESETS, type PresetDefinition } from './presets.js';
export { isCaptionPreset, resolveCaptionOptions } from './resolve-options.js';
export { toSrt } from './to-srt.js';
export { toVtt, type VttOptions } from './to-vtt.js';
export type {
  CaptionOptions,
  CaptionPreset,
  CaptionRules,
  CaptionSegment,
  CaptionSpeaker,
  CaptionWord,
  Cue,
  ResolvedCaptionOptions,
  SpeakerLabels,
  Violation,
  ViolationKind,
} from './types.js';
export { graphemes, visibleLength } from './visible-length.js';
