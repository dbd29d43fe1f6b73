import { invalidInput } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import type { TranscriptRecord } from '../state/types.js';
import { listItem, transcriptResult, transcriptState } from '../views/transcripts.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `date_from`/`date_to`; a bare date_to means the end of that day (inclusive). */
function parseDate(value: string, name: string, endOfDay: boolean): number {
  const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) {
    throw invalidInput(
      `query.${name}: expected an ISO 8601 date or date-time, got ${JSON.stringify(value)}`,
      ['query', name],
    );
  }
  return DATE_ONLY.test(value) && endOfDay ? ms + 86_400_000 - 1 : ms;
}

type Sorter = (a: TranscriptRecord, b: TranscriptRecord) => number;

function duration(t: TranscriptRecord): number {
  return transcriptResult(t)?.generated.duration_s ?? 0;
}

const SORTS: Record<string, Sorter> = {
  created_at_desc: (a, b) => b.createdAtMs - a.createdAtMs,
  created_at_asc: (a, b) => a.createdAtMs - b.createdAtMs,
  title_asc: (a, b) => a.title.localeCompare(b.title),
  title_desc: (a, b) => b.title.localeCompare(a.title),
  duration_desc: (a, b) => duration(b) - duration(a),
  duration_asc: (a, b) => duration(a) - duration(b),
};

// biome-ignore lint/suspicious/noExplicitAny: query values are validated against the spec
export function listTranscripts(rt: Runtime, query: Record<string, any>) {
  const from = query.date_from ? parseDate(query.date_from, 'date_from', false) : null;
  const to = query.date_to ? parseDate(query.date_to, 'date_to', true) : null;
  const q = typeof query.q === 'string' ? query.q.trim().toLowerCase() : '';
  const speaker = typeof query.speaker === 'string' ? query.speaker.trim().toLowerCase() : '';
  const words = q ? q.split(/\s+/) : [];
  let withReports: Set<string> | null = null;
  if (query.smart !== undefined) {
    withReports = new Set<string>();
    for (const report of rt.store.smartReports.values())
      for (const id of report.transcriptIds) withReports.add(id);
  }
  const filtered =
    query.status ||
    query.language ||
    from !== null ||
    to !== null ||
    speaker ||
    query.tag ||
    withReports;
  // Candidates newest first: the title index narrows `q`; otherwise creation order as kept.
  const candidates = words.length > 0 ? rt.store.transcripts.matchingTitle(words) : null;
  const keep = (t: TranscriptRecord) => {
    const result = transcriptResult(t);
    if (query.status && transcriptState(rt, t).status !== query.status) return false;
    if (query.language) {
      const languages = [t.settings.language, result?.generated.detected_language].filter(Boolean);
      if (!languages.includes(query.language)) return false;
    }
    if (from !== null && t.createdAtMs < from) return false;
    if (to !== null && t.createdAtMs > to) return false;
    if (speaker) {
      const speakers = result?.generated.speakers ?? [];
      if (
        !speakers.some((s) => s.name.toLowerCase() === speaker || s.label.toLowerCase() === speaker)
      ) {
        return false;
      }
    }
    // The sandbox has no tagging, so no transcript carries a tag.
    if (query.tag) return false;
    if (withReports && query.smart === true && !withReports.has(t.id)) return false;
    if (withReports && query.smart === false && withReports.has(t.id)) return false;
    return true;
  };
  const sort = (query.sort as string | undefined) ?? 'created_at_desc';
  const skip = query.skip as number;
  const limit = query.limit as number;
  if (!filtered && !candidates && sort === 'created_at_desc') {
    // The common case is a slice of the creation order: no pass over the transcripts.
    const page: TranscriptRecord[] = [];
    let index = 0;
    for (const t of rt.store.transcripts.newestFirst()) {
      if (index >= skip + limit) break;
      if (index++ >= skip) page.push(t);
    }
    return {
      items: page.map((t) => listItem(rt, t)),
      meta: { total: rt.store.transcripts.size, skip, limit },
    };
  }
  const pool = candidates ?? [...rt.store.transcripts.newestFirst()];
  const matches = filtered ? pool.filter(keep) : pool;
  if (sort !== 'created_at_desc') {
    const sorter = SORTS[sort] ?? (SORTS.created_at_desc as Sorter);
    matches.sort((a, b) => sorter(a, b) || b.createdAtMs - a.createdAtMs);
  }
  return {
    items: matches.slice(skip, skip + limit).map((t) => listItem(rt, t)),
    meta: { total: matches.length, skip, limit },
  };
}
