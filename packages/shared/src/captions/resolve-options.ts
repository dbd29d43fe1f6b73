import { CAPTION_PRESET_NAMES, CAPTION_PRESETS } from './presets.js';
import type { CaptionOptions, CaptionPreset, ResolvedCaptionOptions } from './types.js';

const LABELS = ['none', 'on-change', 'always'];

function number(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  whole = false,
): number {
  if (value === undefined) return fallback;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (whole && !Number.isInteger(value))
  ) {
    const kind = whole ? 'a whole number' : 'a number';
    throw new RangeError(`${name} must be ${kind} from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** Whether a string names a preset. */
export function isCaptionPreset(name: unknown): name is CaptionPreset {
  return typeof name === 'string' && (CAPTION_PRESET_NAMES as string[]).includes(name);
}

/**
 * The preset with the caller's changes, checked: throws a `RangeError` naming the option for an
 * unknown preset or a value out of range.
 */
export function resolveCaptionOptions(options: CaptionOptions = {}): ResolvedCaptionOptions {
  const presetName = options.preset ?? 'netflix';
  if (!isCaptionPreset(presetName)) {
    throw new RangeError(
      `Unknown caption preset ${JSON.stringify(presetName)}: use ${CAPTION_PRESET_NAMES.join(', ')}`,
    );
  }
  const preset = CAPTION_PRESETS[presetName];
  const frameRate = number('frameRate', options.frameRate, preset.frameRate, 1, 1000);
  const speakerLabels = options.speakerLabels ?? preset.speakerLabels;
  if (!LABELS.includes(speakerLabels)) {
    throw new RangeError(
      `speakerLabels must be ${LABELS.join(', ')}, got ${JSON.stringify(speakerLabels)}`,
    );
  }
  const minDurationS = number('minDurationS', options.minDurationS, preset.minDurationS, 0, 3600);
  const maxDurationS = number('maxDurationS', options.maxDurationS, preset.maxDurationS, 0.1, 3600);
  if (maxDurationS < minDurationS) {
    throw new RangeError(
      `maxDurationS (${maxDurationS}) must not be below minDurationS (${minDurationS})`,
    );
  }
  return {
    preset: presetName,
    frameRate,
    speakerLabels,
    maxCharsPerLine: number(
      'maxCharsPerLine',
      options.maxCharsPerLine,
      preset.maxCharsPerLine,
      1,
      1000,
      true,
    ),
    maxLines: number('maxLines', options.maxLines, preset.maxLines, 1, 20, true),
    minDurationS,
    maxDurationS,
    maxCharsPerSecond: number(
      'maxCharsPerSecond',
      options.maxCharsPerSecond,
      preset.maxCharsPerSecond,
      1,
      1000,
    ),
    minGapS: number('minGapS', options.minGapS, preset.minGapFrames / frameRate, 0, 60),
    sentencePerCue: options.sentencePerCue ?? preset.sentencePerCue,
    closeGapsUnderS: number(
      'closeGapsUnderS',
      options.closeGapsUnderS,
      preset.closeGapsUnderS,
      0,
      60,
    ),
  };
}
