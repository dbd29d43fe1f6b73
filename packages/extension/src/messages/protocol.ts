import type { CaptionChoice, CaptionSourceView } from './captions.js';
import type { ExportFormat } from './export-formats.js';
import type { BatchDetails, BatchPlanView, BatchView } from './page-batches.js';
import type { ImportRequest, JobView, PageReport, PageVideoLink } from './popup.js';
import type { KeyCheckReport, SettingsView } from './settings.js';
import type { TranscriptPage, TranscriptQuery } from './transcript-list.js';
import type {
  ActionItemView,
  ChapterView,
  ExportLink,
  ReportView,
  SpeakerView,
  TranscriptPlayback,
  TranscriptView,
} from './transcript-page.js';

// The one contract between the extension's pages (popup, options, transcript, All transcripts)
// and its background: every request with its payload and the value it answers.
// The API key travels in one direction only: from the options page to the background.

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

/** The handlers the background registers: one per request type. */
export type HandlerMap = {
  [K in RequestType]: (payload: Protocol[K]['request']) => Promise<Protocol[K]['response']>;
};

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
