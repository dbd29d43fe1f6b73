/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Knowledge bases operations: `scribekit.knowledgeBases`. */
export interface KnowledgeBasesResource {
  /**
   * List knowledge bases.
   *
   * `GET /knowledge-bases`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listKnowledgeBases'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBaseList']>>;
  /**
   * Create a knowledge base.
   *
   * `POST /knowledge-bases`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateKnowledgeBaseRequest'], query?: Query<'createKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBase']>>;
  /**
   * Get a knowledge base.
   *
   * `GET /knowledge-bases/{id}`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, query?: Query<'getKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBase']>>;
  /**
   * Change a knowledge base.
   *
   * `PATCH /knowledge-bases/{id}`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  update(id: string, body: Schemas['UpdateKnowledgeBaseRequest'], query?: Query<'updateKnowledgeBase'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBase']>>;
  /**
   * List entries.
   *
   * `GET /knowledge-bases/{id}/entries`, needs scope `kb:read`. Throws a typed `ScribekitError` on failure.
   */
  listEntries(id: string, query?: Query<'listKnowledgeBaseEntries'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBaseEntryList']>>;
  /**
   * Add text to a knowledge base.
   *
   * `POST /knowledge-bases/{id}/entries`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  createEntries(id: string, body: Schemas['CreateEntriesRequest'], query?: Query<'createKnowledgeBaseEntries'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBaseEntries']>>;
  /**
   * Add a PDF or DOCX document to a knowledge base.
   *
   * `POST /knowledge-bases/{id}/entries/upload`, needs scope `kb:write`. Throws a typed `ScribekitError` on failure.
   */
  uploadEntries(id: string, body: FormData, query?: Query<'uploadKnowledgeBaseEntries'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['KnowledgeBaseEntries']>>;
}

/** How each method of `KnowledgeBasesResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const knowledgeBasesOperations =
  'list GET /knowledge-bases q;' +
  'create POST /knowledge-bases bq;' +
  'get GET /knowledge-bases/{id} q;' +
  'update PATCH /knowledge-bases/{id} bq;' +
  'listEntries GET /knowledge-bases/{id}/entries q;' +
  'createEntries POST /knowledge-bases/{id}/entries bq;' +
  'uploadEntries POST /knowledge-bases/{id}/entries/upload bq';
