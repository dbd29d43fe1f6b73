import { describe, expect, test } from 'vitest';
import { apiBaseUrlFromEnv, FALLBACK_API_BASE_URL } from '../../scripts/api-base-url.js';
import { hostPatternFor, normalizeBaseUrl } from '../../src/api-address.js';
import {
  delayAfterCheck,
  delayAfterFailure,
  FIRST_DELAY_MS,
  MAX_FAILURE_DELAY_MS,
} from '../../src/background/backoff.js';
import { badgeText } from '../../src/background/badge.js';
import { prune, type TrackedJob } from '../../src/background/job-store.js';
import { looksLikeLink } from '../../src/background/page-check.js';
import { fileNameFor } from '../../src/background/transcript-data.js';
import { splitMatches } from '../../src/entrypoints/transcript/search.js';
import type { JobView } from '../../src/messages/popup.js';

describe('badgeText', () => {
  const jobs = (...phases: JobView['phase'][]) => phases.map((phase) => ({ phase }));
  test.each([
    ['no jobs', jobs(), ''],
    ['only finished jobs', jobs('done', 'failed', 'cancelled'), ''],
    ['running and queued jobs', jobs('queued', 'working', 'done'), '2'],
    ['more than 99', jobs(...Array<JobView['phase']>(120).fill('working')), '99+'],
  ])('%s', (_name, given, want) => {
    expect(badgeText(given)).toBe(want);
  });
});

describe('backoff', () => {
  test.each([
    ['a change resets to the first delay', [20_000, true, false], FIRST_DELAY_MS],
    ['no change grows by half', [2_000, false, false], 3_000],
    ['growth stops at 30 s', [28_000, false, false], 30_000],
    ['an open popup caps it at 2 s', [20_000, false, true], 2_000],
  ] as const)('%s', (_name, [previous, changed, popupOpen], want) => {
    expect(delayAfterCheck(previous, changed, popupOpen)).toBe(want);
  });

  test.each([
    ['a failure doubles', [4_000, null], 8_000],
    ['doubling stops at 5 minutes', [200_000, null], MAX_FAILURE_DELAY_MS],
    ['Retry-After wins', [4_000, 120], 120_000],
    ['Retry-After 0 still waits the first delay', [4_000, 0], FIRST_DELAY_MS],
  ] as const)('%s', (_name, [previous, retryAfter], want) => {
    expect(delayAfterFailure(previous, retryAfter)).toBe(want);
  });
});

describe('normalizeBaseUrl', () => {
  test.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['https://api.example.com/api/v1/', 'https://api.example.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['https://example.com/speech/', 'https://example.com/speech'],
    ['ftp://example.com', null],
    ['not a url', null],
    ['https://user:pw@example.com', null],
    ['https://example.com/?x=1', null],
  ])('%s', (given, want) => {
    expect(normalizeBaseUrl(given)).toBe(want);
  });

  test('the host permission pattern covers the host on any port, and nothing else', () => {
    expect(hostPatternFor('http://127.0.0.1:4010')).toBe('http://127.0.0.1/*');
    expect(hostPatternFor('https://api.example.com/speech')).toBe('https://api.example.com/*');
    expect(hostPatternFor('file:///etc/passwd')).toBeNull();
  });
});

describe('looksLikeLink', () => {
  test.each([
    ['https://www.youtube.com/watch?v=x', true],
    ['youtube.com/watch?v=x', true],
    ['meet.google.com/abc-defg-hij', true],
    ['hello world', false],
    ['justaword', false],
    ['', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.c', false],
  ])('%s', (given, want) => {
    expect(looksLikeLink(given)).toBe(want);
  });
});

describe('fileNameFor', () => {
  test.each([
    ['Team sync', 'srt', 'Team sync.srt'],
    ['a/b:c*d?', 'pdf', 'a b c d.pdf'],
    ['   ', 'txt', 'transcript.txt'],
  ] as const)('%s', (title, format, want) => {
    expect(fileNameFor(title, format)).toBe(want);
  });
});

describe('splitMatches', () => {
  test.each([
    ['no query', 'Hello world', '', [{ text: 'Hello world', match: false }]],
    [
      'every match, any case',
      'Hello hello',
      'HELLO',
      [
        { text: 'Hello', match: true },
        { text: ' ', match: false },
        { text: 'hello', match: true },
      ],
    ],
    ['no match', 'abc', 'x', [{ text: 'abc', match: false }]],
  ])('%s', (_name, text, query, want) => {
    expect(splitMatches(text, query)).toEqual(want);
  });
});

describe('prune', () => {
  const job = (n: number, phase: JobView['phase']) =>
    ({ id: `j${n}`, createdAt: n, phase }) as TrackedJob;

  test('keeps every active job and then the newest finished ones', () => {
    const jobs = [job(1, 'working'), job(2, 'done'), job(3, 'done'), job(4, 'failed')];
    expect(prune(jobs, 2).map((item) => item.id)).toEqual(['j4', 'j1']);
    expect(prune(jobs, 3).map((item) => item.id)).toEqual(['j4', 'j3', 'j1']);
  });
});

describe('apiBaseUrlFromEnv', () => {
  test.each([
    ['unset', {}, FALLBACK_API_BASE_URL],
    ['set', { WXT_API_BASE_URL: 'https://api.example.com/' }, 'https://api.example.com'],
  ])('%s', (_name, env, want) => {
    expect(apiBaseUrlFromEnv(env)).toBe(want);
  });

  test('a value that is not an http(s) address fails the build', () => {
    expect(() => apiBaseUrlFromEnv({ WXT_API_BASE_URL: 'api.example.com' })).toThrow(
      'WXT_API_BASE_URL is not a URL',
    );
    expect(() => apiBaseUrlFromEnv({ WXT_API_BASE_URL: 'file:///etc' })).toThrow('http or https');
  });
});
