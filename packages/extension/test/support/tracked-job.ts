import type { TrackedJob } from '../../src/background/job-store.js';

/** A tracked job as the background stores it: a finished YouTube import unless told otherwise. */
export function trackedJob(fields: Partial<TrackedJob> & Pick<TrackedJob, 'id'>): TrackedJob {
  const now = fields.createdAt ?? Date.now();
  return {
    kind: 'source_import',
    title: 'Stored job',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    sourceLabel: 'YouTube',
    status: 'completed',
    phase: 'done',
    progress: 1,
    label: 'Transcript ready',
    transcriptId: null,
    error: null,
    errorHint: null,
    gone: false,
    warning: null,
    checkError: null,
    createdAt: now,
    separateSpeakers: false,
    speakersDone: true,
    notified: true,
    nextPollAt: now + 3_600_000,
    pollDelayMs: 30_000,
    updatedAt: now,
    ...fields,
  };
}
