/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

import { filesOperations, type FilesResource } from './files.js';
import { transcriptsOperations, type TranscriptsResource } from './transcripts.js';
import { exportsOperations, type ExportsResource } from './exports.js';
import { sourceImportsOperations, type SourceImportsResource } from './source-imports.js';
import { smartReportsOperations, type SmartReportsResource } from './smart-reports.js';
import { knowledgeBasesOperations, type KnowledgeBasesResource } from './knowledge-bases.js';
import { webhooksOperations, type WebhooksResource } from './webhooks.js';
import { recordingJobsOperations, type RecordingJobsResource } from './recording-jobs.js';

export type { FilesResource } from './files.js';
export type { TranscriptsResource } from './transcripts.js';
export type { ExportsResource } from './exports.js';
export type { SourceImportsResource } from './source-imports.js';
export type { SmartReportsResource } from './smart-reports.js';
export type { KnowledgeBasesResource } from './knowledge-bases.js';
export type { WebhooksResource } from './webhooks.js';
export type { RecordingJobsResource } from './recording-jobs.js';

/** The resource namespaces of a Scribekit client, one per tag of the spec. */
export interface ScribekitResources {
  /** The Files operations. */
  files: FilesResource;
  /** The Transcripts operations. */
  transcripts: TranscriptsResource;
  /** The Exports operations. */
  exports: ExportsResource;
  /** The SourceImports operations. */
  sourceImports: SourceImportsResource;
  /** The SmartReports operations. */
  smartReports: SmartReportsResource;
  /** The KnowledgeBases operations. */
  knowledgeBases: KnowledgeBasesResource;
  /** The Webhooks operations. */
  webhooks: WebhooksResource;
  /** The RecordingJobs operations. */
  recordingJobs: RecordingJobsResource;
}

/** Every resource with its operation table. */
export const resourceOperations = {
  files: filesOperations,
  transcripts: transcriptsOperations,
  exports: exportsOperations,
  sourceImports: sourceImportsOperations,
  smartReports: smartReportsOperations,
  knowledgeBases: knowledgeBasesOperations,
  webhooks: webhooksOperations,
  recordingJobs: recordingJobsOperations,
};
