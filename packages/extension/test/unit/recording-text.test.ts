import { describe, expect, test } from 'vitest';
import { badgeElapsed, clockElapsed } from '../../src/recording/elapsed-text.js';
import { uploadName } from '../../src/recording/upload-recording.js';

describe('badgeElapsed', () => {
  test.each([
    ['the start', 0, '0:00'],
    ['seconds', 42_300, '0:42'],
    ['the last m:ss', 599_999, '9:59'],
    ['minutes from ten on', 600_000, '10m'],
    ['just under an hour', 3_599_000, '59m'],
    ['hours and minutes', 3_900_000, '1h05'],
    ['ten hours and more', 36_000_000, '10h'],
    ['a clock that went back', -5, '0:00'],
  ])('%s', (_name, ms, want) => {
    expect(badgeElapsed(ms)).toBe(want);
    // The badge has room for four characters.
    expect(want.length).toBeLessThanOrEqual(4);
  });
});

describe('clockElapsed', () => {
  test.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [725_400, '12:05'],
    [3_729_000, '1:02:09'],
  ])('%i ms reads %s', (ms, want) => {
    expect(clockElapsed(ms)).toBe(want);
  });
});

describe('uploadName', () => {
  test.each([
    ['a plain title', 'Quarterly webinar', 'Quarterly webinar.webm'],
    ['characters file systems refuse', 'Q&A: "live" / part 1?', 'Q&A live part 1.webm'],
    ['control characters', 'line\nbreak\ttab', 'line break tab.webm'],
    ['nothing left', ' /:* ', 'tab-recording.webm'],
  ])('%s', (_name, title, want) => {
    expect(uploadName(title)).toBe(want);
  });

  test('keeps at most 80 characters of a long title', () => {
    expect(uploadName('x'.repeat(300))).toBe(`${'x'.repeat(80)}.webm`);
  });
});
