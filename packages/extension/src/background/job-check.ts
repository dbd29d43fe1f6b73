import { describeJobStatus } from '@scribekit/shared';
import type { ErrorInfo } from '../messages.js';
import type { ApiOperations } from './api.js';
import type { TrackedJob } from './job-store.js';

/** The fields of a tracked job that one check can change. */
export type JobState = Pick<
  TrackedJob,
  'status' | 'phase' | 'progress' | 'label' | 'transcriptId' | 'error' | 'warning' | 'speakersDone'
>;

/** The fields of an import or recording job that tell where it stands. */
export interface JobResource {
  /** Its status name. */
  status: string;
  /** Its transcript, once there is one. */
  transcript_id: string | null;
  /** Why it failed. */
  error?: string | null;
}

/** Where a job resource stands, before its transcript is looked at. */
export function stateOfResource(job: TrackedJob, resource: JobResource): JobState {
  const described = describeJobStatus(job.kind, resource);
  return {
    status: resource.status,
    phase: described.phase,
    progress: described.progress,
    label: described.label,
    transcriptId: resource.transcript_id ?? null,
    error: described.phase === 'failed' ? (resource.error ?? described.label) : null,
    warning: job.warning,
    speakersDone: job.speakersDone,
  };
}

/**
 * Reads a job and, once it is done, its transcript: the job counts as done only when the
 * transcript is. Runs speaker detection once when the job asked for it; its failure becomes a
 * warning on a job that is otherwise done.
 */
export async function checkJob(
  ops: ApiOperations,
  job: TrackedJob,
  describe: (error: unknown) => ErrorInfo,
): Promise<JobState> {
  const resource =
    job.kind === 'source_import' ? await ops.getImport(job.id) : await ops.getRecording(job.id);
  const state = stateOfResource(job, resource);
  if (state.phase !== 'done') return state;
  if (!state.transcriptId) {
    return { ...state, phase: 'working', progress: null, label: 'Waiting for the transcript' };
  }

  const transcript = describeJobStatus(
    'transcript',
    await ops.transcriptStatus(state.transcriptId),
  );
  if (transcript.phase === 'failed' || transcript.phase === 'cancelled') {
    return { ...state, phase: 'failed', label: transcript.label, error: transcript.label };
  }
  if (transcript.phase !== 'done') {
    return { ...state, phase: 'working', progress: transcript.progress, label: transcript.label };
  }

  let { warning, speakersDone } = state;
  if (job.separateSpeakers && !speakersDone) {
    try {
      await ops.detectSpeakers(state.transcriptId);
    } catch (error) {
      const problem = describe(error);
      warning = `Speaker separation was skipped: ${problem.title}`;
    }
    speakersDone = true;
  }
  return { ...state, phase: 'done', progress: 1, label: 'Transcript ready', warning, speakersDone };
}
