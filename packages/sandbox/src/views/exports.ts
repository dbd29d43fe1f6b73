import { PHASES, phaseAt } from '../jobs/timeline.js';
import type { Runtime } from '../runtime.js';
import type { ExportRecord } from '../state/types.js';
import { iso } from './time.js';

/** How long a finished export is kept (sandbox choice; the reference does not say). */
const EXPORT_RETENTION_MS = 7 * 24 * 3600 * 1000;

export function exportStatus(rt: Runtime, e: ExportRecord, atMs: number = rt.now()): string {
  if (e.outcome) return e.outcome.kind;
  return phaseAt(PHASES.export, atMs - e.createdAtMs, e.dueAtMs - e.createdAtMs);
}

/** An export as the API shows it at `atMs` (creation time for the create answer). */
export function exportView(rt: Runtime, e: ExportRecord, atMs: number = rt.now()) {
  return {
    id: e.id,
    transcript_id: e.transcriptId,
    format: e.format,
    status: exportStatus(rt, e, atMs),
    size_bytes: e.outcome?.kind === 'ready' ? e.outcome.size : null,
    error: e.outcome?.kind === 'failed' ? e.outcome.error : null,
    expires_at: e.readyAtMs === null ? null : iso(e.readyAtMs + EXPORT_RETENTION_MS),
    created_at: iso(e.createdAtMs),
  };
}
