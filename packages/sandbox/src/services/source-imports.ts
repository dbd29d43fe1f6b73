import { randomUUID } from 'node:crypto';
import { detectPage, providers, shortPageId } from '@scribekit/shared';
import type { Runtime } from '../runtime.js';
import type { SourceImportRecord } from '../state/types.js';
import { storeSyntheticRecording } from './synthetic-media.js';
import { createTranscript, finishTranscript } from './transcripts.js';

/** Provider code given to links that no provider accepts. */
export const UNKNOWN_PROVIDER = 'unknown';

function labelOf(code: string): string {
  return providers.find((p) => p.code === code)?.label ?? code;
}

/** A percent-decoded path segment; one that is not valid UTF-8 (`%ED%A0%80`) stays as it is. */
function decodedOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A title for a link, without fetching it: the file name, or the provider and what identifies
 * the video in the shared catalog (never a secret such as an unlisted video's hash).
 */
export function titleForLink(url: string, provider: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Imported recording';
  }
  const last = decodedOrRaw(parsed.pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (provider === 'direct_url' && last) return last.replace(/\.[A-Za-z0-9]{1,5}$/, '') || last;
  const id = shortPageId(url);
  return id ? `${labelOf(provider)} recording ${id}` : `${labelOf(provider)} recording`;
}

export interface ImportInput {
  url: string;
  kind: string | null;
  title: string | null;
  language: string | null;
  clipStartS: number | null;
  clipEndS: number | null;
}

export function scheduleImport(rt: Runtime, record: SourceImportRecord): void {
  const attempt = record.attempts;
  rt.scheduler.at(record.dueAtMs, () => finishImport(rt, record, attempt), record.id);
}

export function startImport(rt: Runtime, input: ImportInput): SourceImportRecord {
  const match = detectPage(input.url);
  const now = rt.now();
  const record: SourceImportRecord = {
    id: randomUUID(),
    url: match.kind === 'import' ? match.url : input.url,
    provider: match.kind === 'import' ? match.provider : UNKNOWN_PROVIDER,
    kind: input.kind,
    title: input.title,
    language: input.language,
    clipStartS: input.clipStartS,
    clipEndS: input.clipEndS,
    createdAtMs: now,
    startedAtMs: now,
    dueAtMs: now + rt.config.processingMs,
    outcome: null,
    attempts: 1,
  };
  rt.store.sourceImports.set(record.id, record);
  scheduleImport(rt, record);
  return record;
}

/** Starts a failed import again from `queued`. */
export function retryImport(rt: Runtime, record: SourceImportRecord): void {
  const now = rt.now();
  record.outcome = null;
  record.startedAtMs = now;
  record.dueAtMs = now + rt.config.processingMs;
  record.attempts += 1;
  rt.store.sourceImports.markChanged(record);
  scheduleImport(rt, record);
}

async function finishImport(
  rt: Runtime,
  record: SourceImportRecord,
  attempt: number,
): Promise<void> {
  if (record.outcome || record.attempts !== attempt) return;
  try {
    await importRecording(rt, record);
  } catch (error) {
    record.outcome = { kind: 'failed', error: `The import failed: ${(error as Error).message}` };
    rt.store.sourceImports.markChanged(record);
    throw error;
  }
}

async function importRecording(rt: Runtime, record: SourceImportRecord): Promise<void> {
  const match = detectPage(record.url);
  if (match.kind !== 'import') {
    record.outcome = {
      kind: 'failed',
      error:
        match.kind === 'meeting'
          ? 'This is a meeting link; send a recording bot with POST /recording-jobs/ instead.'
          : 'This link is not a supported video page or media file.',
    };
    rt.store.sourceImports.markChanged(record);
    return;
  }
  const title = record.title ?? titleForLink(match.url, match.provider);
  const file = await storeSyntheticRecording(rt, `import:${match.url}`, `${title}.wav`);
  const t = await createTranscript(rt, file, {
    title,
    settings: {
      language: record.language ?? '',
      diarize: true,
      autoSmartReport: false,
      clipStartS: record.clipStartS,
      clipEndS: record.clipEndS,
    },
  });
  // The import's own processing time covered the transcription: the transcript is done too.
  finishTranscript(rt, t);
  record.outcome =
    t.outcome?.kind === 'failed'
      ? { kind: 'failed', error: t.outcome.failure.error }
      : { kind: 'completed', transcriptId: t.id };
  rt.store.sourceImports.markChanged(record);
}
