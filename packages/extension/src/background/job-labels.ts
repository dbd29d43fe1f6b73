import {
  describeJobStatus,
  type JobStatus,
  knownPhase,
  normalizeState,
  ownEntry,
  type StatusFields,
} from '@scribekit/shared';
import { i18n } from '#i18n';

type Kind = 'source_import' | 'recording_job' | 'transcript';

// The shared model's states, in the browser's language (written out so the locales test sees
// every key). A state missing here keeps the shared model's English label.
const stateLabels: Record<Kind, Record<string, () => string>> = {
  source_import: {
    queued: () => i18n.t('state.import.queued'),
    downloading: () => i18n.t('state.import.downloading'),
    processing: () => i18n.t('state.import.processing'),
    completed: () => i18n.t('state.import.completed'),
    failed: () => i18n.t('state.import.failed'),
  },
  recording_job: {
    scheduled: () => i18n.t('state.recording.scheduled'),
    joining: () => i18n.t('state.recording.joining'),
    recording: () => i18n.t('state.recording.recording'),
    processing: () => i18n.t('state.recording.processing'),
    completed: () => i18n.t('state.recording.completed'),
    failed: () => i18n.t('state.recording.failed'),
    cancelled: () => i18n.t('state.recording.cancelled'),
    canceled: () => i18n.t('state.recording.cancelled'),
  },
  transcript: {
    pending: () => i18n.t('state.transcript.pending'),
    processing: () => i18n.t('state.transcript.processing'),
    completed: () => i18n.t('state.transcript.completed'),
    failed: () => i18n.t('state.transcript.failed'),
  },
};

/** `describeJobStatus`, with the label in the browser's language. */
export function describeLocalized(kind: Kind, fields: StatusFields): JobStatus {
  const described = describeJobStatus(kind, fields);
  const name = normalizeState(fields.status);
  const label = ownEntry(stateLabels[kind], name)?.();
  if (label) return { ...described, label };
  // A state no kind knows: the shared model says `Working (state: NAME)` in English.
  if (knownPhase(kind, fields.status) === undefined) {
    return { ...described, label: i18n.t('state.unknown', [name || '?']) };
  }
  return described;
}

/** A finished job whose transcript has no id yet. */
export const waitingForTranscript = () => i18n.t('state.waitingForTranscript');

/** A job whose transcript is done. */
export const transcriptReady = () => i18n.t('state.transcript.completed');
