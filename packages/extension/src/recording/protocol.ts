// The messages of "Record this tab" between the popup, the background and the offscreen document
// that captures and uploads. Kept apart from `messages.ts`: every message carries a `scope` the
// pages' request dispatcher does not answer, and the key only ever goes to the offscreen document.

/** The permissions "Record this tab" asks for on first use (optional in the manifest). */
export const RECORDING_PERMISSIONS = ['tabCapture', 'offscreen'] as const;

/** Where a recording of a tab stands. */
export type TabRecordingPhase =
  /** Capturing: audio goes to disk as it plays. */
  | 'recording'
  /** Stopped; the file is being uploaded. */
  | 'uploading'
  /** Uploaded; the service is transcribing it. */
  | 'transcribing'
  /** The transcript is ready (it opened in a tab). */
  | 'done'
  /** Upload or transcription failed; the file is still on disk to try again. */
  | 'failed'
  /** The browser or the extension stopped while it ran: what was recorded is on disk. */
  | 'interrupted';

/** The recording of a tab, as the background keeps it (storage, so it survives restarts). */
export interface TabRecording {
  /** Id of this recording; also its file's name in the origin's private file system. */
  id: string;
  /** The tab being recorded. */
  tabId: number;
  /** The page's title when the recording started (the transcript's title). */
  title: string;
  /** Where it stands. */
  phase: TabRecordingPhase;
  /** When it started (ms since epoch). */
  startedAt: number;
  /** Audio recorded so far, in ms. */
  elapsedMs: number;
  /** Bytes on disk so far. */
  bytes: number;
  /** Upload progress, 0..1, while uploading. */
  progress: number | null;
  /** The service's file, once upload-init answered: an interrupted upload resumes it. */
  uploadFileId: string | null;
  /** The transcript, once created. */
  transcriptId: string | null;
  /** Why it failed, in words. */
  error: string | null;
}

/** The file a recording is written to, in the origin's private file system. */
export const recordingFileName = (id: string): string => `tab-recording-${id}.webm`;

/** Directory of the recordings in the origin's private file system. */
export const RECORDINGS_DIR = 'recordings';

// Failures the offscreen document reports by code (it has no i18n); the background words them.
/** A capture is already running in the offscreen document. */
export const CAPTURE_RUNNING = 'capture_running';
/** No API key was handed over for the upload. */
export const NO_KEY = 'no_key';

/** The popup's requests to the background. */
export type RecordingRequest =
  | { scope: 'tab-recording'; type: 'get' }
  | { scope: 'tab-recording'; type: 'start'; tabId: number; title: string }
  | { scope: 'tab-recording'; type: 'stop' }
  | { scope: 'tab-recording'; type: 'upload' }
  | { scope: 'tab-recording'; type: 'discard' };

/** The answer to a popup request: the recording as it stands now, or why not. */
export type RecordingAnswer =
  | { ok: true; recording: TabRecording | null }
  | { ok: false; error: string };

/** The background's commands to the offscreen document. */
export type OffscreenCommand =
  | { scope: 'offscreen'; type: 'capture'; id: string; streamId: string }
  | { scope: 'offscreen'; type: 'stop' }
  | {
      scope: 'offscreen';
      type: 'upload';
      id: string;
      title: string;
      uploadFileId: string | null;
      transcriptId: string | null;
    };

/** What the offscreen document reports to the background. */
export type RecorderEvent =
  | { scope: 'recorder'; type: 'tick'; id: string; elapsedMs: number; bytes: number }
  /** The capture ended by itself (the tab closed). */
  | { scope: 'recorder'; type: 'ended'; id: string }
  | { scope: 'recorder'; type: 'upload-started'; id: string; fileId: string }
  | { scope: 'recorder'; type: 'progress'; id: string; fraction: number }
  | { scope: 'recorder'; type: 'transcribing'; id: string; transcriptId: string }
  | { scope: 'recorder'; type: 'done'; id: string; transcriptId: string }
  | { scope: 'recorder'; type: 'failed'; id: string; error: string }
  /** Asks for the API key and address; answered to this sender only. */
  | { scope: 'recorder'; type: 'credentials' };

/** The answer to `credentials`. */
export interface Credentials {
  apiKey: string | null;
  baseUrl: string;
}

/** Whether `value` is a message of one scope. */
export function hasScope<S extends string>(value: unknown, scope: S): value is { scope: S } {
  return (
    typeof value === 'object' && value !== null && (value as { scope?: unknown }).scope === scope
  );
}
