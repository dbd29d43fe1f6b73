import { randomUUID } from 'node:crypto';
import { renderSmartReport } from '../content/index.js';
import { ApiError } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import type { SmartReportRecord, TranscriptRecord } from '../state/types.js';
import { smartReportView } from '../views/smart-reports.js';
import { transcriptResult } from '../views/transcripts.js';

/** What a create request settles: the record's own fields, before timing and outcome. */
export type SmartReportInput = Pick<
  SmartReportRecord,
  | 'transcriptIds'
  | 'type'
  | 'renderMode'
  | 'model'
  | 'styleHint'
  | 'instructions'
  | 'promptTemplateId'
  | 'knowledgeBaseIds'
>;

/** Reports still running (the account's concurrent LLM jobs). */
function runningReports(rt: Runtime): SmartReportRecord[] {
  return [...rt.store.smartReports.values()].filter((r) => r.outcome === null);
}

/** 429 `too_many_concurrent_jobs` when the account already runs the maximum of reports. */
export function checkConcurrency(rt: Runtime): void {
  const running = runningReports(rt);
  if (running.length < rt.config.maxConcurrentReports) return;
  const soonest = Math.min(...running.map((r) => r.dueAtMs));
  const wait = Math.max(1, Math.ceil((soonest - rt.now()) / 1000));
  throw new ApiError(
    429,
    'too_many_concurrent_jobs',
    `At most ${rt.config.maxConcurrentReports} Smart Reports run at once per user; retry in ${wait} seconds.`,
    { headers: { 'retry-after': String(wait) } },
  );
}

export function startSmartReport(rt: Runtime, input: SmartReportInput): SmartReportRecord {
  const now = rt.now();
  const report: SmartReportRecord = {
    id: randomUUID(),
    ...input,
    createdAtMs: now,
    dueAtMs: now + rt.config.processingMs,
    outcome: null,
    completedAtMs: null,
  };
  rt.store.smartReports.set(report.id, report);
  rt.scheduler.at(report.dueAtMs, () => finishSmartReport(rt, report), report.id);
  return report;
}

/** The `summary` report queued by `auto_smart_report` (not held to the concurrency limit). */
export function startAutoSmartReport(rt: Runtime, t: TranscriptRecord): SmartReportRecord {
  return startSmartReport(rt, {
    transcriptIds: [t.id],
    type: 'summary',
    renderMode: 'auto',
    model: null,
    styleHint: null,
    instructions: null,
    promptTemplateId: null,
    knowledgeBaseIds: [],
  });
}

export function finishSmartReport(rt: Runtime, report: SmartReportRecord): void {
  if (report.outcome) return;
  const transcripts = report.transcriptIds.map((id) => rt.store.transcripts.get(id));
  const sources = [];
  for (const t of transcripts) {
    const result = t ? transcriptResult(t) : null;
    if (!t || !result) {
      report.outcome = { kind: 'failed', error: 'A transcript of the report is not available.' };
      report.completedAtMs = rt.now();
      rt.store.smartReports.markChanged(report);
      return;
    }
    sources.push({
      id: t.id,
      title: t.title,
      segments: result.generated.segments,
      speakers: result.generated.speakers,
    });
  }
  // In the order the request named the bases, each base's entries in the order they were added.
  const entries = [...rt.store.knowledgeBaseEntries.values()];
  const knowledgeBaseEntries = report.knowledgeBaseIds.flatMap((kbId) =>
    entries
      .filter((entry) => entry.knowledgeBaseId === kbId)
      .map((entry) => ({
        id: entry.id,
        title: entry.title,
        knowledgeBaseName: rt.store.knowledgeBases.get(kbId)?.name ?? 'Knowledge base',
        content: entry.content,
      })),
  );
  const rendered = renderSmartReport({
    type: report.type,
    transcripts: sources,
    instructions: report.instructions,
    knowledgeBaseEntries,
  });
  report.outcome = {
    kind: 'completed',
    contentMd: rendered.content_md,
    tokensInput: rendered.tokens_input,
    tokensOutput: rendered.tokens_output,
  };
  report.completedAtMs = rt.now();
  rt.store.smartReports.markChanged(report);
  rt.webhooks.emit('smart_report.generated', smartReportView(rt, report));
}
