import { detectPage } from '@scribekit/shared';
import { describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { hintFor, plainError } from '../../src/background/job-check.js';
import { elapsedText, progressText, startedText } from '../../src/entrypoints/popup/job-time.js';
import { maskSecrets, summarizePage } from '../../src/entrypoints/popup/page-summary.js';
import { pageTitle } from '../../src/page-title.js';
import { getMessageIn } from './setup-i18n.js';

describe('progressText', () => {
  test.each([
    [
      'percent when the API gives one',
      { label: 'Transcribing', progress: 0.424 },
      65_000,
      'Transcribing · 42% · 1 min 05 s elapsed',
    ],
    [
      'elapsed time always',
      { label: 'Bot is in the meeting, recording', progress: null },
      3_725_000,
      'Bot is in the meeting, recording · 1 h 02 min elapsed',
    ],
  ])('%s', (_name, job, elapsed, want) => {
    expect(progressText({ ...job, createdAt: 1_000 }, 1_000 + elapsed)).toBe(want);
  });

  test('seconds under a minute', () => {
    expect(elapsedText(9_400)).toBe('9 s');
  });
});

describe('failure words', () => {
  test.each([
    ['not_admitted', 'The bot was not admitted to the meeting.'],
    ['Bot not admitted', 'The bot was not admitted to the meeting.'],
    ['The media could not be decoded.', 'The media could not be decoded.'],
  ])('%s', (given, want) => {
    expect(plainError(given)).toBe(want);
  });

  test('a hint for what to do, when the code is known', () => {
    expect(hintFor('not_admitted')).toContain('admit the bot');
    expect(hintFor('something_else')).toBeNull();
    expect(hintFor(null)).toBeNull();
  });
});

describe('summarizePage', () => {
  test.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=x',
      'import',
      'YouTube',
      'YouTube video dQw4w9WgXcQ',
    ],
    [
      'https://app.zoom.us/wc/81234567890/start?pwd=abc',
      'meeting',
      'Zoom',
      'Zoom meeting 81234567890',
    ],
    ['https://teams.microsoft.com/v2/', 'none', null, 'Meeting app'],
    [null, 'none', null, "This tab's address is hidden"],
  ])('%s', (url, kind, sourceLabel, title) => {
    expect(summarizePage(url)).toMatchObject({ match: { kind }, sourceLabel, title });
  });
});

describe('pageTitle', () => {
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
    // Never a secret, and named by what identifies it (issue 22).
    ['https://vimeo.com/76979871/8272103f6e', 'Vimeo video 76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'Vimeo video 76979871'],
    ['https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef', 'Webex meeting acme'],
    ['https://soundcloud.com/artist/track-name/s-Pr1v4teT0k', 'SoundCloud video track-name'],
    [
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
      'Google Drive video 1AbCdEfGhIjKlMnOp',
    ],
    ['https://example.com/', ''],
  ])('%s → %s', (url, want) => {
    expect(pageTitle(detectPage(url))).toBe(want);
  });
});

describe('maskSecrets', () => {
  test.each([
    ['https://zoom.us/j/81234567890?pwd=S3cr3t.1', 'https://zoom.us/j/81234567890?pwd=••••••'],
    [
      'https://teams.microsoft.com/meet/2345678901234?p=AbCdEf12',
      'https://teams.microsoft.com/meet/2345678901234?p=••••••',
    ],
    ['https://vimeo.com/76979871/abcdef1234', 'https://vimeo.com/76979871/••••••'],
    ['https://meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij'],
    [
      'https://www.dropbox.com/scl/fi/abc123/talk.mp4?rlkey=R1k3y',
      'https://www.dropbox.com/scl/fi/abc123/talk.mp4?rlkey=••••••',
    ],
    [
      'https://soundcloud.com/artist/track-name/s-Pr1v4teT0k',
      'https://soundcloud.com/artist/track-name/••••••',
    ],
  ])('%s', (given, want) => {
    expect(maskSecrets(given)).toBe(want);
  });
});

describe('startedText', () => {
  const started = new Date(2026, 10, 12, 14, 2, 0).getTime();
  const sameDay = new Date(2026, 10, 12, 18, 0, 0).getTime();
  const nextWeek = new Date(2026, 10, 19, 9, 0, 0).getTime();

  test("is in the popup's language, not the runtime's locale", async () => {
    expect(startedText(started, sameDay)).toBe('02:02 PM');
    expect(startedText(started, nextWeek)).toBe('Nov 12, 02:02 PM');
    fakeBrowser.i18n.getMessage = await getMessageIn('de');
    expect(startedText(started, sameDay)).toBe('14:02');
    expect(startedText(started, nextWeek)).toBe('12. Nov., 14:02');
  });
});
