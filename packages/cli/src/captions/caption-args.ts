// The rule options of `captions` and `captions check`, defined once.
import { CAPTION_PRESET_NAMES, type CaptionPreset } from '@scribekit/sdk/captions';
import type { ArgsDef } from 'citty';
import { UsageError } from '../errors.js';

/** The presets' names, from the SDK (loaded by the commands that take them, not by `--help`). */
export const CAPTION_PRESETS: readonly CaptionPreset[] = CAPTION_PRESET_NAMES;
export type CaptionPresetName = CaptionPreset;

/** `--preset` and `--frame-rate`: the rules captions are built to and checked against. */
export const ruleArgs = {
  preset: {
    type: 'enum',
    options: [...CAPTION_PRESETS],
    description:
      'Rule set: netflix 2 lines of 42 at 17 characters a second, broadcast (BBC) 37 at 15, social 1 line of 32, loose a cue per sentence',
    default: 'netflix',
    valueHint: 'preset',
  },
  'frame-rate': {
    type: 'string',
    description:
      "Frames per second the minimum gap is counted in (default: the preset's, 24 for netflix)",
    valueHint: 'fps',
  },
} as const satisfies ArgsDef;

/** `--frame-rate` as a number, checked. */
export function frameRateOption(text: string | undefined): { frameRate?: number } {
  if (text === undefined) return {};
  const frameRate = Number(text);
  if (!Number.isFinite(frameRate) || frameRate < 1 || frameRate > 1000) {
    throw new UsageError(
      `--frame-rate must be a number of frames per second (24, 25, 29.97…), got ${text}`,
    );
  }
  return { frameRate };
}
