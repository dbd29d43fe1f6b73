import type { HandlerMap } from '../runtime.js';
import type { OperationInfo } from '../spec/operations.js';
import { exportHandlers } from './exports.js';
import { fileHandlers } from './files.js';
import { knowledgeBaseHandlers } from './knowledge-bases.js';
import { recordingJobHandlers } from './recording-jobs.js';
import { smartReportHandlers } from './smart-reports.js';
import { sourceImportHandlers } from './source-imports.js';
import { transcriptHandlers } from './transcripts.js';
import { webhookHandlers } from './webhooks.js';

/** One handler per operationId of the spec. */
export const handlers: HandlerMap = {
  ...fileHandlers,
  ...transcriptHandlers,
  ...exportHandlers,
  ...sourceImportHandlers,
  ...recordingJobHandlers,
  ...smartReportHandlers,
  ...knowledgeBaseHandlers,
  ...webhookHandlers,
};

/** Fails loudly when the spec has an operation the sandbox cannot answer. */
export function assertEveryOperationHandled(operations: OperationInfo[], map: HandlerMap): void {
  const missing = operations
    .filter((op) => !map[op.operationId])
    .map((op) => `${op.operationId} (${op.method} ${op.specPath})`);
  if (missing.length > 0) {
    throw new Error(`The sandbox has no handler for these spec operations: ${missing.join(', ')}`);
  }
}
