import { TranscriptMap } from './transcript-index.js';
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
  WebhookRecord,
} from './types.js';

/** API keys by id, also found by their secret in one look-up. */
class KeyMap extends Map<string, ApiKeyRecord> {
  readonly bySecret = new Map<string, ApiKeyRecord>();

  override set(id: string, record: ApiKeyRecord): this {
    super.set(id, record);
    this.bySecret?.set(record.key, record);
    return this;
  }

  override delete(id: string): boolean {
    const record = this.get(id);
    if (record) this.bySecret.delete(record.key);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.bySecret.clear();
  }
}

/** All sandbox state, in memory; insertion order is creation order. */
export class Store {
  readonly apiKeys = new KeyMap();
  readonly files = new Map<string, FileRecord>();
  readonly transcripts = new TranscriptMap();
  readonly exports = new Map<string, ExportRecord>();
  readonly sourceImports = new Map<string, SourceImportRecord>();
  readonly recordingJobs = new Map<string, RecordingJobRecord>();
  readonly smartReports = new Map<string, SmartReportRecord>();
  readonly knowledgeBases = new Map<string, KnowledgeBaseRecord>();
  readonly knowledgeBaseEntries = new Map<string, KnowledgeBaseEntryRecord>();
  readonly webhooks = new Map<string, WebhookRecord>();
  readonly deliveryLogs: DeliveryLogRecord[] = [];

  /** The one account of the sandbox: every key belongs to it. */
  userId: string;

  constructor(userId: string) {
    this.userId = userId;
  }

  findKey(secret: string): ApiKeyRecord | undefined {
    return this.apiKeys.bySecret.get(secret);
  }

  /** Forgets everything but the API keys. */
  clearData(): void {
    this.files.clear();
    this.transcripts.clear();
    this.exports.clear();
    this.sourceImports.clear();
    this.recordingJobs.clear();
    this.smartReports.clear();
    this.knowledgeBases.clear();
    this.knowledgeBaseEntries.clear();
    this.webhooks.clear();
    this.deliveryLogs.length = 0;
  }
}
