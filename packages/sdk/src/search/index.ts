// `@scribekit/sdk/search`: a local full-text index of every transcript a key can read, and the
// "pick the best-matching transcripts, make one Smart Report over them" flow. Portable (Node,
// browsers, extension service workers): where the index lives is a pluggable `IndexStorage`;
// `@scribekit/sdk/search/node` adds a gzipped folder per key.
export { askTranscripts, MAX_ASK_TRANSCRIPTS } from './ask-transcripts.js';
export { createMemoryIndexStorage } from './memory-storage.js';
export { NoMatchingTranscriptsError } from './no-matching-transcripts-error.js';
export { parseSearchQuery, type SearchQuery } from './query.js';
export { createTranscriptIndex } from './transcript-index.js';
export type {
  AskOptions,
  AskResult,
  AskSource,
  IndexStats,
  IndexStorage,
  PickedTranscript,
  PickOptions,
  SearchClient,
  SearchHit,
  SearchOptions,
  SyncOptions,
  SyncResult,
  TranscriptIndex,
  TranscriptIndexOptions,
} from './types.js';
export { parseSince } from './when.js';
