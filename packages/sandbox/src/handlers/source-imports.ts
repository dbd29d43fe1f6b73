import { detectPage, providers } from '@scribekit/shared';
import { conflict, notFound } from '../errors/api-error.js';
import { type HandlerMap, ok, type Runtime } from '../runtime.js';
import {
  retryImport,
  startImport,
  titleForLink,
  UNKNOWN_PROVIDER,
} from '../services/source-imports.js';
import { syntheticSeconds } from '../services/synthetic-media.js';
import type { SourceImportRecord } from '../state/types.js';
import { sourceImportView } from '../views/jobs.js';
import { newestFirst, page } from '../views/paging.js';
import { clipRange } from './clip-range.js';

function importOr404(rt: Runtime, id: string): SourceImportRecord {
  const record = rt.store.sourceImports.get(id);
  if (!record) throw notFound('Source import', id);
  return record;
}

export const sourceImportHandlers: HandlerMap = {
  createSourceImport: ({ rt, body }) => {
    const { clipStartS, clipEndS } = clipRange(body);
    const record = startImport(rt, {
      url: body.url,
      kind: body.kind ?? null,
      title: body.title ?? null,
      language: body.language ?? null,
      clipStartS,
      clipEndS,
    });
    return ok(sourceImportView(rt, record, record.startedAtMs));
  },

  // Never touches the network: everything is derived from the link itself.
  previewSourceImport: ({ body }) => {
    const match = detectPage(body.url);
    if (match.kind !== 'import') {
      return ok({
        title: null,
        thumbnail: null,
        duration_s: null,
        provider: UNKNOWN_PROVIDER,
        supported: false,
        reason:
          match.kind === 'meeting'
            ? 'This is a meeting link; use a recording job for it.'
            : 'This link is not a supported video page or media file.',
      });
    }
    return ok({
      title: titleForLink(match.url, match.provider),
      thumbnail: null,
      duration_s: syntheticSeconds(`import:${match.url}`),
      provider: match.provider,
      supported: true,
      reason: null,
    });
  },

  retrySourceImport: ({ rt, params }) => {
    const record = importOr404(rt, params.id);
    if (record.outcome?.kind !== 'failed') {
      const status = sourceImportView(rt, record).status;
      throw conflict(
        'invalid_state',
        `Only a failed import can be retried; this one is ${status}.`,
      );
    }
    retryImport(rt, record);
    return ok(sourceImportView(rt, record, record.startedAtMs));
  },

  listSourceImports: ({ rt, query }) =>
    ok(
      page(newestFirst(rt.store.sourceImports.values()), query.skip, query.limit, (r) =>
        sourceImportView(rt, r),
      ),
    ),

  listSourceImportProviders: () =>
    ok({
      providers: providers.map((p) => ({ code: p.code, label: p.label, status: 'available' })),
    }),

  getSourceImport: ({ rt, params }) => ok(sourceImportView(rt, importOr404(rt, params.id))),
};
