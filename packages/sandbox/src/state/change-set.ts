/** The store's collections, as snapshots and the journal name them. */
export const COLLECTIONS = [
  'apiKeys',
  'files',
  'transcripts',
  'exports',
  'sourceImports',
  'recordingJobs',
  'smartReports',
  'knowledgeBases',
  'knowledgeBaseEntries',
  'webhooks',
  'deliveryLogs',
  'idempotencyKeys',
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];

/** What changed since the journal last took it. */
export interface Changes {
  /** Whether the account id changed (a restored snapshot of another sandbox). */
  account: boolean;
  /** Collections emptied (before the records below changed). */
  cleared: Set<CollectionName>;
  /** Ids of records created, changed or removed, by collection. */
  records: Map<CollectionName, Set<string>>;
}

/**
 * The records changed since the last commit: records are mutated in place, so every change
 * names its record here (maps do it on `set`/`delete`/`clear`, other writes call `markChanged`),
 * and a commit saves just these.
 */
export class ChangeSet {
  /** Off without a data directory, where nothing is saved (so nothing is kept here either). */
  tracking = false;
  private account = false;
  private cleared = new Set<CollectionName>();
  private records = new Map<CollectionName, Set<string>>();

  markAccount(): void {
    if (this.tracking) this.account = true;
  }

  mark(collection: CollectionName, id: string): void {
    if (!this.tracking) return;
    let ids = this.records.get(collection);
    if (!ids) {
      ids = new Set();
      this.records.set(collection, ids);
    }
    ids.add(id);
  }

  markCleared(collection: CollectionName): void {
    if (!this.tracking) return;
    this.records.delete(collection);
    this.cleared.add(collection);
  }

  get empty(): boolean {
    return !this.account && this.cleared.size === 0 && this.records.size === 0;
  }

  /** Hands over everything marked so far and starts afresh. */
  take(): Changes {
    const taken = { account: this.account, cleared: this.cleared, records: this.records };
    this.account = false;
    this.cleared = new Set();
    this.records = new Map();
    return taken;
  }

  /** Marks again what a failed commit took, so a later commit writes it. */
  restore(changes: Changes): void {
    const later = this.take();
    if (changes.account || later.account) this.markAccount();
    for (const name of changes.cleared) this.markCleared(name);
    for (const [name, ids] of changes.records) for (const id of ids) this.mark(name, id);
    for (const name of later.cleared) this.markCleared(name);
    for (const [name, ids] of later.records) for (const id of ids) this.mark(name, id);
  }
}

/** Records by id that note every change in a change set (so they are saved). */
export class RecordMap<V extends { id: string }> extends Map<string, V> {
  constructor(
    private readonly collection: CollectionName,
    private readonly changes: ChangeSet,
  ) {
    super();
  }

  override set(id: string, record: V): this {
    super.set(id, record);
    this.changes?.mark(this.collection, id);
    return this;
  }

  override delete(id: string): boolean {
    this.changes.mark(this.collection, id);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.changes.markCleared(this.collection);
  }

  /** Notes that `record`, held here, was changed in place; call it right after the change. */
  markChanged(record: V): void {
    this.changes.mark(this.collection, record.id);
  }
}
