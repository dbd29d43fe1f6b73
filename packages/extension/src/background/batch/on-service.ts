import type { Scribekit } from '@scribekit/sdk';
import { detectPage } from '@scribekit/shared';

/** Imports read at most to find what a page's videos already have (the newest first). */
const MAX_IMPORTS_READ = 2_000;

/** What the service already has of some videos, and how much of the import quota is used. */
export interface ServiceKnowledge {
  /** Canonical address → the transcript of its newest live import (null while it runs). */
  imported: Map<string, { transcriptId: string | null }>;
  /** When each import of the last `windowMs` was created (ms since epoch): quota already used. */
  recentImports: number[];
}

/**
 * Reads the account's imports, newest first, until it is older than nothing we need: which of
 * `urls` were imported already (completed, or still running: either way not imported again; a
 * failed or cancelled import does not count) and the imports within the quota's window.
 */
export async function readServiceImports(
  scribekit: Scribekit,
  urls: ReadonlySet<string>,
  windowMs: number,
  now: number,
): Promise<ServiceKnowledge> {
  const imported = new Map<string, { transcriptId: string | null }>();
  const recentImports: number[] = [];
  let read = 0;
  for await (const entry of scribekit.sourceImports.list(undefined, { pageSize: 200 })) {
    const created = Date.parse(entry.created_at);
    if (created > now - windowMs) recentImports.push(created);
    const match = detectPage(entry.url);
    const url = match.kind === 'import' ? match.url : entry.url;
    if (
      urls.has(url) &&
      !imported.has(url) &&
      entry.status !== 'failed' &&
      entry.status !== 'cancelled'
    ) {
      imported.set(url, { transcriptId: entry.transcript_id ?? null });
    }
    read += 1;
    // Read on while the quota window lasts, even once every address is found.
    if (read >= MAX_IMPORTS_READ || (imported.size === urls.size && created <= now - windowMs))
      break;
  }
  return { imported, recentImports };
}
