import { describe, expect, test } from 'vitest';
import { pageOwnTitle } from '../../src/entrypoints/popup/page-own-title.js';

describe('pageOwnTitle (the heading and the import title, issue 35 item 4)', () => {
  test.each([
    [
      'YouTube suffix',
      'Never Gonna Give You Up - YouTube',
      ['YouTube', 'youtube'],
      'Never Gonna Give You Up',
    ],
    ['a count of notifications', '(12) Lecture 3 - YouTube', ['YouTube', 'youtube'], 'Lecture 3'],
    ['"on Vimeo"', 'A talk about captions on Vimeo', ['Vimeo', 'vimeo'], 'A talk about captions'],
    ['a pipe', 'Quarterly review | Loom', ['Loom', 'loom'], 'Quarterly review'],
    [
      'a dash inside the title stays',
      'Q&A - part 2 - YouTube',
      ['YouTube', 'youtube'],
      'Q&A - part 2',
    ],
    [
      'another site name stays',
      'Talk - Conference 2025',
      ['YouTube', 'youtube'],
      'Talk - Conference 2025',
    ],
    ['only the site', 'YouTube', ['YouTube', 'youtube'], null],
    ['empty', '', ['YouTube'], null],
    ['none', undefined, ['YouTube'], null],
  ] as const)('%s', (_, title, sites, want) => {
    expect(pageOwnTitle(title, [...sites])).toBe(want);
  });
});
