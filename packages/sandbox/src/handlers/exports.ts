import { conflict, notFound } from '../errors/api-error.js';
import { type HandlerMap, ok, type Runtime } from '../runtime.js';
import { startExport } from '../services/exports.js';
import type { ExportRecord } from '../state/types.js';
import { exportStatus, exportView } from '../views/exports.js';
import { mediaUrlFor } from '../views/files.js';
import { newestFirst, page } from '../views/paging.js';
import { completedResult, getTranscriptOr404 } from './transcripts.js';

function exportOr404(rt: Runtime, id: string): ExportRecord {
  const record = rt.store.exports.get(id);
  if (!record) throw notFound('Export', id);
  return record;
}

function create(rt: Runtime, transcriptId: string, format: ExportRecord['format']) {
  const t = getTranscriptOr404(rt, transcriptId);
  completedResult(rt, t);
  const record = startExport(rt, t, format);
  return ok(exportView(rt, record, record.createdAtMs));
}

function list(rt: Runtime, transcriptId: string | undefined, skip: number, limit: number) {
  const items = newestFirst(rt.store.exports.values()).filter(
    (e) => !transcriptId || e.transcriptId === transcriptId,
  );
  return ok(page(items, skip, limit, (e) => exportView(rt, e)));
}

export const exportHandlers: HandlerMap = {
  createExport: ({ rt, body }) => create(rt, body.transcript_id, body.format),
  createTranscriptExport: ({ rt, params, body }) => create(rt, params.id, body.format),
  listExports: ({ rt, query }) => list(rt, query.transcript_id, query.skip, query.limit),
  listTranscriptExports: ({ rt, params, query }) => {
    getTranscriptOr404(rt, params.id);
    return list(rt, params.id, query.skip, query.limit);
  },
  getExport: ({ rt, params }) => ok(exportView(rt, exportOr404(rt, params.id))),
  getExportDownload: ({ rt, params }) => {
    const record = exportOr404(rt, params.id);
    if (record.outcome?.kind !== 'ready') {
      throw conflict(
        'export_not_ready',
        `Export ${record.id} is ${exportStatus(rt, record)}; wait until it is ready.`,
      );
    }
    return ok({ url: mediaUrlFor(rt, 'exports', record.id), expires_in: rt.signer.ttlS });
  },
};
