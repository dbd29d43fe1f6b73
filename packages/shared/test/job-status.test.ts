import { describe, expect, test } from 'vitest';
import { describeJobStatus, isTerminal, type JobPhase } from '../src/index.js';

describe('describeJobStatus', () => {
  test.each([
    ['transcript', 'pending', 'queued', 'Waiting to transcribe'],
    ['transcript', 'processing', 'working', 'Transcribing'],
    ['transcript', 'completed', 'done', 'Transcript ready'],
    ['transcript', 'failed', 'failed', 'Transcription failed'],
    ['export', 'pending', 'queued', 'Waiting to export'],
    ['export', 'processing', 'working', 'Preparing export'],
    ['export', 'ready', 'done', 'Export ready'],
    ['export', 'failed', 'failed', 'Export failed'],
    ['source_import', 'queued', 'queued', 'Waiting to import'],
    ['source_import', 'downloading', 'working', 'Downloading media'],
    ['source_import', 'processing', 'working', 'Transcribing'],
    ['source_import', 'completed', 'done', 'Imported'],
    ['source_import', 'failed', 'failed', 'Import failed'],
    ['recording_job', 'scheduled', 'queued', 'Bot scheduled, waiting for the meeting'],
    [
      'recording_job',
      'joining',
      'working',
      'Bot is joining the meeting (it may wait in the lobby)',
    ],
    ['recording_job', 'recording', 'working', 'Bot is in the meeting, recording'],
    ['recording_job', 'processing', 'working', 'Transcribing the recording'],
    ['recording_job', 'completed', 'done', 'Recording transcribed'],
    ['recording_job', 'failed', 'failed', 'Recording failed'],
    ['recording_job', 'cancelled', 'cancelled', 'Cancelled'],
    ['smart_report', 'pending', 'queued', 'Waiting to generate'],
    ['smart_report', 'processing', 'working', 'Generating report'],
    ['smart_report', 'completed', 'done', 'Report ready'],
    ['smart_report', 'failed', 'failed', 'Report failed'],
    ['file', 'uploading', 'working', 'Uploading'],
    ['file', 'ready', 'done', 'Uploaded'],
    ['file', 'failed', 'failed', 'Upload failed'],
  ] as const)('%s %s is %s', (kind, status, phase, label) => {
    expect(describeJobStatus(kind, { status })).toEqual({
      phase,
      label,
      progress: phase === 'done' ? 1 : null,
    });
  });

  test('reads transcript progress from progress (0..1)', () => {
    expect(describeJobStatus('transcript', { status: 'processing', progress: 0.42 })).toEqual({
      phase: 'working',
      progress: 0.42,
      label: 'Transcribing',
    });
  });

  test('reads transcript progress from progress_percent (0..100)', () => {
    expect(describeJobStatus('transcript', { status: 'processing', progress_percent: 35 })).toEqual(
      { phase: 'working', progress: 0.35, label: 'Transcribing' },
    );
  });

  test('prefers progress over progress_percent when both are present', () => {
    const status = describeJobStatus('transcript', {
      status: 'processing',
      progress: 0.5,
      progress_percent: 10,
    });
    expect(status.progress).toBe(0.5);
  });

  test('clamps progress into 0..1 and ignores values that are not numbers', () => {
    expect(describeJobStatus('transcript', { status: 'processing', progress: 1.7 }).progress).toBe(
      1,
    );
    expect(describeJobStatus('transcript', { status: 'processing', progress: -0.2 }).progress).toBe(
      0,
    );
    expect(
      describeJobStatus('transcript', { status: 'processing', progress_percent: 250 }).progress,
    ).toBe(1);
    expect(
      describeJobStatus('transcript', { status: 'processing', progress: Number.NaN }).progress,
    ).toBeNull();
    const stringy = { status: 'processing', progress: '0.5' } as unknown as { status: string };
    expect(describeJobStatus('transcript', stringy).progress).toBeNull();
  });

  test('a done job has progress 1 even when the API still says less', () => {
    expect(describeJobStatus('transcript', { status: 'completed', progress_percent: 99 })).toEqual({
      phase: 'done',
      progress: 1,
      label: 'Transcript ready',
    });
  });

  test('keeps reported progress on a failed job', () => {
    expect(describeJobStatus('transcript', { status: 'failed', progress: 0.3 }).progress).toBe(0.3);
  });

  test('compares state names without regard to case or surrounding spaces', () => {
    expect(describeJobStatus('export', { status: ' READY ' })).toEqual({
      phase: 'done',
      progress: 1,
      label: 'Export ready',
    });
  });

  test('an unknown state is working, with the raw name in the label', () => {
    expect(describeJobStatus('recording_job', { status: 'waiting_in_lobby' })).toEqual({
      phase: 'working',
      progress: null,
      label: 'Working (state: waiting_in_lobby)',
    });
  });

  test('a missing or empty state is working with an "unknown" label', () => {
    for (const status of [undefined, null, '', '  ']) {
      expect(describeJobStatus('export', { status })).toEqual({
        phase: 'working',
        progress: null,
        label: 'Working (state unknown)',
      });
    }
  });

  test('a state of another kind keeps its plain meaning', () => {
    expect(describeJobStatus('export', { status: 'cancelled' })).toEqual({
      phase: 'cancelled',
      progress: null,
      label: 'Cancelled',
    });
    expect(describeJobStatus('smart_report', { status: 'canceled' }).phase).toBe('cancelled');
    expect(describeJobStatus('export', { status: 'completed' })).toEqual({
      phase: 'done',
      progress: 1,
      label: 'Done',
    });
    expect(describeJobStatus('file', { status: 'queued' }).phase).toBe('queued');
  });

  test('state names that are Object.prototype keys are unknown, not a crash', () => {
    expect(describeJobStatus('transcript', { status: 'constructor' })).toEqual({
      phase: 'working',
      progress: null,
      label: 'Working (state: constructor)',
    });
    expect(describeJobStatus('transcript', { status: '__proto__' }).phase).toBe('working');
  });
});

describe('isTerminal', () => {
  test.each([
    ['queued', false],
    ['working', false],
    ['done', true],
    ['failed', true],
    ['cancelled', true],
  ] as [JobPhase, boolean][])('%s -> %s', (phase, terminal) => {
    expect(isTerminal(phase)).toBe(terminal);
  });
});
