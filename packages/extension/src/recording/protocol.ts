// The messages of "Record this tab" between the popup, the background and the offscreen document
// that captures and uploads. Kept apart from `messages/protocol.ts`: every message carries a `scope` the
// pages' request dispatcher does not answer, and the key only ever goes to the offscreen document.

/**
 * The permissions "Record this tab" needs, held from install: Chrome adds tab capture to the
 * toolbar click's grant on a tab only if the extension holds `tabCapture` at that click, and never
 * to a grant the tab already has — an optional permission asked for from the popup could never
 * record the tab that asked (see docs/extension/features.md).
 */
export const RECORDING_PERMISSIONS = ['tabCapture', 'offscreen'] as const;

/** The microphone's part in a recording. */
export type MicrophoneState =
  /** Not asked for: the tab's sound alone. */
  | 'off'
  /** Mixed in with the tab's sound. */
  | 'live'
  /** Asked for, but Chrome blocks the microphone for the extension. */
  | 'blocked'
  /** Asked for, but no microphone could be opened. */
  | 'missing'
  /** Was mixed in until the device went away. */
  | 'ended';

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
  /** The microphone's part (older records have none: the tab alone). */
  microphone?: MicrophoneState;
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
/** Chrome refused the tab's stream to the recorder. */
export const CAPTURE_REFUSED = 'capture_refused';
/** The tab's stream could not be opened (the tab went away, the audio service failed). */
export const CAPTURE_FAILED = 'capture_failed';

/**
 * A failure of the offscreen document, as it reports it (it has no i18n): one of the codes
 * above, or an SDK error by its name, status and body, which the background turns back into
 * that error to word it.
 */
export interface RecorderFailure {
  /** A code above, or the error's name (`ServerError`, `ConnectionError` …). */
  code: string;
  /** HTTP status of a failed request. */
  status?: number | null;
  /** The error body the service sent. */
  body?: unknown;
  /** `Retry-After` of a 429, in seconds. */
  retryAfter?: number | null;
  /** What the service said about a failed transcript (its own words). */
  hint?: string;
}

/** The popup's requests to the background. */
export type RecordingRequest =
  | { scope: 'tab-recording'; type: 'get' }
  | {
      scope: 'tab-recording';
      type: 'start';
      tabId: number;
      title: string;
      /** Whether Chrome lets the extension's pages use the microphone already (asked once). */
      microphoneAllowed: boolean;
    }
  /** Remembers whether recordings include the microphone. */
  | { scope: 'tab-recording'; type: 'set-microphone'; on: boolean }
  /** The microphone page got the microphone: a start that waited for it goes ahead. */
  | { scope: 'tab-recording'; type: 'microphone-allowed' }
  /** The microphone page could not get it: the start that waited records the tab alone. */
  | { scope: 'tab-recording'; type: 'microphone-skipped' }
  | { scope: 'tab-recording'; type: 'stop' }
  | { scope: 'tab-recording'; type: 'upload' }
  | { scope: 'tab-recording'; type: 'discard' };

/**
 * The answer to a popup request: the recording as it stands now and whether recordings include
 * the microphone (a start that needs the microphone page first answers with the recording null
 * and `askingMicrophone`), or why not.
 */
export type RecordingAnswer =
  | {
      ok: true;
      recording: TabRecording | null;
      includeMicrophone: boolean;
      askingMicrophone?: true;
    }
  | { ok: false; error: string };

/** The background's commands to the offscreen document. */
export type OffscreenCommand =
  | { scope: 'offscreen'; type: 'capture'; id: string; streamId: string; microphone: boolean }
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
  | { scope: 'recorder'; type: 'failed'; id: string; failure: RecorderFailure }
  /** The microphone mixed in went away (unplugged, taken by the system). */
  | { scope: 'recorder'; type: 'microphone-ended'; id: string }
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
