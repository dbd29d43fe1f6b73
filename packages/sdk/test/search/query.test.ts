import { describe, expect, test } from 'vitest';
import { parseSearchQuery, parseSince } from '../../src/search/index.js';

describe('parseSearchQuery', () => {
  test.each([
    ['words', { given: 'Budget  forecast', want: { terms: ['budget', 'forecast'], phrases: [] } }],
    [
      'a phrase',
      {
        given: '"revised forecast" budget',
        want: { terms: ['revised', 'forecast', 'budget'], phrases: [['revised', 'forecast']] },
      },
    ],
    [
      'curly quotes',
      {
        given: '“offline mode”',
        want: { terms: ['offline', 'mode'], phrases: [['offline', 'mode']] },
      },
    ],
    [
      'an unclosed quote runs to the end',
      {
        given: 'plan "next quarter',
        want: { terms: ['plan', 'next', 'quarter'], phrases: [['next', 'quarter']] },
      },
    ],
    [
      'accents and apostrophes',
      { given: "Café let's", want: { terms: ['cafe', 'lets'], phrases: [] } },
    ],
    [
      'a one-word phrase is a word',
      { given: '"budget"', want: { terms: ['budget'], phrases: [] } },
    ],
    ['nothing to find', { given: ' ?! ', want: { terms: [], phrases: [] } }],
  ])('%s', (_, { given, want }) => {
    expect(parseSearchQuery(given)).toEqual(want);
  });
});

describe('parseSince', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  test.each([
    ['an age in days', { given: '7d', want: '2026-11-24T12:00:00.000Z' }],
    ['hours', { given: '12h', want: '2026-12-01T00:00:00.000Z' }],
    ['weeks', { given: '2w', want: '2026-11-17T12:00:00.000Z' }],
    ['a date-time', { given: '2026-11-01T09:30:00Z', want: '2026-11-01T09:30:00.000Z' }],
  ])('%s', (_, { given, want }) => {
    expect(parseSince(given, now).toISOString()).toBe(want);
  });

  test('a bare date is local midnight; today and yesterday too', () => {
    expect(parseSince('2026-11-01', now).getTime()).toBe(new Date(2026, 10, 1).getTime());
    const today = parseSince('today', now);
    expect(today.getHours()).toBe(0);
    expect(parseSince('yesterday', now).getTime()).toBe(today.getTime() - 86_400_000);
  });

  test.each(['lastweek', '7 days', '2026-13-45', ''])(
    'refuses %j, saying what it takes',
    (given) => {
      expect(() => parseSince(given, now)).toThrow(/is not a date .* an age \(12h, 7d/);
    },
  );
});
