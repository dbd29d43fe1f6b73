import { describe, expect, test } from 'vitest';
import { detectPage, shortPageId } from '../src/index.js';

// As titles use it: on the address detectPage recognised (which normalises Zoom's web client).
describe('shortPageId', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=x', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://cdn.example.org/talks/keynote%202024.mp3', 'keynote 2024.mp3'],
    ['https://meet.google.com/abc-defg-hij', 'abc-defg-hij'],
    ['https://app.zoom.us/wc/81234567890/start?pwd=abc', '81234567890'],
    [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZTk5NGIzYjQ0NzQ1YjQ0%40thread.v2/0',
      '',
    ],
  ])('%s → %s', (url, want) => {
    const match = detectPage(url);
    expect(match.kind).not.toBe('none');
    expect(shortPageId('url' in match ? match.url : url)).toBe(want);
  });

  test('an address that does not parse has no id', () => {
    expect(shortPageId('not a url')).toBe('');
  });
});
