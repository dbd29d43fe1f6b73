import { describe, expect, test } from 'vitest';
import { segmentIndexAt } from '../../src/entrypoints/transcript/playing-segment.js';
import { buildIndex, listEntries } from '../../src/entrypoints/transcript/search-index.js';
import type { SegmentView } from '../../src/messages/transcript-page.js';
import { timesIn } from '../../src/ui/markdown-view.js';

const segment = (n: number, text: string): SegmentView => ({
  id: `s${n}`,
  startS: n * 10,
  endS: n * 10 + 9,
  speakerId: 'a',
  text,
});

describe('segmentIndexAt', () => {
  const segments = [0, 1, 2, 3].map((n) => segment(n, `line ${n}`));
  test.each([
    ['before the first line', -0.5, -1],
    ['at the first start', 0, 0],
    ['inside a line', 14.2, 1],
    ['a hair before a start (a seek lands short of it)', 19.9995, 2],
    ['in the gap after a line: still that line', 29.5, 2],
    ['after the last line', 999, 3],
  ])('%s', (_name, seconds, want) => {
    expect(segmentIndexAt(segments, seconds)).toBe(want);
  });
  test('an empty transcript has no line', () => {
    expect(segmentIndexAt([], 5)).toBe(-1);
  });
});

describe('listEntries', () => {
  const texts = [
    'alpha',
    'beta',
    'gamma budget',
    'delta',
    'epsilon',
    'zeta budget',
    'eta budget',
    'theta',
  ];
  const index = buildIndex(texts.map((text, n) => segment(n, text)));
  const rows = (query: string) =>
    listEntries(index, query).entries.map(
      (entry) => `${entry.gapBefore ? '…' : ''}${entry.segment.text}${entry.match ? '*' : ''}`,
    );

  test('without a query: every line, each a match, no gaps', () => {
    expect(listEntries(index, '  ').matches).toBe(8);
    expect(rows('')).toEqual(texts.map((text) => `${text}*`));
  });

  test('each match with the line before and after it, shared lines once', () => {
    expect(rows('budget')).toEqual([
      'beta',
      'gamma budget*',
      'delta',
      'epsilon',
      'zeta budget*',
      'eta budget*',
      'theta',
    ]);
    expect(listEntries(index, 'BUDGET').matches).toBe(3);
  });

  test('lines left out between two matches are marked as a gap', () => {
    const far = buildIndex(
      ['one x', 'two', 'three', 'four', 'five x'].map((t, n) => segment(n, t)),
    );
    const marked = listEntries(far, 'x').entries.map(
      (entry) => `${entry.gapBefore ? '…' : ''}${entry.segment.text}`,
    );
    expect(marked).toEqual(['one x', 'two', '…four', 'five x']);
  });

  test('a match on the first or last line has one neighbour', () => {
    expect(rows('alpha')).toEqual(['alpha*', 'beta']);
    expect(rows('theta')).toEqual(['eta budget', 'theta*']);
  });

  test('no match, no rows', () => {
    expect(listEntries(index, 'nothing like it')).toEqual({ entries: [], matches: 0 });
  });
});

describe('timesIn (the summary times that become links)', () => {
  test.each([
    ['(00:21)', 600, [21]],
    ['at 1:02:05 and (3:05)', 4000, [3725, 185]],
    ['a time past the recording stays text: 59:00', 600, []],
    ['not part of a number: 3.10:30, 100:00, 1:2', 4000, []],
    ['two digits of seconds only: 0:5 and 0:75', 600, []],
  ])('%s', (text, max, want) => {
    expect(timesIn(text, max).map((found) => found.seconds)).toEqual(want);
  });
  test('where each time is, to put a link in its place', () => {
    expect(timesIn('Hiring (00:23): loop')).toEqual([{ at: 8, length: 5, seconds: 23 }]);
  });
});
