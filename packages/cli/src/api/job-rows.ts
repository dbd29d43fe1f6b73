import type { Scribekit } from '@scribekit/sdk/node';
import {
  isTerminal,
  type JobPhase,
  jobPhase,
  jobProgress,
  type ResourceKind,
} from '@scribekit/shared';

/** One job of any kind, as `scribekit jobs` shows it (and prints with --json). */
export interface JobRow {
  kind: 'upload' | 'transcript' | 'import' | 'recording' | 'export' | 'report';
  id: string;
  status: string;
  phase: JobPhase;
  /** 0–1, when the service tells. */
  progress: number | null;
  /** What it is about: a title, a link, a meeting, a format. */
  name: string;
  created_at: string;
}

interface Source {
  kind: JobRow['kind'];
  resource: ResourceKind;
  scope: string;
  list(scribekit: Scribekit, signal: AbortSignal): Promise<{ items: Record<string, unknown>[] }>;
  name(item: Record<string, unknown>): string;
}

const SOURCES: Source[] = [
  {
    kind: 'transcript',
    resource: 'transcript',
    scope: 'transcripts:read',
    list: (s, signal) => s.transcripts.list({ limit: 100 }, { signal }),
    name: (item) => String(item.title ?? ''),
  },
  {
    kind: 'import',
    resource: 'source_import',
    scope: 'imports:read',
    list: (s, signal) => s.sourceImports.list(undefined, { signal }),
    name: (item) => String(item.url ?? ''),
  },
  {
    kind: 'recording',
    resource: 'recording_job',
    scope: 'recordings:read',
    list: (s, signal) => s.recordingJobs.list(undefined, { signal }),
    name: (item) => `${item.platform} ${item.meet_url}`,
  },
  {
    kind: 'export',
    resource: 'export',
    scope: 'exports:read',
    list: (s, signal) => s.exports.list(undefined, { signal }),
    name: (item) => `${item.format} of ${item.transcript_id}`,
  },
  {
    kind: 'report',
    resource: 'smart_report',
    scope: 'reports:read',
    list: (s, signal) => s.smartReports.list(undefined, { signal }),
    name: (item) => `${item.type} of ${item.transcript_id}`,
  },
];

/**
 * Every job the key can see, newest first; `all` keeps finished ones too. Kinds the key has no
 * scope for are left out and named in `missingScopes`.
 */
export async function listJobs(
  scribekit: Scribekit,
  options: { all: boolean; signal: AbortSignal },
): Promise<{ rows: JobRow[]; missingScopes: string[] }> {
  const missingScopes: string[] = [];
  const lists = await Promise.all(
    SOURCES.map(async (source) => {
      try {
        const page = await source.list(scribekit, options.signal);
        return page.items.map((item): JobRow => {
          const status = String(item.status ?? '');
          return {
            kind: source.kind,
            id: String(item.id),
            status,
            phase: jobPhase(source.resource, status),
            progress: jobProgress(item as never),
            name: source.name(item),
            created_at: String(item.created_at ?? ''),
          };
        });
      } catch (error) {
        if ((error as { status?: number }).status !== 403) throw error;
        missingScopes.push(source.scope);
        return [];
      }
    }),
  );
  const rows = lists
    .flat()
    .filter((row) => options.all || !isTerminal(row.phase))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { rows, missingScopes };
}
