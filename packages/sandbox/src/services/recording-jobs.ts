import { randomUUID } from 'node:crypto';
import { platforms } from '@scribekit/shared';
import type { Runtime } from '../runtime.js';
import { plainSettings } from '../state/plain-settings.js';
import type { RecordingJobRecord } from '../state/types.js';
import { storeSyntheticRecording } from './synthetic-media.js';
import { createTranscript, finishTranscript } from './transcripts.js';

export function startRecording(rt: Runtime, platform: string, meetUrl: string): RecordingJobRecord {
  const now = rt.now();
  const job: RecordingJobRecord = {
    id: randomUUID(),
    platform,
    meetUrl,
    createdAtMs: now,
    dueAtMs: now + rt.config.processingMs,
    outcome: null,
  };
  rt.store.recordingJobs.set(job.id, job);
  rt.scheduler.at(job.dueAtMs, () => finishRecording(rt, job), job.id);
  return job;
}

export async function finishRecording(rt: Runtime, job: RecordingJobRecord): Promise<void> {
  if (job.outcome) return;
  try {
    await transcribeRecording(rt, job);
  } catch (error) {
    job.outcome ??= { kind: 'failed', error: `The recording failed: ${(error as Error).message}` };
    rt.store.recordingJobs.markChanged(job);
    throw error;
  }
}

async function transcribeRecording(rt: Runtime, job: RecordingJobRecord): Promise<void> {
  const label = platforms.find((p) => p.code === job.platform)?.label ?? job.platform;
  const title = `${label} meeting ${new Date(job.createdAtMs).toISOString().slice(0, 16).replace('T', ' ')}`;
  const file = await storeSyntheticRecording(rt, `recording:${job.id}`, `${title}.wav`);
  // A cancel may have come while the recording was being stored.
  if (job.outcome) return;
  const t = await createTranscript(rt, file, {
    title,
    settings: plainSettings(),
  });
  finishTranscript(rt, t);
  job.outcome ??= { kind: 'completed', transcriptId: t.id };
  rt.store.recordingJobs.markChanged(job);
}
