import { ApiError, notFound } from '../errors/api-error.js';
import { exclusively } from '../jobs/advance-clock.js';
import { resumeJobs } from '../jobs/resume-jobs.js';
import type { Runtime } from '../runtime.js';
import {
  copyOfCopy,
  copyState,
  loadState,
  MAX_SNAPSHOTS,
  type NamedSnapshot,
  placeBytes,
  pruneBytes,
  removeBytes,
  SNAPSHOT_NAME,
  type SnapshotInfo,
  saveBytes,
} from '../state/named-snapshots.js';

function checkName(name: unknown): string {
  if (typeof name !== 'string' || !SNAPSHOT_NAME.test(name)) {
    throw new ApiError(
      422,
      'validation_error',
      'name: 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit',
      { loc: ['body', 'name'] },
    );
  }
  return name;
}

function found(rt: Runtime, name: string): NamedSnapshot {
  const snapshot = rt.snapshots.byName.get(name);
  if (!snapshot) throw notFound('Snapshot', name);
  return snapshot;
}

/**
 * Saves the whole state under `name` (replacing a snapshot of that name): keys, files and their
 * bytes, transcripts and all derived from them, jobs in flight with their times, webhooks and
 * their logs, and the time of a manual clock.
 */
export function saveNamedSnapshot(rt: Runtime, rawName: unknown): Promise<SnapshotInfo> {
  const name = checkName(rawName);
  return exclusively(rt, async () => {
    if (!rt.snapshots.byName.has(name) && rt.snapshots.byName.size >= MAX_SNAPSHOTS) {
      throw new ApiError(
        409,
        'too_many_snapshots',
        `At most ${MAX_SNAPSHOTS} snapshots are kept; delete one first.`,
      );
    }
    // Jobs that are due finish first, so the snapshot holds no half-rendered export.
    rt.scheduler.catchUp();
    await rt.scheduler.settled();
    const state = copyState(rt.store);
    const clockMs = rt.clock.now();
    await saveBytes(rt.parts.root, name);
    const info: SnapshotInfo = {
      name,
      saved_at: new Date(clockMs).toISOString(),
      transcripts: rt.store.transcripts.size,
      files: rt.store.files.size,
    };
    const snapshot: NamedSnapshot = { info, clockMs, state, spare: null };
    rt.snapshots.byName.set(name, snapshot);
    prepareSpare(snapshot);
    return info;
  });
}

/**
 * Brings back the state saved as `name`, replacing the current one; a manual clock goes back
 * to the snapshot's time. Like a reset, it also forgets faults, the request log, idempotency
 * keys and rate-limit counters, so every test that restores starts alike.
 */
export function restoreNamedSnapshot(rt: Runtime, rawName: unknown): Promise<SnapshotInfo> {
  const name = checkName(rawName);
  const snapshot = found(rt, name);
  return exclusively(rt, async () => {
    await rt.scheduler.settled();
    await rt.webhooks.drain();
    rt.scheduler.clear();
    // Bytes first, beside the current ones: no record, restored or not, ever points at none.
    await placeBytes(rt.parts.root, name, rt.parts.persistent);
    loadState(rt.store, snapshot.spare ?? copyOfCopy(snapshot.state));
    snapshot.spare = null;
    if (rt.clock.mode === 'manual') rt.clock.set(snapshot.clockMs, true);
    rt.faults.clear();
    rt.requestLog.clear();
    rt.idempotency.clear();
    rt.limiters.uploadInit.clear();
    rt.limiters.sourceImports.clear();
    resumeJobs(rt);
    await rt.saveClock();
    // Durable before it answers, in process too: a restart after a restore shows what it restored.
    await rt.persist();
    await pruneBytes(rt.parts.root, name);
    prepareSpare(snapshot);
    return snapshot.info;
  });
}

/** Copies the snapshot for its next restore once the sandbox is free, not while a test waits. */
function prepareSpare(snapshot: NamedSnapshot): void {
  setImmediate(() => {
    snapshot.spare ??= copyOfCopy(snapshot.state);
  });
}

export function listNamedSnapshots(rt: Runtime): SnapshotInfo[] {
  return [...rt.snapshots.byName.values()].map((s) => s.info);
}

export async function deleteNamedSnapshot(rt: Runtime, rawName: unknown): Promise<void> {
  const name = checkName(rawName);
  found(rt, name);
  rt.snapshots.byName.delete(name);
  await removeBytes(rt.parts.root, name);
}
