/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { components } from '../schema.js';

type Schemas = components['schemas'];

/** The Transcripts operations: `scribekit.transcripts`. */
export interface TranscriptsResource {
  /**
   * List transcripts.
   *
   * `GET /transcripts/`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listTranscripts'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['TranscriptList']>>;
  /**
   * Transcribe an uploaded file.
   *
   * `POST /transcripts/`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: Schemas['CreateTranscriptRequest'], options?: RequestOptions): Promise<WithLastResponse<Schemas['CreateTranscriptResponse']>>;
  /**
   * Get a transcript with segments and speakers.
   *
   * `GET /transcripts/{id}`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['Transcript']>>;
  /**
   * Get transcript metadata.
   *
   * `GET /transcripts/{id}/meta`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getMeta(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['TranscriptMeta']>>;
  /**
   * Poll a transcript's status.
   *
   * `GET /transcripts/{id}/status`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getStatus(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['TranscriptStatusResponse']>>;
  /**
   * Page through segments.
   *
   * `GET /transcripts/{id}/segments`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSegments(id: string, query?: Query<'listTranscriptSegments'>, options?: RequestOptions): Promise<WithLastResponse<Schemas['SegmentPage']>>;
  /**
   * List speakers.
   *
   * `GET /transcripts/{id}/speakers`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SpeakerList']>>;
  /**
   * List chapters.
   *
   * `GET /transcripts/{id}/chapters`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ChapterList']>>;
  /**
   * List action items.
   *
   * `GET /transcripts/{id}/action-items`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listActionItems(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ActionItemList']>>;
  /**
   * List annotations.
   *
   * `GET /transcripts/{id}/annotations`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listAnnotations(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['AnnotationList']>>;
  /**
   * List content events.
   *
   * `GET /transcripts/{id}/content-events`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listContentEvents(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ContentEventList']>>;
  /**
   * Get the transcript's configuration.
   *
   * `GET /transcripts/{id}/scope-config`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getScopeConfig(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ScopeConfig']>>;
  /**
   * List suggestions.
   *
   * `GET /transcripts/{id}/suggestions`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSuggestions(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SuggestionList']>>;
  /**
   * Detect speakers.
   *
   * `POST /transcripts/{id}/detect-speakers`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  detectSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SpeakerList']>>;
  /**
   * Generate chapters.
   *
   * `POST /transcripts/{id}/generate-chapters`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  generateChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ChapterList']>>;
  /**
   * Name speakers automatically.
   *
   * `POST /transcripts/{id}/speakers/auto-name`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  autoNameSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['SpeakerList']>>;
  /**
   * Rebuild chapters.
   *
   * `POST /transcripts/{id}/chapters/regenerate`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  regenerateChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ChapterList']>>;
  /**
   * Extract action items.
   *
   * `POST /transcripts/{id}/action-items/extract`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  extractActionItems(id: string, options?: RequestOptions): Promise<WithLastResponse<Schemas['ActionItemList']>>;
}

/** How each method of `TranscriptsResource` is sent: `name METHOD path [b(ody)][q(uery)]`, `;`-separated. */
export const transcriptsOperations =
  'list GET /transcripts/ q;' +
  'create POST /transcripts/ b;' +
  'get GET /transcripts/{id};' +
  'getMeta GET /transcripts/{id}/meta;' +
  'getStatus GET /transcripts/{id}/status;' +
  'listSegments GET /transcripts/{id}/segments q;' +
  'listSpeakers GET /transcripts/{id}/speakers;' +
  'listChapters GET /transcripts/{id}/chapters;' +
  'listActionItems GET /transcripts/{id}/action-items;' +
  'listAnnotations GET /transcripts/{id}/annotations;' +
  'listContentEvents GET /transcripts/{id}/content-events;' +
  'getScopeConfig GET /transcripts/{id}/scope-config;' +
  'listSuggestions GET /transcripts/{id}/suggestions;' +
  'detectSpeakers POST /transcripts/{id}/detect-speakers;' +
  'generateChapters POST /transcripts/{id}/generate-chapters;' +
  'autoNameSpeakers POST /transcripts/{id}/speakers/auto-name;' +
  'regenerateChapters POST /transcripts/{id}/chapters/regenerate;' +
  'extractActionItems POST /transcripts/{id}/action-items/extract';
