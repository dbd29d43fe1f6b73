import type { ExportFormat } from '@scribekit/sdk';
import type { CaptionSegment } from '@scribekit/shared/captions';
import { browser } from 'wxt/browser';

// The one contract between the extension's pages (popup, options, transcript) and its background.
// Pages send requests through `sendMessage`; the background answers every request with a
// `Result`, so a failure always arrives as plain words (`ErrorInfo`), never as a thrown error.
// The API key travels in one direction only: from the options page to the background.

// The export formats the API offers, in the spec's order (the order the transcript page shows).
export { EXPORT_FORMATS, type ExportFormat } from '@scribekit/sdk';

/**
 * How the transcript page makes SRT and VTT: built in the page from the words to a preset of
 * `@scribekit/shared/captions`, or `service`: as the service exports them. The first is the default.
 */
export const CAPTION_CHOICES = ['netflix', 'broadcast', 'social', 'loose', 'service'] as const;

/** One of `CAPTION_CHOICES`. */
export type CaptionChoice = (typeof CAPTION_CHOICES)[number];

/** What the transcript page builds captions from. */
export interface CaptionSourceView {
  /** Every segment with its words (only the fields captions read). */
  segments: CaptionSegment[];
  /** Speakers by id, named as the page shows them. */
  speakers: { id: string; name: string }[];
  /** The files' names, from the title. */
  filenames: { srt: string; vtt: string };
}

/** What went wrong, as a category the pages can react to (e.g. offer the options page for `auth`). */
export type ErrorKind =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'auth'
  | 'scope'
  | 'session'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'invalid'
  | 'conflict'
  | 'no_key'
  | 'bad_input'
  | 'job_failed'
  | 'unknown';

/** A failure in plain words, ready to show. */
export interface ErrorInfo {
  /** Category of the failure. */
  kind: ErrorKind;
  /** One short sentence saying what happened. */
  title: string;
  /** What the person can do about it. */
  detail: string;
  /** HTTP status, when the API answered. */
  status: number | null;
  /** The request id to quote to support, when the API sent one. */
  requestId: string | null;
  /** Seconds after which trying again may work (429), when the API said. */
  retryAfterS: number | null;
  /** The scope the key lacks (403), when the API named it. */
  scope: string | null;
}

/** What the pages may know about the settings: never the key itself. */
export interface SettingsView {
  /** The API address in use. */
  baseUrl: string;
  /** The address this build was made for. */
  defaultBaseUrl: string;
  /** Whether a key is saved. */
  hasKey: boolean;
  /** The key's last four characters, to tell keys apart. */
  keyHint: string | null;
}

/** Whether the saved key holds one scope the extension uses. */
export interface ScopeCheck {
  /** Scope name, e.g. `imports:write`. */
  scope: string;
  /** What the extension needs it for, in words. */
  purpose: string;
  /** true: works; false: the key lacks it; null: not checked (checked on first use). */
  ok: boolean | null;
}

/** The answer to "Save" on the options page. */
export interface KeyCheckReport {
  /** Whether the settings were stored (a key the API rejects is not). */
  saved: boolean;
  /** The API address that was checked. */
  baseUrl: string;
  /** The overall verdict. */
  outcome: 'connected' | 'limited' | 'rejected' | 'unreachable' | 'error';
  /** Scope by scope. */
  scopes: ScopeCheck[];
  /** The failure behind `rejected`, `unreachable` or `error`. */
  error: ErrorInfo | null;
}

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
      /** What the platforms list says about this platform. */
      availability: 'available' | 'degraded' | 'unavailable' | 'unknown';
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

/** One speaker of a transcript. */
export interface SpeakerView {
  /** Speaker id. */
  id: string;
  /** Name, or the label (`Speaker 1`) when unnamed. */
  name: string;
  /** Hex colour. */
  color: string;
  /** Seconds spoken. */
  speakingSeconds: number;
}

/** One segment of a transcript. */
export interface SegmentView {
  /** Segment id. */
  id: string;
  /** Start, seconds. */
  startS: number;
  /** End, seconds. */
  endS: number;
  /** Speaker id. */
  speakerId: string;
  /** Text. */
  text: string;
}

/** A transcript, ready for the transcript page. */
export interface TranscriptView {
  /** Transcript id. */
  id: string;
  /** Title. */
  title: string;
  /** Length in seconds. */
  durationS: number;
  /** Language code (detected when auto). */
  language: string | null;
  /** Status name. */
  status: string;
  /** Speakers. */
  speakers: SpeakerView[];
  /** Every segment, in order. */
  segments: SegmentView[];
  /** The imported page or media link, opened at a moment in a tab; null for other recordings. */
  source: TranscriptSource | null;
  /** The recording's file, played in the page (uploads, tab and meeting recordings); else null. */
  playback: TranscriptPlayback | null;
}

/** A transcript's recording as the page plays it. */
export interface TranscriptPlayback {
  /** Pre-signed streaming address of the file (it expires: ask `getPlayback` for a new one). */
  url: string;
  /** The file's type as the service knows it ('' when unknown). */
  mime: string;
}

/** The recording behind a transcript, for "play from this moment". */
export interface TranscriptSource {
  /** The page or media address. */
  url: string;
  /** How a moment is put into the address: provider page or a media fragment. */
  kind: 'youtube' | 'vimeo' | 'loom' | 'media';
}

/** A chapter of a transcript. */
export interface ChapterView {
  /** Chapter id. */
  id: string;
  /** Title. */
  title: string;
  /** Summary, when the service gave one. */
  summary: string | null;
  /** Start, seconds. */
  startS: number;
}

/** An action item found in a transcript. */
export interface ActionItemView {
  /** Item id. */
  id: string;
  /** What is to be done. */
  text: string;
  /** Who it falls to, when named. */
  assignee: string | null;
  /** The segment it comes from, when known. */
  segmentId: string | null;
  /** Its moment, seconds, when known. */
  startS: number | null;
  /** `open` or `done`. */
  status: string;
}

/** A Smart Report (the transcript page uses the `summary` type). */
export interface ReportView {
  /** Report id. */
  id: string;
  /** `pending`, `processing`, `completed` or `failed`. */
  status: string;
  /** The report in Markdown, once completed. */
  markdown: string | null;
  /** Why it failed, in the service's words. */
  error: string | null;
}

/** A transcript in the account's list. */
export interface TranscriptRow {
  /** Transcript id. */
  id: string;
  /** Title. */
  title: string;
  /** Status name. */
  status: string;
  /** Length in seconds (0 until known). */
  durationS: number;
  /** Number of speakers. */
  speakerCount: number;
  /** When it was created (ISO timestamp). */
  createdAt: string;
}

/** One page of the account's transcripts. */
export interface TranscriptPage {
  /** The transcripts on this page. */
  items: TranscriptRow[];
  /** How many match in all. */
  total: number;
  /** How many were skipped. */
  skip: number;
  /** Page size. */
  limit: number;
}

/** The orders the account's transcripts can be listed in (the service's `sort=` values). */
export const TRANSCRIPT_SORTS = [
  'created_at_desc',
  'created_at_asc',
  'title_asc',
  'title_desc',
  'duration_desc',
  'duration_asc',
] as const;

/** One order of the list. */
export type TranscriptSort = (typeof TRANSCRIPT_SORTS)[number];

/** What the all-transcripts page asks for. */
export interface TranscriptQuery {
  /** Words to search for; empty for all. */
  q: string;
  /** Status to keep; empty for all. */
  status: string;
  /** Order of the list (newest first when left out). */
  sort?: TranscriptSort;
  /** How many to skip. */
  skip: number;
  /** Page size (at most 200). */
  limit: number;
}

/** A finished export, ready to download. */
export interface ExportLink {
  /** Pre-signed address of the file (no key needed). */
  url: string;
  /** File name to save it as. */
  filename: string;
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

/** A batch of the videos of one page, as pages see it. */
export interface BatchView {
  /** Batch id. */
  id: string;
  /** Canonical address of the page. */
  pageUrl: string;
  /** The page's title. */
  title: string;
  /** Videos in the batch. */
  total: number;
  /** Already transcribed before the batch started (not imported again). */
  skipped: number;
  /** Transcribed by this batch so far. */
  done: number;
  /** Failed. */
  failed: number;
  /** `running`, `waiting` (for the import quota), `done` or `cancelled`. */
  state: 'running' | 'waiting' | 'done' | 'cancelled';
  /** While waiting: when the next import may be sent (ms since epoch). */
  nextAt: number | null;
  /** When it was started and ended (ms since epoch). */
  createdAt: number;
  endedAt: number | null;
}

/** What starting a batch of a page's videos would do. */
export interface BatchPlanView {
  /** Distinct videos the page links to (more than `total` when capped). */
  found: number;
  /** Videos the batch would take. */
  total: number;
  /** Of those, already transcribed (or being transcribed) on the service: skipped. */
  alreadyDone: number;
  /** Imports the batch needs. */
  toImport: number;
  /** How long until the last of them can be sent under the import quota, in ms (0: all now). */
  quotaWaitMs: number;
  /** The import quota planned with: `limit` imports per `windowMs`. */
  limit: number;
  windowMs: number;
  /** A batch of this page that is still running (then there is nothing to start). */
  running: BatchView | null;
}

/** One video of a batch, on the All transcripts page. */
export interface BatchItemView {
  /** Canonical address. */
  url: string;
  /** Title from the page ('' when none). */
  title: string;
  /** Where it stands. */
  status: 'queued' | 'importing' | 'transcribing' | 'done' | 'skipped' | 'failed';
  /** Its transcript, once known. */
  transcriptId: string | null;
  /** Why it failed. */
  error: string | null;
}

/** A batch with its videos. */
export interface BatchDetails extends BatchView {
  /** Every video, in page order. */
  items: BatchItemView[];
}

/** Every request a page can send, with its payload and the value it gets back. */
export interface Protocol {
  getSettings: { request: null; response: SettingsView };
  saveSettings: { request: { apiKey: string | null; baseUrl: string }; response: KeyCheckReport };
  forgetKey: { request: null; response: SettingsView };
  inspectPage: { request: { url: string; source: 'tab' | 'pasted' }; response: PageReport };
  startImport: { request: ImportRequest; response: JobView };
  startRecording: { request: { url: string }; response: JobView };
  listJobs: { request: null; response: JobView[] };
  cancelJob: { request: { id: string }; response: JobView };
  retryJob: { request: { id: string }; response: JobView };
  removeJob: { request: { id: string }; response: JobView[] };
  clearFinished: { request: null; response: JobView[] };
  getTranscript: { request: { id: string }; response: TranscriptView };
  getPlayback: { request: { id: string }; response: TranscriptPlayback | null };
  exportTranscript: { request: { id: string; format: ExportFormat }; response: ExportLink };
  getCaptionSource: { request: { id: string }; response: CaptionSourceView };
  getCaptionChoice: { request: null; response: CaptionChoice };
  setCaptionChoice: { request: { choice: CaptionChoice }; response: CaptionChoice };
  listTranscripts: { request: TranscriptQuery; response: TranscriptPage };
  getChapters: { request: { id: string }; response: ChapterView[] };
  getActionItems: { request: { id: string }; response: ActionItemView[] };
  nameSpeakers: { request: { id: string }; response: SpeakerView[] };
  getSummary: { request: { id: string }; response: ReportView | null };
  createSummary: { request: { id: string }; response: ReportView };
  getReport: { request: { id: string }; response: ReportView };
  planPageBatch: {
    request: { pageUrl: string; videos: PageVideoLink[] };
    response: BatchPlanView;
  };
  startPageBatch: {
    request: { pageUrl: string; title: string; videos: PageVideoLink[] };
    response: BatchView;
  };
  listBatches: { request: null; response: BatchView[] };
  getBatch: { request: { id: string }; response: BatchDetails };
  cancelBatch: { request: { id: string }; response: BatchView };
}

/** Name of a request. */
export type RequestType = keyof Protocol;

/** A request as it travels. */
export interface RequestMessage<K extends RequestType = RequestType> {
  /** Which request. */
  type: K;
  /** Its payload. */
  payload: Protocol[K]['request'];
}

/** The answer to every request. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

/** The handlers the background registers: one per request type. */
export type HandlerMap = {
  [K in RequestType]: (payload: Protocol[K]['request']) => Promise<Protocol[K]['response']>;
};

/** The account's transcripts, all of them (an extension page; built by its own entrypoint). */
export const ALL_TRANSCRIPTS_PAGE = '/all-transcripts.html';

/** The first-run page, opened once when the extension is installed. */
export const WELCOME_PAGE = '/welcome.html';

/**
 * Where a meeting link from the context menu is confirmed before a bot goes: the popup's page
 * in a tab, with the link as `?link=`.
 */
export const CONFIRM_PAGE = '/popup.html';

/** Name of the port the popup keeps open to get live job updates. */
export const POPUP_PORT = 'popup';

/** What the background pushes through the popup's port. */
export interface JobsUpdate {
  type: 'jobs';
  /** Every tracked job, newest first. */
  jobs: JobView[];
}

const requestTypes: ReadonlySet<string> = new Set<RequestType>([
  'getSettings',
  'saveSettings',
  'forgetKey',
  'inspectPage',
  'startImport',
  'startRecording',
  'listJobs',
  'cancelJob',
  'retryJob',
  'removeJob',
  'clearFinished',
  'getTranscript',
  'getPlayback',
  'exportTranscript',
  'getCaptionSource',
  'getCaptionChoice',
  'setCaptionChoice',
  'listTranscripts',
  'getChapters',
  'getActionItems',
  'nameSpeakers',
  'getSummary',
  'createSummary',
  'getReport',
  'planPageBatch',
  'startPageBatch',
  'listBatches',
  'getBatch',
  'cancelBatch',
]);

/** True when `value` looks like one of our requests. */
export function isRequestMessage(value: unknown): value is RequestMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    requestTypes.has((value as { type?: unknown }).type as string) &&
    'payload' in value
  );
}

/** A failure that is not the API's: the background did not answer. */
function noAnswer(cause: unknown): ErrorInfo {
  return {
    kind: 'unknown',
    title: 'The extension did not answer.',
    detail: `Reload the extension and try again. (${cause instanceof Error ? cause.message : String(cause)})`,
    status: null,
    requestId: null,
    retryAfterS: null,
    scope: null,
  };
}

/** Sends a typed request to the background; resolves with its `Result` (never rejects). */
export async function sendMessage<K extends RequestType>(
  type: K,
  payload: Protocol[K]['request'],
): Promise<Result<Protocol[K]['response']>> {
  const message: RequestMessage<K> = { type, payload };
  try {
    const answer = (await browser.runtime.sendMessage(message)) as
      | Result<Protocol[K]['response']>
      | undefined;
    return answer ?? { ok: false, error: noAnswer('no answer') };
  } catch (error) {
    return { ok: false, error: noAnswer(error) };
  }
}
