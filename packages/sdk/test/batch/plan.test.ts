import { describe, expect, test } from 'vitest';
import {
  type BatchPlan,
  DOCUMENTED_QUOTAS,
  describePlan,
  emptyQuotaState,
  planQuota,
  slotTimes,
} from '../../src/batch/index.js';
import { fileItems } from '../../src/batch/node/index.js';
import { sameLink } from '../../src/batch/same-link.js';

const HOUR = 3_600_000;
const at = Date.UTC(2026, 10, 25, 13, 0, 0);
const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

describe('slotTimes', () => {
  test.each([
    [
      'nothing used: 10 now, the rest one window later each',
      { needed: 37, hits: [], want: { first: 0, last: 3 * HOUR } },
    ],
    [
      '3 used 10 min ago: 7 now, then the slots free as those leave',
      { needed: 8, hits: [-10, -10, -10], want: { first: 0, last: 50 * 60_000 } },
    ],
    [
      'all 10 used: the first waits for the oldest to leave',
      {
        needed: 1,
        hits: [-55, -50, -50, -50, -50, -50, -50, -50, -50, -50],
        want: { first: 5 * 60_000, last: 5 * 60_000 },
      },
    ],
    ['none needed', { needed: 0, hits: [], want: { first: 0, last: 0 } }],
  ])('%s', (_name, { needed, hits, want }) => {
    const state = {
      ...emptyQuotaState(),
      hits: hits.map((minutes) => ({ sent: at + minutes * 60_000, done: at + minutes * 60_000 })),
    };
    const { first, last } = slotTimes(needed, DOCUMENTED_QUOTAS['upload-init'], state, at);
    expect({ first: first - at, last: last - at }).toEqual(want);
  });

  test('a cooldown delays the first slot', () => {
    const state = { ...emptyQuotaState(), cooldownUntil: at + 90_000 };
    expect(slotTimes(2, { limit: 10, windowMs: HOUR }, state, at).first).toBe(at + 90_000);
  });
});

describe('describePlan', () => {
  const plan = (uploads: number, hitsMinutesAgo: number[] = []): BatchPlan => {
    const state = {
      ...emptyQuotaState(),
      hits: hitsMinutesAgo.map((m) => ({ sent: at - m * 60_000, done: at - m * 60_000 })),
    };
    const uploadsPlan = planQuota('upload-init', uploads, state, at);
    const importsPlan = planQuota('source-import', 0, emptyQuotaState(), at);
    return {
      total: uploads,
      done: 0,
      uploads: uploadsPlan,
      imports: importsPlan,
      quotaBoundUntil: uploadsPlan.lastSlotAt,
      at,
    };
  };

  test('gives the time the uploads need and the next slot', () => {
    expect(describePlan(plan(37, [55, 55, 55, 55, 55, 55, 55, 55, 55, 55]), hhmm)).toBe(
      '37 uploads need about 4 h (10 per hour); next upload slot at 13:05',
    );
    expect(describePlan(plan(37), hhmm)).toBe('37 uploads need about 3 h (10 per hour)');
    expect(describePlan(plan(4), hhmm)).toBe('4 uploads: all can start now');
  });
});

describe('sameLink', () => {
  test.each([
    ['the same link', 'https://vimeo.com/123', 'https://vimeo.com/123', true],
    [
      'tracking parameters dropped',
      'https://vimeo.com/123',
      'https://vimeo.com/123?share=copy',
      true,
    ],
    [
      'a short link expanded',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=4',
      true,
    ],
    [
      'another video',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/aaaaaaaaaaa',
      false,
    ],
    ['another file', 'https://example.com/a.mp4', 'https://example.com/b.mp4', false],
    [
      'a parameter we did not send',
      'https://example.com/a.mp4?sig=2',
      'https://example.com/a.mp4?sig=1',
      false,
    ],
  ])('%s', (_name, listed, sent, want) => {
    expect(sameLink(listed, sent)).toBe(want);
  });
});

describe('fileItems', () => {
  test('names outputs after the base name, made unique and stable where two inputs share one', () => {
    const names = fileItems(['a/interview.wav', 'b/interview.m4a', 'c/keynote.mp3']).map(
      (item) => item.name,
    );
    expect(names[2]).toBe('keynote');
    expect(names[0]).toMatch(/^interview-[0-9a-f]{6}$/);
    expect(names[1]).toMatch(/^interview-[0-9a-f]{6}$/);
    expect(names[0]).not.toBe(names[1]);
    const again = fileItems(['b/interview.m4a', 'z/other.wav', 'a/interview.wav']).map(
      (item) => item.name,
    );
    expect(again[2]).toBe(names[0]);
    expect(again[0]).toBe(names[1]);
  });
});
