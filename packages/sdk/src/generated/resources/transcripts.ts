/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import type { ListPage } from '../../list-page.js';
import type { PageOptions } from '../../pagination.js';
import type { RequestOptions } from '../../request-options.js';
import type { Query, WithLastResponse } from '../../resource-types.js';
import type { CreateTranscriptRequest, CreateTranscriptResponse, TranscriptListItem, TranscriptMeta, Transcript, TranscriptList, TranscriptStatusResponse, Segment, SegmentPage, SpeakerList, ChapterList, ActionItemList, AnnotationList, ContentEventList, ScopeConfig, SuggestionList } from '../models.js';

/** The Transcripts operations: `scribekit.transcripts`. */
export interface TranscriptsResource {
  /**
   * List transcripts.
   *
   * `GET /transcripts/`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  list(query?: Query<'listTranscripts'>, options?: PageOptions): ListPage<TranscriptList, TranscriptListItem>;
  /**
   * Transcribe an uploaded file.
   *
   * `POST /transcripts/`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  create(body: CreateTranscriptRequest, options?: RequestOptions): Promise<WithLastResponse<CreateTranscriptResponse>>;
  /**
   * Get a transcript with segments and speakers.
   *
   * `GET /transcripts/{id}`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  get(id: string, options?: RequestOptions): Promise<WithLastResponse<Transcript>>;
  /**
   * Get transcript metadata.
   *
   * `GET /transcripts/{id}/meta`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getMeta(id: string, options?: RequestOptions): Promise<WithLastResponse<TranscriptMeta>>;
  /**
   * Poll a transcript's status.
   *
   * `GET /transcripts/{id}/status`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getStatus(id: string, options?: RequestOptions): Promise<WithLastResponse<TranscriptStatusResponse>>;
  /**
   * Page through segments.
   *
   * `GET /transcripts/{id}/segments`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSegments(id: string, query?: Query<'listTranscriptSegments'>, options?: PageOptions): ListPage<SegmentPage, Segment>;
  /**
   * List speakers.
   *
   * `GET /transcripts/{id}/speakers`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<SpeakerList>>;
  /**
   * List chapters.
   *
   * `GET /transcripts/{id}/chapters`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<ChapterList>>;
  /**
   * List action items.
   *
   * `GET /transcripts/{id}/action-items`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listActionItems(id: string, options?: RequestOptions): Promise<WithLastResponse<ActionItemList>>;
  /**
   * List annotations.
   *
   * `GET /transcripts/{id}/annotations`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listAnnotations(id: string, options?: RequestOptions): Promise<WithLastResponse<AnnotationList>>;
  /**
   * List content events.
   *
   * `GET /transcripts/{id}/content-events`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listContentEvents(id: string, options?: RequestOptions): Promise<WithLastResponse<ContentEventList>>;
  /**
   * Get the transcript's configuration.
   *
   * `GET /transcripts/{id}/scope-config`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  getScopeConfig(id: string, options?: RequestOptions): Promise<WithLastResponse<ScopeConfig>>;
  /**
   * List suggestions.
   *
   * `GET /transcripts/{id}/suggestions`, needs scope `transcripts:read`. Throws a typed `ScribekitError` on failure.
   */
  listSuggestions(id: string, options?: RequestOptions): Promise<WithLastResponse<SuggestionList>>;
  /**
   * Detect speakers.
   *
   * `POST /transcripts/{id}/detect-speakers`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  detectSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<SpeakerList>>;
  /**
   * Generate chapters.
   *
   * `POST /transcripts/{id}/generate-chapters`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  generateChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<ChapterList>>;
  /**
   * Name speakers automatically.
   *
   * `POST /transcripts/{id}/speakers/auto-name`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  autoNameSpeakers(id: string, options?: RequestOptions): Promise<WithLastResponse<SpeakerList>>;
  /**
   * Rebuild chapters.
   *
   * `POST /transcripts/{id}/chapters/regenerate`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  regenerateChapters(id: string, options?: RequestOptions): Promise<WithLastResponse<ChapterList>>;
  /**
   * Extract action items.
   *
   * `POST /transcripts/{id}/action-items/extract`, needs scope `transcripts:write`. Throws a typed `ScribekitError` on failure.
   */
  extractActionItems(id: string, options?: RequestOptions): Promise<WithLastResponse<ActionItemList>>;
}

/** How each method of `TranscriptsResource` is sent: `name METHOD path [b(ody)][q(uery)] [s|o<max page>]`, `;`-separated. */
export const transcriptsOperations =
  'list GET /transcripts/ q s200;' +
  'create POST /transcripts/ b;' +
  'get GET /transcripts/{id};' +
  'getMeta GET /transcripts/{id}/meta;' +
  'getStatus GET /transcripts/{id}/status;' +
  'listSegments GET /transcripts/{id}/segments q o2000;' +
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
