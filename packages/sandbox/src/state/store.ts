import type { IdempotencyEntry } from '../limits/idempotency.js';
import { ChangeSet, type CollectionName, RecordMap } from './change-set.js';
import { DeliveryLog } from './delivery-log.js';
import { TranscriptMap } from './transcript-index.js';
import type {
  ApiKeyRecord,
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

/** API keys by id, also found by their secret in one look-up. */
class KeyMap extends RecordMap<ApiKeyRecord> {
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

/** The transcripts with their listing indexes, noting every change as `RecordMap` does. */
class TrackedTranscriptMap extends TranscriptMap {
  constructor(private readonly changes: ChangeSet) {
    super();
  }

  override set(id: string, record: TranscriptRecord): this {
    super.set(id, record);
    this.changes?.mark('transcripts', id);
    return this;
  }

  override delete(id: string): boolean {
    this.changes.mark('transcripts', id);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.changes.markCleared('transcripts');
  }

  /** Notes that `record`, held here, was changed in place; call it right after the change. */
  markChanged(record: TranscriptRecord): void {
    this.changes.mark('transcripts', record.id);
  }
}

/** What snapshots and the journal need of a collection. */
export interface RecordCollection {
  get(id: string): { id: string } | undefined;
  set(id: string, record: never): unknown;
  delete(id: string): boolean;
  clear(): void;
  values(): IterableIterator<{ id: string }>;
  readonly size: number;
}

/** All sandbox state, in memory; insertion order is creation order. */
export class Store {
  /** The records changed since the journal last saved (see `ChangeSet`). */
  readonly changes = new ChangeSet();
  readonly apiKeys = new KeyMap('apiKeys', this.changes);
  readonly files = new RecordMap<FileRecord>('files', this.changes);
  readonly transcripts = new TrackedTranscriptMap(this.changes);
  readonly exports = new RecordMap<ExportRecord>('exports', this.changes);
  readonly sourceImports = new RecordMap<SourceImportRecord>('sourceImports', this.changes);
  readonly recordingJobs = new RecordMap<RecordingJobRecord>('recordingJobs', this.changes);
  readonly smartReports = new RecordMap<SmartReportRecord>('smartReports', this.changes);
  readonly knowledgeBases = new RecordMap<KnowledgeBaseRecord>('knowledgeBases', this.changes);
  readonly knowledgeBaseEntries = new RecordMap<KnowledgeBaseEntryRecord>(
    'knowledgeBaseEntries',
    this.changes,
  );
  readonly webhooks = new RecordMap<WebhookRecord>('webhooks', this.changes);
  /** Delivery attempts, bounded (see `DeliveryLog`). */
  readonly deliveryLogs = new DeliveryLog(this.changes);
  /** Results remembered by Idempotency-Key (for their window), kept so a retry after a restart replays. */
  readonly idempotencyKeys = new RecordMap<IdempotencyEntry>('idempotencyKeys', this.changes);

  private account: string;

  constructor(userId: string) {
    this.account = userId;
  }

  /** The one account of the sandbox: every key belongs to it. */
  get userId(): string {
    return this.account;
  }

  set userId(id: string) {
    this.account = id;
    this.changes.markAccount();
  }

  findKey(secret: string): ApiKeyRecord | undefined {
    return this.apiKeys.bySecret.get(secret);
  }

  /** A collection by its saved name. */
  collection(name: CollectionName): RecordCollection {
    return this[name] as unknown as RecordCollection;
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
    this.deliveryLogs.clear();
  }
}
