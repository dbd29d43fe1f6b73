import { normalizeState, ownEntry } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import type { ApiOperations } from './api.js';
import { describeLocalized, transcriptReady, waitingForTranscript } from './job-labels.js';
import type { TrackedJob } from './job-store.js';

/** The fields of a tracked job that one check can change. */
export type JobState = Pick<
  TrackedJob,
  | 'status'
  | 'phase'
  | 'progress'
  | 'label'
  | 'transcriptId'
  | 'error'
  | 'errorHint'
  | 'warning'
  | 'speakersDone'
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

// Machine words a service may use for why a bot or an import failed, said plainly.
const plainErrors: Record<string, () => string> = {
  not_admitted: () => i18n.t('failure.notAdmitted'),
  bot_not_admitted: () => i18n.t('failure.notAdmitted'),
  waiting_room_timeout: () => i18n.t('failure.lobbyTimeout'),
  meeting_not_found: () => i18n.t('failure.meetingNotFound'),
  meeting_ended: () => i18n.t('failure.meetingEnded'),
  removed_from_meeting: () => i18n.t('failure.removed'),
  no_audio: () => i18n.t('failure.noAudio'),
  unsupported_url: () => i18n.t('failure.unsupportedUrl'),
  download_failed: () => i18n.t('failure.downloadFailed'),
};

const hints: Record<string, () => string> = {
  unsupported_media: () => i18n.t('failure.hint.unsupportedMedia'),
  empty_file: () => i18n.t('failure.hint.emptyFile'),
  not_admitted: () => i18n.t('failure.hint.notAdmitted'),
  bot_not_admitted: () => i18n.t('failure.hint.notAdmitted'),
};

/** What a person can do about a failure code, when known. */
export function hintFor(code: string | null | undefined): string | null {
  return ownEntry(hints, normalizeState(code))?.() ?? null;
}

/** A failure reason in plain words: known codes are translated, sentences kept as they are. */
export function plainError(reason: string): string {
  return ownEntry(plainErrors, normalizeState(reason).replace(/[\s-]+/g, '_'))?.() ?? reason;
}

/** Where a job resource stands, before its transcript is looked at. */
export function stateOfResource(job: TrackedJob, resource: JobResource): JobState {
  const described = describeLocalized(job.kind, resource);
  return {
    status: resource.status,
    phase: described.phase,
    progress: described.progress,
    label: described.label,
    transcriptId: resource.transcript_id ?? null,
    error: described.phase === 'failed' ? plainError(resource.error ?? described.label) : null,
    errorHint: described.phase === 'failed' ? hintFor(resource.error) : null,
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
    return { ...state, phase: 'working', progress: null, label: waitingForTranscript() };
  }

  const status = await ops.transcriptStatus(state.transcriptId);
  const transcript = describeLocalized('transcript', status);
  if (transcript.phase === 'failed' || transcript.phase === 'cancelled') {
    return {
      ...state,
      phase: 'failed',
      label: transcript.label,
      error: plainError(status.error ?? status.error_code ?? transcript.label),
      errorHint: hintFor(status.error_code),
    };
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
      warning = i18n.t('state.speakersSkipped', [problem.title]);
    }
    speakersDone = true;
  }
  return { ...state, phase: 'done', progress: 1, label: transcriptReady(), warning, speakersDone };
}
