import { notFound } from '../errors/api-error.js';
import { type HandlerMap, ok } from '../runtime.js';
import { checkConcurrency, startSmartReport } from '../services/smart-reports.js';
import { newestFirst, page } from '../views/paging.js';
import { smartReportView } from '../views/smart-reports.js';
import { completedResult, getTranscriptOr404 } from './transcripts.js';

export const smartReportHandlers: HandlerMap = {
  createSmartReport: ({ rt, body }) => {
    const ids: string[] = body.transcript_ids ?? [body.transcript_id];
    if (body.transcript_id && body.transcript_ids && !ids.includes(body.transcript_id)) {
      ids.unshift(body.transcript_id);
    }
    const transcriptIds = [...new Set(ids)];
    for (const id of transcriptIds) completedResult(rt, getTranscriptOr404(rt, id));
    const knowledgeBaseIds: string[] = body.knowledge_base_ids ?? [];
    for (const id of knowledgeBaseIds) {
      if (!rt.store.knowledgeBases.has(id)) throw notFound('Knowledge base', id);
    }
    checkConcurrency(rt);
    const report = startSmartReport(rt, {
      transcriptIds,
      type: body.type,
      renderMode: body.render_mode ?? 'auto',
      model: body.model ?? null,
      styleHint: body.style_hint ?? null,
      instructions: body.instructions ?? null,
      promptTemplateId: body.prompt_template_id ?? null,
      knowledgeBaseIds,
    });
    return ok(smartReportView(rt, report, report.createdAtMs));
  },

  listSmartReports: ({ rt, query }) =>
    ok(
      page(newestFirst(rt.store.smartReports.values()), query.skip, query.limit, (r) =>
        smartReportView(rt, r),
      ),
    ),

  listSmartReportsByTranscript: ({ rt, params, query }) => {
    const t = getTranscriptOr404(rt, params.id);
    const reports = newestFirst(rt.store.smartReports.values()).filter((r) =>
      r.transcriptIds.includes(t.id),
    );
    return ok(page(reports, query.skip, query.limit, (r) => smartReportView(rt, r)));
  },

  getSmartReport: ({ rt, params }) => {
    const report = rt.store.smartReports.get(params.id);
    if (!report) throw notFound('Smart Report', params.id);
    return ok(smartReportView(rt, report));
  },
};
