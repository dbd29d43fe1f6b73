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
export { chunkText, type TextChunk } from './knowledge/chunk-text.js';
export {
  type DocumentErrorKey,
  DocumentExtractionError,
  type DocumentInfo,
  type ExtractedDocument,
  extractDocumentText,
  MAX_DOCUMENT_TEXT,
} from './knowledge/extract-document-text.js';
export { autoNameSpeakers } from './material/auto-name-speakers.js';
export { deriveActionItems } from './material/derive-action-items.js';
export { deriveAnnotations } from './material/derive-annotations.js';
export { deriveChapters } from './material/derive-chapters.js';
export { deriveContentEvents } from './material/derive-content-events.js';
export { deriveScopeConfig } from './material/derive-scope-config.js';
export { deriveSuggestions } from './material/derive-suggestions.js';
export {
  deriveTranscriptMaterial,
  stampTranscriptMaterial,
  type TranscriptMaterial,
} from './material/transcript-material.js';
export { checkMedia } from './media/media-check.js';
export { sniffMedia } from './media/media-sniff.js';
export { renderSmartReport } from './reports/render-smart-report.js';
export { estimateTokens } from './text/estimate-tokens.js';
export type {
  ActionItem,
  Annotation,
  Chapter,
  ContentEvent,
  Segment,
  SegmentWithWords,
  Speaker,
  Suggestion,
  TranscriptionFailure,
  TranscriptSource,
  Word,
} from './types.js';
export {
  type GeneratedTranscript,
  type GenerateTranscriptInput,
  generateTranscript,
  isTranscriptionFailure,
} from './words/generate-transcript.js';
export {
  cachedSegmentsJson,
  joinSegmentsJson,
  parseSegmentsInTurns,
  segmentsJsonInTurns,
} from './words/segments-json.js';
