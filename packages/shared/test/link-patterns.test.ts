import { describe, expect, test } from 'vitest';
import { linkMatchPatterns, platforms, providers } from '../src/index.js';

// A small reading of Chrome's match-pattern rules (scheme *, host *.x, path glob), enough to
// check the patterns cover what detectPage recognises and leave other links alone.
function matches(pattern: string, url: string): boolean {
  const [, host, path] = /^\*:\/\/([^/]+)(\/.*)$/.exec(pattern) ?? [];
  if (!host || !path) return false;
  const parsed = new URL(url);
  const hostOk =
    host === '*' ||
    (host.startsWith('*.')
      ? parsed.hostname === host.slice(2) || parsed.hostname.endsWith(host.slice(1))
      : parsed.hostname === host);
  const glob = new RegExp(`^${path.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  return hostOk && glob.test(parsed.pathname + parsed.search);
}

const covered = (url: string) => linkMatchPatterns().some((pattern) => matches(pattern, url));

describe('linkMatchPatterns', () => {
  test('has one pattern per catalog host, subdomains included', () => {
    const patterns = linkMatchPatterns();
    for (const item of [...providers, ...platforms]) {
      for (const host of item.hosts) expect(patterns).toContain(`*://*.${host}/*`);
    }
  });

  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://zoom.us/j/1234567890?pwd=x', true],
    ['https://acme.webex.com/meet/jane', true],
    ['https://cdn.example.org/talks/keynote.mp4', true],
    ['https://cdn.example.org/talks/keynote.mp3?sig=abc', true],
    ['https://example.com/blog/post', false],
    ['https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ', false],
  ])('%s → %s', (url, want) => {
    expect(covered(url)).toBe(want);
  });
});
