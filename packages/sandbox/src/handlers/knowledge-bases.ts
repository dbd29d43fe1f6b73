import { randomUUID } from 'node:crypto';
import {
  DocumentExtractionError,
  type ExtractedDocument,
  type TextChunk,
} from '../content/index.js';
import { ApiError, invalidInput, notFound } from '../errors/api-error.js';
import { type HandlerMap, type OperationContext, ok, type Runtime } from '../runtime.js';
import { UploadedFile } from '../server/multipart.js';
import type { KnowledgeBaseEntryRecord, KnowledgeBaseRecord } from '../state/types.js';
import { page } from '../views/paging.js';
import { DocumentTaskError } from '../workers/document-pool.js';

/** Largest knowledge-base document an upload may carry (spec: x-inferred, 10 MiB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

interface KbScope {
  userId: string | null;
  organizationId: string | null;
}

/** The space a request names: `personal=true` or `organization_id`; 400 without either. */
function scopeOf(rt: Runtime, query: OperationContext['query']): KbScope {
  const personal = query.personal === true;
  const org = (query.organization_id as string | undefined) ?? null;
  if (personal && org) {
    throw invalidInput('Give personal=true or organization_id, not both.', ['query', 'personal']);
  }
  if (!personal && !org) {
    throw invalidInput(
      'Knowledge-base requests need personal=true or organization_id=<uuid> in the query.',
      ['query', 'personal'],
    );
  }
  return personal
    ? { userId: rt.store.userId, organizationId: null }
    : { userId: null, organizationId: org };
}

function inScope(kb: KnowledgeBaseRecord, scope: KbScope): boolean {
  return kb.scopeUserId === scope.userId && kb.scopeOrganizationId === scope.organizationId;
}

function kbOr404(rt: Runtime, ctx: OperationContext): KnowledgeBaseRecord {
  const scope = scopeOf(rt, ctx.query);
  const kb = rt.store.knowledgeBases.get(ctx.params.id);
  if (!kb || !inScope(kb, scope)) throw notFound('Knowledge base', ctx.params.id);
  return kb;
}

function entriesOf(rt: Runtime, kbId: string): KnowledgeBaseEntryRecord[] {
  return [...rt.store.knowledgeBaseEntries.values()].filter((e) => e.knowledgeBaseId === kbId);
}

function kbView(rt: Runtime, kb: KnowledgeBaseRecord) {
  return {
    id: kb.id,
    name: kb.name,
    description: kb.description,
    scope_user_id: kb.scopeUserId,
    scope_organization_id: kb.scopeOrganizationId,
    entries_count: entriesOf(rt, kb.id).length,
    created_at: kb.createdAt,
    updated_at: kb.updatedAt,
  };
}

function entryView(e: KnowledgeBaseEntryRecord) {
  return {
    id: e.id,
    knowledge_base_id: e.knowledgeBaseId,
    source_kind: e.sourceKind,
    source_doc_id: e.sourceDocId,
    title: e.title,
    content: e.content,
    tokens_count: e.tokensCount,
    chunk_index: e.chunkIndex,
    created_at: e.createdAt,
  };
}

/** Splits a text into chunks and stores one entry per chunk, all from one source document. */
function addEntries(
  rt: Runtime,
  kb: KnowledgeBaseRecord,
  input: { sourceKind: string; title: string | null; chunks: TextChunk[] },
) {
  const sourceDocId = randomUUID();
  const createdAt = new Date(rt.now()).toISOString();
  const entries = input.chunks.map((chunk) => {
    const entry: KnowledgeBaseEntryRecord = {
      id: randomUUID(),
      knowledgeBaseId: kb.id,
      sourceKind: input.sourceKind,
      sourceDocId,
      title: input.title,
      content: chunk.content,
      tokensCount: chunk.tokens_count,
      chunkIndex: chunk.chunk_index,
      createdAt,
    };
    rt.store.knowledgeBaseEntries.set(entry.id, entry);
    return entry;
  });
  kb.updatedAt = createdAt;
  rt.store.knowledgeBases.markChanged(kb);
  return { entries: entries.map(entryView) };
}

const handlers: HandlerMap = {
  listKnowledgeBases: (ctx) => {
    const scope = scopeOf(ctx.rt, ctx.query);
    const bases = [...ctx.rt.store.knowledgeBases.values()]
      .filter((kb) => inScope(kb, scope))
      .reverse();
    return ok(page(bases, ctx.query.skip, ctx.query.limit, (kb) => kbView(ctx.rt, kb)));
  },

  createKnowledgeBase: ({ rt, query, body }) => {
    const scope = scopeOf(rt, query);
    const now = new Date(rt.now()).toISOString();
    const kb: KnowledgeBaseRecord = {
      id: randomUUID(),
      name: body.name,
      description: body.description ?? null,
      scopeUserId: scope.userId,
      scopeOrganizationId: scope.organizationId,
      createdAt: now,
      updatedAt: now,
    };
    rt.store.knowledgeBases.set(kb.id, kb);
    return ok(kbView(rt, kb));
  },

  getKnowledgeBase: (ctx) => ok(kbView(ctx.rt, kbOr404(ctx.rt, ctx))),

  updateKnowledgeBase: (ctx) => {
    const kb = kbOr404(ctx.rt, ctx);
    if (ctx.body.name !== undefined) kb.name = ctx.body.name;
    if (ctx.body.description !== undefined) kb.description = ctx.body.description;
    kb.updatedAt = new Date(ctx.rt.now()).toISOString();
    ctx.rt.store.knowledgeBases.markChanged(kb);
    return ok(kbView(ctx.rt, kb));
  },

  listKnowledgeBaseEntries: (ctx) => {
    const kb = kbOr404(ctx.rt, ctx);
    return ok(page(entriesOf(ctx.rt, kb.id), ctx.query.skip, ctx.query.limit, entryView));
  },

  createKnowledgeBaseEntries: async (ctx) => {
    const kb = kbOr404(ctx.rt, ctx);
    if (ctx.body.content.trim() === '') {
      throw new ApiError(422, 'validation_error', 'body.content: the text is blank', {
        loc: ['body', 'content'],
      });
    }
    // In a worker thread: cutting up to 1 MiB of text never holds the other requests.
    const chunks = await ctx.rt.documents.chunk(ctx.body.content);
    return ok(
      addEntries(ctx.rt, kb, {
        sourceKind: ctx.body.source_kind,
        title: ctx.body.title ?? null,
        chunks,
      }),
    );
  },

  uploadKnowledgeBaseEntries: async (ctx) => {
    const kb = kbOr404(ctx.rt, ctx);
    const file = ctx.body.file;
    if (!(file instanceof UploadedFile)) {
      throw new ApiError(422, 'validation_error', 'body.file: expected a file part', {
        loc: ['body', 'file'],
      });
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      throw new ApiError(
        422,
        'document_too_large',
        `body.file: documents may be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB; this one has ${file.size} bytes.`,
        { loc: ['body', 'file'] },
      );
    }
    const bytes = file.bytes;
    let extracted: { document: ExtractedDocument; chunks: TextChunk[] };
    try {
      // In a worker thread with a heap cap: a long parse never holds the other requests.
      extracted = await ctx.rt.documents.extract(bytes, { filename: file.name, mime: file.type });
    } catch (error) {
      if (error instanceof DocumentTaskError) {
        throw new ApiError(422, 'document_too_complex', `body.file: ${error.message}`, {
          loc: ['body', 'file'],
        });
      }
      if (error instanceof DocumentExtractionError) {
        throw new ApiError(422, error.key, `body.file: ${error.message}`, {
          loc: ['body', 'file'],
        });
      }
      throw error;
    }
    const title =
      (typeof ctx.body.title === 'string' && ctx.body.title) ||
      extracted.document.title ||
      file.name ||
      null;
    return ok(
      addEntries(ctx.rt, kb, {
        sourceKind: extracted.document.source_kind,
        title,
        chunks: extracted.chunks,
      }),
    );
  },
};

/** Knowledge-base handlers under both prefixes (`/knowledge-bases` and `/ai-processing/...`). */
export const knowledgeBaseHandlers: HandlerMap = Object.fromEntries(
  Object.entries(handlers).flatMap(([id, handler]) => [
    [id, handler],
    [`${id}AiProcessing`, handler],
  ]),
);
