import type { AVAILABILITY_STATUSES } from '@scribekit/sdk';
import type { ErrorInfo } from './envelope.js';

// What the popup asks about the page and the jobs, and what the background pushes to it.

/** What the API says about a link the import endpoint can take. */
export interface ImportPreview {
  /** Title of the recording, when known. */
  title: string | null;
  /** Address of a thumbnail image, when known. */
  thumbnail: string | null;
  /** Length in seconds, when known. */
  durationS: number | null;
  /** Whether the service can import it. */
  supported: boolean;
  /** Why not, when it cannot. */
  reason: string | null;
}

/** What a page (or a pasted link) is, with what the API says about it. */
export type PageReport =
  | {
      kind: 'import';
      /** Canonical link to import. */
      url: string;
      /** Provider code. */
      provider: string;
      /** Provider name. */
      providerLabel: string;
      /** The API's preview of the link (empty when it failed: the start is offered anyway). */
      preview: ImportPreview;
      /** Why the preview failed (a 5xx, a time-out), shown above the start; null when it worked. */
      previewError: ErrorInfo | null;
      /** A finished transcript of this very link (from the tracked jobs or the service's list). */
      transcribed: { transcriptId: string } | null;
      /** A tracked import of this link that is still running. */
      activeJobId: string | null;
    }
  | {
      kind: 'meeting';
      /** Canonical meeting address. */
      url: string;
      /** Platform code. */
      platform: string;
      /** Platform name. */
      platformLabel: string;
      /** What the platforms list says about this platform (`unknown` for a state the spec does not name). */
      availability: (typeof AVAILABILITY_STATUSES)[number] | 'unknown';
      /** The platform's status message, if any. */
      message: string | null;
      /** A bot already scheduled, joining or recording in this meeting (tracked job id). */
      activeJobId: string | null;
    }
  | {
      kind: 'none';
      /** The address that was looked at, when there was one. */
      url: string | null;
      /** Why nothing can be done with it, in words. */
      reason: string;
      /** A meeting app page without the meeting's id: ask for the invite link. */
      hint: 'paste_meeting_link' | null;
    };

/** Coarse phase of a tracked job, as `@scribekit/shared` names them. */
export type JobPhaseName = 'queued' | 'working' | 'done' | 'failed' | 'cancelled';

/** A job started from the extension, as the popup shows it. */
export interface JobView {
  /** The API id of the import or recording job. */
  id: string;
  /** Which kind of job. */
  kind: 'source_import' | 'recording_job';
  /** What it is about: the preview title, or the platform and meeting. */
  title: string;
  /** The link or meeting address. */
  url: string;
  /** Provider or platform name. */
  sourceLabel: string;
  /** Phase of the whole job (import or recording, then its transcript). */
  phase: JobPhaseName;
  /** Fraction done, 0..1, when known. */
  progress: number | null;
  /** Short state text, e.g. `Downloading media`. */
  label: string;
  /** Transcript to open once done. */
  transcriptId: string | null;
  /** Why it failed, in plain words. */
  error: string | null;
  /** What to do about the failure, when the service said. */
  errorHint: string | null;
  /** The service answered 404: the job is gone there and can only be removed here. */
  gone: boolean;
  /** Something that went wrong on the side, e.g. speaker detection; the job itself is fine. */
  warning: string | null;
  /** The last failed status check, while the job goes on being checked. */
  checkError: ErrorInfo | null;
  /** When the job was started (ms since epoch). */
  createdAt: number;
  /** Asked for, not confirmed by the service yet: shown as "Starting…", nothing to do with it. */
  starting?: true;
}

/** Options of a new import. */
export interface ImportRequest {
  /** Link to import (a video page or a media file). */
  url: string;
  /** Language code; null for automatic detection. */
  language: string | null;
  /** Run speaker detection again when the transcript is ready (off unless asked). */
  separateSpeakers?: boolean;
  /** Title from the preview, if any. */
  title: string | null;
}

/** A video the popup found among the page's links (canonical address, title from the page). */
export interface PageVideoLink {
  /** Canonical address to import. */
  url: string;
  /** The words the page links it with ('' when none). */
  title: string;
}

/** Name of the port the popup keeps open to get live job updates. */
export const POPUP_PORT = 'popup';

/** What the background pushes through the popup's port. */
export interface JobsUpdate {
  type: 'jobs';
  /** Every tracked job, newest first. */
  jobs: JobView[];
}
