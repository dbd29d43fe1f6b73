export {
  type CatalogItem,
  isPlatformCode,
  isProviderCode,
  platforms,
  providers,
} from './catalog/catalog.js';
export type { PlatformCode, ProviderCode } from './catalog/codes.js';
export { mediaExtensions } from './catalog/media-extensions.js';
export { detectPage, type PageMatch } from './detect-page.js';
export {
  formatBytes,
  formatDuration,
  formatTimestamp,
  type TimestampOptions,
} from './format.js';
export {
  isTerminal,
  type JobPhase,
  jobPhase,
  jobProgress,
  knownPhase,
  normalizeState,
  ownEntry,
  type ResourceKind,
  type StatusFields,
} from './job-phase.js';
export { describeJobStatus, type JobStatus } from './job-status.js';
export { linkMatchPatterns } from './link-patterns.js';
export { MEDIA_HEAD_BYTES, type MediaRefusal, refuseNonMedia } from './media-check.js';
export {
  isMpegAudioFrameHeader,
  type MediaContainer,
  type SniffResult,
  sniffMedia,
} from './media-sniff.js';
export { shortPageId } from './page-title.js';
export {
  hoursAndMinutes,
  importsPerHour,
  MAX_PAGE_VIDEOS,
  type PageLink,
  type PageVideo,
  type PageVideos,
  videosOnPage,
} from './page-videos.js';
