import { describe, expect, test } from 'vitest';
import { CAPTION_PRESETS, resolveCaptionOptions, visibleLength } from '../../src/captions.js';

describe('visibleLength', () => {
  test.each([
    ['plain ASCII', 'Hello, world', 12],
    ['German umlauts and ß', 'Größenänderung', 14],
    ['an accent written as e + combining mark', 'cafe\u0301', 4],
    ['an emoji with a skin tone', '👍🏽', 1],
    ['a family emoji (ZWJ sequence)', '👨‍👩‍👧', 1],
    ['a flag', '🇩🇪', 1],
    ['CJK characters count one each', '東京都', 3],
    ['dashes and quotes', '„Ja“ — sagte sie…', 17],
  ])('%s', (_name, text, want) => {
    expect(visibleLength(text)).toBe(want);
  });
});

describe('resolveCaptionOptions', () => {
  test('netflix is the default: 42/2, 5/6 s to 7 s, 17 cps, 2 frames at 24 fps, no labels', () => {
    expect(resolveCaptionOptions()).toEqual({
      preset: 'netflix',
      frameRate: 24,
      speakerLabels: 'none',
      maxCharsPerLine: 42,
      maxLines: 2,
      minDurationS: 5 / 6,
      maxDurationS: 7,
      maxCharsPerSecond: 17,
      minGapS: 2 / 24,
      sentencePerCue: false,
      closeGapsUnderS: 0.5,
    });
  });

  test('a frame rate turns the preset gap of 2 frames into seconds; minGapS wins over it', () => {
    expect(resolveCaptionOptions({ frameRate: 25 }).minGapS).toBe(0.08);
    expect(resolveCaptionOptions({ preset: 'broadcast', frameRate: 29.97 }).minGapS).toBeCloseTo(
      2 / 29.97,
    );
    expect(resolveCaptionOptions({ frameRate: 25, minGapS: 0.2 }).minGapS).toBe(0.2);
  });

  test('every preset names its source', () => {
    for (const preset of Object.values(CAPTION_PRESETS)) expect(preset.source).toMatch(/\w{6}/);
  });

  test.each([
    [{ maxLines: 1.5 }, /maxLines must be a whole number from 1 to 20, got 1.5/],
    [{ maxCharsPerSecond: Number.NaN }, /maxCharsPerSecond must be a number/],
    [{ frameRate: 0 }, /frameRate must be a number from 1/],
    [{ speakerLabels: 'sometimes' }, /speakerLabels must be none, on-change, always/],
    [
      { preset: 'Netflix' },
      /Unknown caption preset "Netflix": use netflix, broadcast, social, loose/,
    ],
  ])('refuses %o', (options, message) => {
    expect(() => resolveCaptionOptions(options as never)).toThrow(message);
  });
});
