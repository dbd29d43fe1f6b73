/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { KnowledgeBase, KnowledgeBaseList, CreateKnowledgeBaseRequest, UpdateKnowledgeBaseRequest, CreateEntriesRequest, KnowledgeBaseEntry, KnowledgeBaseEntries, KnowledgeBaseEntryList } from '../models.js';

/** The Knowledge bases operations: `scribekit.knowledgeBases`. */
export interface KnowledgeBasesResource {
  /**
   * List knowledge bases.
   *
   * `GET /knowledge-bases`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listKnowledgeBases'>, options?: PageOptions): ListPage<KnowledgeBaseList, KnowledgeBase>;
  /**
   * Create a knowledge base.
   *
   * `POST /knowledge-bases`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateKnowledgeBaseRequest, query?: Query<'createKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<KnowledgeBase>>;
  /**
   * Get a knowledge base.
   *
   * `GET /knowledge-bases/{id}`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, query?: Query<'getKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<KnowledgeBase>>;
  /**
   * Change a knowledge base.
   *
   * `PATCH /knowledge-bases/{id}`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  update(id: string, body: UpdateKnowledgeBaseRequest, query?: Query<'updateKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<KnowledgeBase>>;
  /**
   * List entries.
   *
   * `GET /knowledge-bases/{id}/entries`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  listEntries(id: string, query?: Query<'listKnowledgeBaseEntries'>, options?: PageOptions): ListPage<KnowledgeBaseEntryList, KnowledgeBaseEntry>;
  /**
   * Add text to a knowledge base.
   *
   * `POST /knowledge-bases/{id}/entries`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  createEntries(id: string, body: CreateEntriesRequest, query?: Query<'createKnowledgeBaseEntries'>, options?: RequestOptions): Promise<WithLastResponse<KnowledgeBaseEntries>>;
  /**
   * Add a PDF or DOCX document to a knowledge base.
   *
   * `POST /knowledge-bases/{id}/entries/upload`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  uploadEntries(id: string, body: FormData, query?: Query<'uploadKnowledgeBaseEntries'>, options?: RequestOptions): Promise<WithLastResponse<KnowledgeBaseEntries>>;
}

/** How each method of `KnowledgeBasesResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const knowledgeBasesOperations =
  'list GET /knowledge-bases q s200;' +
  'create POST /knowledge-bases bq;' +
  'get GET /knowledge-bases/{id} q;' +
  'update PATCH /knowledge-bases/{id} bq;' +
  'listEntries GET /knowledge-bases/{id}/entries q s200;' +
  'createEntries POST /knowledge-bases/{id}/entries bq;' +
  'uploadEntries POST /knowledge-bases/{id}/entries/upload bq';
