// The sandbox's content layer: pure functions that make up transcripts, derive material from
// them, render exports and reports, and read knowledge-base documents. No HTTP here.

export { autoNameSpeakers, findIntroducedNames } from './auto-name-speakers.js';
export { type ChunkTextOptions, chunkText, type TextChunk } from './chunk-text.js';
export { type DeriveActionItemsOptions, deriveActionItems } from './derive-action-items.js';
export { type DeriveAnnotationsOptions, deriveAnnotations } from './derive-annotations.js';
export { type DeriveChaptersOptions, deriveChapters } from './derive-chapters.js';
export { classifySentence, deriveContentEvents } from './derive-content-events.js';
export { deriveScopeConfig, type ScopeConfigInput } from './derive-scope-config.js';
export { deriveSuggestions } from './derive-suggestions.js';
export { deterministicUuid } from './deterministic-id.js';
export { estimateTokens } from './estimate-tokens.js';
export {
  EXPORT_FORMATS,
  type ExportableTranscript,
  type ExportFormat,
  type RenderedExport,
} from './export-model.js';
export {
  type DocumentErrorKey,
  DocumentExtractionError,
  type DocumentInfo,
  type DocumentKind,
  type ExtractedDocument,
  extractDocumentText,
  MAX_DOCUMENT_TEXT,
} from './extract-document-text.js';
export {
  type GeneratedMediaInfo,
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  generateTranscript,
  isTranscriptionFailure,
} from './generate-transcript.js';
export { type AcceptedMedia, checkMedia } from './media-check.js';
export { MIN_ESTIMATED_DURATION_S } from './media-duration.js';
export { type MediaContainer, type SniffResult, sniffMedia } from './media-sniff.js';
export { isExportFormat, renderExport } from './render-export.js';
export {
  type RenderedSmartReport,
  type RenderSmartReportInput,
  renderSmartReport,
  type SmartReportTranscript,
} from './render-smart-report.js';
export type { KnowledgeBaseQuoteSource } from './report-sections.js';
export {
  cachedSegmentsJson,
  joinSegmentsJson,
  parseSegmentsInTurns,
  SEGMENTS_PER_SLICE,
  segmentsJsonInTurns,
  sliceSegmentsJson,
} from './segments-json.js';
export {
  deriveTranscriptMaterial,
  stampTranscriptMaterial,
  type TranscriptMaterial,
} from './transcript-material.js';
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
