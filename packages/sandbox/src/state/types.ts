import type {
  ActionItem,
  Annotation,
  Chapter,
  ContentEvent,
  GeneratedTranscript,
  Suggestion,
  TranscriptionFailure,
} from '../content/index.js';
import type { ExportFormat, FileStatus } from '../generated/spec-enums.js';

/** An API key the sandbox accepts. */
export interface ApiKeyRecord {
  id: string;
  key: string;
  name: string;
  /** Scopes such as `transcripts:read`; `*` grants all. */
  scopes: string[];
  createdAt: string;
}

export interface UploadedPart {
  etag: string;
  size: number;
}

export interface FileRecord {
  id: string;
  name: string;
  mime: string;
  /** Size declared at upload-init. */
  declaredSize: number;
  /** Size of the assembled bytes once ready. */
  size: number | null;
  status: FileStatus;
  /** SHA-256 the client gave at upload-init. */
  expectedSha256: string | null;
  /** SHA-256 of the assembled bytes, once ready. */
  sha256: string | null;
  uploadId: string;
  s3Key: string;
  chunkSize: number;
  partsTotal: number;
  parts: Map<number, UploadedPart>;
  /** Where the assembled bytes are, once ready. */
  dataPath: string | null;
  createdAt: string;
}

/** The settings a transcript is created with (scope-config). */
export interface TranscriptSettings {
  language: string;
  diarize: boolean;
  autoSmartReport: boolean;
  clipStartS: number | null;
  clipEndS: number | null;
}

/** What a finished transcription produced; derived lists fill in as they are made. */
export interface TranscriptResult {
  generated: GeneratedTranscript;
  chapters: Chapter[];
  actionItems: ActionItem[];
  annotations: Annotation[];
  contentEvents: ContentEvent[];
  suggestions: Suggestion[];
}

export type TranscriptOutcome =
  | { kind: 'completed'; result: TranscriptResult }
  | { kind: 'failed'; failure: TranscriptionFailure };

export interface TranscriptRecord {
  id: string;
  fileId: string;
  title: string;
  settings: TranscriptSettings;
  createdAtMs: number;
  /** When processing ends (creation + processing-ms). */
  dueAtMs: number;
  /** The generator's answer, computed at creation and revealed at `dueAtMs`. */
  prepared: GeneratedTranscript | TranscriptionFailure;
  /** Set when processing has ended. */
  outcome: TranscriptOutcome | null;
  completedAtMs: number | null;
  /** Seeded without `webhooks: true`: finishing it sends no events. */
  quiet?: boolean;
}

export interface ExportRecord {
  id: string;
  transcriptId: string;
  format: ExportFormat;
  createdAtMs: number;
  dueAtMs: number;
  outcome:
    | { kind: 'ready'; path: string; size: number; mime: string; extension: string }
    | { kind: 'failed'; error: string }
    | null;
  readyAtMs: number | null;
}

export interface SourceImportRecord {
  id: string;
  url: string;
  provider: string;
  kind: string | null;
  title: string | null;
  language: string | null;
  clipStartS: number | null;
  clipEndS: number | null;
  createdAtMs: number;
  /** When the current attempt started (creation or last retry). */
  startedAtMs: number;
  dueAtMs: number;
  outcome: { kind: 'completed'; transcriptId: string } | { kind: 'failed'; error: string } | null;
  attempts: number;
}

export interface RecordingJobRecord {
  id: string;
  platform: string;
  meetUrl: string;
  createdAtMs: number;
  dueAtMs: number;
  outcome:
    | { kind: 'completed'; transcriptId: string }
    | { kind: 'failed'; error: string }
    | { kind: 'cancelled'; atMs: number }
    | null;
}

export interface SmartReportRecord {
  id: string;
  transcriptIds: string[];
  type: string;
  renderMode: string;
  model: string | null;
  styleHint: string | null;
  instructions: string | null;
  promptTemplateId: string | null;
  knowledgeBaseIds: string[];
  createdAtMs: number;
  dueAtMs: number;
  outcome:
    | { kind: 'completed'; contentMd: string; tokensInput: number; tokensOutput: number }
    | { kind: 'failed'; error: string }
    | null;
  completedAtMs: number | null;
}

export interface KnowledgeBaseRecord {
  id: string;
  name: string;
  description: string | null;
  scopeUserId: string | null;
  scopeOrganizationId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface KnowledgeBaseEntryRecord {
  id: string;
  knowledgeBaseId: string;
  sourceKind: string;
  sourceDocId: string;
  title: string | null;
  content: string;
  tokensCount: number;
  chunkIndex: number;
  createdAt: string;
}

export interface WebhookRecord {
  id: string;
  url: string;
  events: string[];
  secret: string;
  isActive: boolean;
  lastDeliveryAt: string | null;
  lastStatusCode: number | null;
  createdAt: string;
}

export interface DeliveryLogRecord {
  id: string;
  webhook_id: string;
  event: string;
  event_id: string;
  attempt: number;
  status_code: number | null;
  success: boolean;
  duration_ms: number;
  error: string | null;
  created_at: string;
}
