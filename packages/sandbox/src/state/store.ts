import type {
  ApiKeyRecord,
  DeliveryLogRecord,
  ExportRecord,
  FileRecord,
  KnowledgeBaseEntryRecord,
  KnowledgeBaseRecord,
  RecordingJobRecord,
  SmartReportRecord,
  SourceImportRecord,
  TranscriptRecord,
  WebhookRecord,
} from './types.js';

/** All sandbox state, in memory; insertion order is creation order. */
export class Store {
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  readonly files = new Map<string, FileRecord>();
  readonly transcripts = new Map<string, TranscriptRecord>();
  readonly exports = new Map<string, ExportRecord>();
  readonly sourceImports = new Map<string, SourceImportRecord>();
  readonly recordingJobs = new Map<string, RecordingJobRecord>();
  readonly smartReports = new Map<string, SmartReportRecord>();
  readonly knowledgeBases = new Map<string, KnowledgeBaseRecord>();
  readonly knowledgeBaseEntries = new Map<string, KnowledgeBaseEntryRecord>();
  readonly webhooks = new Map<string, WebhookRecord>();
  readonly deliveryLogs: DeliveryLogRecord[] = [];

  /** The one account of the sandbox: every key belongs to it. */
  readonly userId: string;

  constructor(userId: string) {
    this.userId = userId;
  }

  findKey(secret: string): ApiKeyRecord | undefined {
    for (const record of this.apiKeys.values()) if (record.key === secret) return record;
    return undefined;
  }
}
