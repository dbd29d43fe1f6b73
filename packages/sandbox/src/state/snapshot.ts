import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from './store.js';
import type { FileRecord, TranscriptRecord, TranscriptResult } from './types.js';

/** The state file in a data directory; always whole, as it is only ever replaced by rename. */
export const STATE_FILE = 'state.json';
const VERSION = 1;

/** What a data directory's state file holds. */
interface Snapshot {
  version: number;
  savedAt: string;
  /** The data directory when saved; stored byte paths under it are moved to the current one. */
  root: string;
  userId: string;
  apiKeys: unknown[];
  files: (Omit<FileRecord, 'parts'> & { parts: [number, unknown][] })[];
  transcripts: unknown[];
  exports: unknown[];
  sourceImports: unknown[];
  recordingJobs: unknown[];
  smartReports: unknown[];
  knowledgeBases: unknown[];
  knowledgeBaseEntries: unknown[];
  webhooks: unknown[];
  deliveryLogs: unknown[];
}

/** Stands for `prepared` in a completed result that shares it, so it is saved once. */
const SAME_AS_PREPARED = '$prepared';

function transcriptToSave(t: TranscriptRecord): unknown {
  if (t.outcome?.kind !== 'completed' || t.outcome.result.generated !== t.prepared) return t;
  return {
    ...t,
    outcome: { ...t.outcome, result: { ...t.outcome.result, generated: SAME_AS_PREPARED } },
  };
}

function transcriptFromSave(saved: TranscriptRecord): TranscriptRecord {
  const outcome = saved.outcome;
  if (outcome?.kind === 'completed' && (outcome.result.generated as unknown) === SAME_AS_PREPARED) {
    outcome.result.generated = saved.prepared as TranscriptResult['generated'];
  }
  return saved;
}

function toSnapshot(store: Store, root: string): Snapshot {
  return {
    version: VERSION,
    savedAt: new Date().toISOString(),
    root,
    userId: store.userId,
    apiKeys: [...store.apiKeys.values()],
    files: [...store.files.values()].map((f) => ({ ...f, parts: [...f.parts.entries()] })),
    transcripts: [...store.transcripts.values()].map(transcriptToSave),
    exports: [...store.exports.values()],
    sourceImports: [...store.sourceImports.values()],
    recordingJobs: [...store.recordingJobs.values()],
    smartReports: [...store.smartReports.values()],
    knowledgeBases: [...store.knowledgeBases.values()],
    knowledgeBaseEntries: [...store.knowledgeBaseEntries.values()],
    webhooks: [...store.webhooks.values()],
    deliveryLogs: store.deliveryLogs,
  };
}

/** Writes the state atomically: a temp file, fsync, rename over the state file, fsync the dir. */
export async function saveSnapshot(dir: string, store: Store, root: string): Promise<void> {
  const target = join(dir, STATE_FILE);
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify(toSnapshot(store, root)));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, target);
  const dirHandle = await open(dir, 'r');
  try {
    await dirHandle.sync();
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  } finally {
    await dirHandle.close();
  }
}

function rebase<T>(value: T, from: string, to: string): T {
  if (from === to) return value;
  return JSON.parse(
    JSON.stringify(value, (_key, v) =>
      typeof v === 'string' && v.startsWith(`${from}/`) ? `${to}${v.slice(from.length)}` : v,
    ),
  ) as T;
}

/**
 * Fills `store` from the data directory's state file; false when there is none (a new
 * directory). Temp files of interrupted saves are removed.
 */
export async function loadSnapshot(dir: string, store: Store, root: string): Promise<boolean> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${STATE_FILE}.`) && name.endsWith('.tmp')) {
      await rm(join(dir, name), { force: true });
    }
  }
  let text: string;
  try {
    text = await readFile(join(dir, STATE_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const parsed = JSON.parse(text) as Snapshot;
  if (parsed.version !== VERSION) {
    throw new Error(`${join(dir, STATE_FILE)} has version ${parsed.version}; expected ${VERSION}`);
  }
  const snap = rebase(parsed, parsed.root, root);
  store.userId = snap.userId;
  // biome-ignore lint/suspicious/noExplicitAny: records are restored as they were saved
  const fill = (map: Map<string, any>, records: unknown[]) => {
    for (const record of records as { id: string }[]) map.set(record.id, record);
  };
  fill(store.apiKeys, snap.apiKeys);
  fill(
    store.files,
    snap.files.map((f) => ({ ...f, parts: new Map(f.parts) })),
  );
  fill(store.transcripts, (snap.transcripts as TranscriptRecord[]).map(transcriptFromSave));
  fill(store.exports, snap.exports);
  fill(store.sourceImports, snap.sourceImports);
  fill(store.recordingJobs, snap.recordingJobs);
  fill(store.smartReports, snap.smartReports);
  fill(store.knowledgeBases, snap.knowledgeBases);
  fill(store.knowledgeBaseEntries, snap.knowledgeBaseEntries);
  fill(store.webhooks, snap.webhooks);
  store.deliveryLogs.push(...(snap.deliveryLogs as Store['deliveryLogs']));
  return true;
}

/** Saves the store a short while after it changed, one save at a time. */
export class SnapshotWriter {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly dir: string,
    private readonly store: Store,
    private readonly root: string,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 50,
  ) {}

  changed(): void {
    this.dirty = true;
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.delayMs);
  }

  /** Saves now if anything changed, and waits for it. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.dirty) await this.save();
  }

  private async save(): Promise<void> {
    if (this.running) return this.running;
    this.dirty = false;
    this.running = saveSnapshot(this.dir, this.store, this.root)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.dirty) this.changed();
      });
    return this.running;
  }
}

/** The data directory's URL-signing secret (made once), so links stay valid across restarts. */
export async function signingSecret(dir: string): Promise<Buffer> {
  const path = join(dir, 'signing.key');
  try {
    const saved = await readFile(path);
    if (saved.length === 32) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, secret, { mode: 0o600 });
  await rename(temp, path);
  return secret;
}
