import { PHASES, phaseAt } from '../jobs/timeline.js';
import type { Runtime } from '../runtime.js';
import type { SmartReportRecord } from '../state/types.js';
import { iso, isoOrNull } from './time.js';

function smartReportStatus(rt: Runtime, r: SmartReportRecord, atMs: number = rt.now()): string {
  if (r.outcome) return r.outcome.kind;
  return phaseAt(PHASES.smartReport, atMs - r.createdAtMs, r.dueAtMs - r.createdAtMs);
}

/** A report as the API shows it at `atMs` (creation time for the create answer). */
export function smartReportView(rt: Runtime, r: SmartReportRecord, atMs: number = rt.now()) {
  const completed = r.outcome?.kind === 'completed' ? r.outcome : null;
  return {
    id: r.id,
    transcript_id: r.transcriptIds[0],
    transcript_ids: r.transcriptIds,
    type: r.type,
    status: smartReportStatus(rt, r, atMs),
    // The reference shows `constructor` on a fresh report and `text` on a completed one.
    render_mode: completed ? 'text' : 'constructor',
    intent: {
      requested_type: r.type,
      render_mode: r.renderMode,
      style_hint: r.styleHint,
      instructions: r.instructions,
      model: r.model,
      transcript_ids: r.transcriptIds,
    },
    plan: null,
    template_id: r.promptTemplateId,
    content_md: completed?.contentMd ?? null,
    content_blocks: null,
    tokens_input: completed?.tokensInput ?? 0,
    tokens_output: completed?.tokensOutput ?? 0,
    error: r.outcome?.kind === 'failed' ? r.outcome.error : null,
    created_at: iso(r.createdAtMs),
    completed_at: isoOrNull(r.completedAtMs),
  };
}
