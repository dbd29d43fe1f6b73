import { describe, expect, test } from 'vitest';
import { detectPage, titleFromMatch } from '../src/index.js';

describe('titleFromMatch', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=x', 'YouTube video dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'Vimeo video 76979871'],
    ['https://cdn.example.org/talks/keynote%202024.mp3', 'Media file keynote 2024.mp3'],
    ['https://meet.google.com/abc-defg-hij', 'Google Meet meeting abc-defg-hij'],
    ['https://app.zoom.us/wc/81234567890/start?pwd=abc', 'Zoom meeting 81234567890'],
    [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZTk5NGIzYjQ0NzQ1YjQ0%40thread.v2/0',
      'Microsoft Teams meeting',
    ],
    ['https://example.com/', ''],
  ])('%s → %s', (url, want) => {
    expect(titleFromMatch(detectPage(url))).toBe(want);
  });
});
