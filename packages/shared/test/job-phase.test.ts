import { describe, expect, test } from 'vitest';
import { jobPhase, jobProgress } from '../src/index.js';

describe('jobPhase', () => {
  test.each([
    ['transcript', 'completed', 'done'],
    ['export', 'ready', 'done'],
    ['export', 'pending', 'queued'],
    ['source_import', 'downloading', 'working'],
    ['recording_job', 'cancelled', 'cancelled'],
    ['smart_report', 'FAILED', 'failed'],
    ['export', 'cancelled', 'cancelled'],
    ['transcript', 'archived_by_a_newer_service', 'working'],
    ['transcript', undefined, 'working'],
    ['file', 'constructor', 'working'],
  ] as const)('%s %s → %s', (kind, status, want) => {
    expect(jobPhase(kind, status)).toBe(want);
  });
});

describe('jobProgress', () => {
  test.each([
    [{ progress: 0.25 }, 0.25],
    [{ progress_percent: 40 }, 0.4],
    [{ progress: 0.5, progress_percent: 90 }, 0.5],
    [{ progress: 1.7 }, 1],
    [{ progress_percent: -3 }, 0],
    [{ progress: Number.NaN }, null],
    [{}, null],
  ])('%j → %s', (fields, want) => {
    expect(jobProgress(fields)).toBe(want);
  });
});
