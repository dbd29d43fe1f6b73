// The sandbox's content layer: pure functions that make up transcripts, derive material from
// them, render exports and reports, and read knowledge-base documents. No HTTP here.
// Its folders, lowest first: text/ (sentences, keywords, clock texts), media/ (what a recording
// is and how long), words/ (the made-up words of a transcript), material/ (chapters, action
// items and the rest derived from them), exports/, reports/ (Smart Reports) and knowledge/
// (knowledge-base documents); types.ts is shared by all.

export {
  EXPORT_FORMATS,
  type ExportableTranscript,
  type ExportFormat,
  type RenderedExport,
} from './exports/export-model.js';
export { isExportFormat, renderExport } from './exports/render-export.js';
export { type ChunkTextOptions, chunkText, type TextChunk } from './knowledge/chunk-text.js';
export {
  type DocumentErrorKey,
  DocumentExtractionError,
  type DocumentInfo,
  type DocumentKind,
  type ExtractedDocument,
  extractDocumentText,
  MAX_DOCUMENT_TEXT,
} from './knowledge/extract-document-text.js';
export { autoNameSpeakers, findIntroducedNames } from './material/auto-name-speakers.js';
export {
  type DeriveActionItemsOptions,
  deriveActionItems,
} from './material/derive-action-items.js';
export { type DeriveAnnotationsOptions, deriveAnnotations } from './material/derive-annotations.js';
export { type DeriveChaptersOptions, deriveChapters } from './material/derive-chapters.js';
export { classifySentence, deriveContentEvents } from './material/derive-content-events.js';
export { deriveScopeConfig, type ScopeConfigInput } from './material/derive-scope-config.js';
export { deriveSuggestions } from './material/derive-suggestions.js';
export {
  deriveTranscriptMaterial,
  stampTranscriptMaterial,
  type TranscriptMaterial,
} from './material/transcript-material.js';
export { type AcceptedMedia, checkMedia } from './media/media-check.js';
export { MIN_ESTIMATED_DURATION_S } from './media/media-duration.js';
export { type MediaContainer, type SniffResult, sniffMedia } from './media/media-sniff.js';
export {
  type RenderedSmartReport,
  type RenderSmartReportInput,
  renderSmartReport,
  type SmartReportTranscript,
} from './reports/render-smart-report.js';
export type { KnowledgeBaseQuoteSource } from './reports/report-sections.js';
export { estimateTokens } from './text/estimate-tokens.js';
export type {
  ActionItem,
  Annotation,
  AnnotationKind,
  Chapter,
  ContentEvent,
  ContentEventType,
  ScopeConfig,
  Segment,
  SegmentWithWords,
  Speaker,
  Suggestion,
  SuggestionKind,
  TranscriptionErrorCode,
  TranscriptionFailure,
  TranscriptSource,
  Word,
} from './types.js';
export { deterministicUuid } from './words/deterministic-id.js';
export {
  type GeneratedMediaInfo,
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  generateTranscript,
  isTranscriptionFailure,
} from './words/generate-transcript.js';
export {
  cachedSegmentsJson,
  joinSegmentsJson,
  parseSegmentsInTurns,
  SEGMENTS_PER_SLICE,
  segmentsJsonInTurns,
  sliceSegmentsJson,
} from './words/segments-json.js';
