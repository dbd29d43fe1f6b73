import { invalidInput } from '../errors/api-error.js';
import type { TranscriptSort } from '../generated/spec-enums.js';
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

/** A newest-first (or `sort=`-ordered) run of transcripts that a page can be sliced from. */
interface Slicable {
  readonly length: number;
  slice(start: number, end: number): TranscriptRecord[];
  [Symbol.iterator](): Iterator<TranscriptRecord>;
}

/** Below this many matches, sorting them beats walking a whole `sort=` order. */
const SORT_MATCHES_BELOW = 512;

/**
 * A page of transcripts. `status`, `speaker` and `q` are answered from indexes (the smallest
 * one's list is walked, the other filters checked on it), every `sort=` order is kept as a list,
 * so a filter or an order alone costs the page, whatever the account's size; `language`, dates,
 * `tag` and `smart` are checked on the candidates.
 */
// biome-ignore lint/suspicious/noExplicitAny: query values are validated against the spec
export function listTranscripts(rt: Runtime, query: Record<string, any>) {
  const index = rt.store.transcripts;
  index.settle();
  const from = query.date_from ? parseDate(query.date_from, 'date_from', false) : null;
  const to = query.date_to ? parseDate(query.date_to, 'date_to', true) : null;
  const q = typeof query.q === 'string' ? query.q.trim().toLowerCase() : '';
  const speaker = typeof query.speaker === 'string' ? query.speaker.trim().toLowerCase() : '';
  const words = q ? q.split(/\s+/) : [];
  const status = query.status as string | undefined;
  let withReports: Set<string> | null = null;
  if (query.smart !== undefined) {
    withReports = new Set<string>();
    for (const report of rt.store.smartReports.values())
      for (const id of report.transcriptIds) withReports.add(id);
  }
  // Lists from the indexes, each newest first; the smallest is walked.
  const lists: Slicable[] = [];
  if (status === 'completed' || status === 'failed') lists.push(index.withOutcome(status));
  else if (status) lists.push(index.running());
  if (speaker) lists.push(index.withSpeaker(speaker));
  if (words.length > 0) lists.push(index.matchingTitle(words));
  const unindexed =
    query.language || from !== null || to !== null || query.tag || withReports !== null;
  // A running transcript's phase depends on the time, so `status=pending` is checked on each.
  const exact =
    lists.length === 1 && !unindexed && !(status && status !== 'completed' && status !== 'failed');
  const keep = (t: TranscriptRecord) => {
    const result = transcriptResult(t);
    if (status && transcriptState(rt, t).status !== status) return false;
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
    if (words.length > 0 && !index.titleContains(t, words)) return false;
    // The sandbox has no tagging, so no transcript carries a tag.
    if (query.tag) return false;
    if (withReports && query.smart === true && !withReports.has(t.id)) return false;
    if (withReports && query.smart === false && withReports.has(t.id)) return false;
    return true;
  };
  // The spec's default order (newest first) is filled in by the validator when sort= is left out.
  const order = query.sort as TranscriptSort;
  const skip = query.skip as number;
  const limit = query.limit as number;
  const answer = (items: TranscriptRecord[], total: number) => ({
    items: items.map((t) => listItem(rt, t)),
    meta: { total, skip, limit },
  });

  if (lists.length === 0 && !unindexed) {
    // No filter: a slice of the kept order.
    return answer(index.ordered(order).slice(skip, skip + limit), index.size);
  }
  const smallest = lists.reduce<Slicable | null>(
    (best, list) => (best && best.length <= list.length ? best : list),
    null,
  );
  if (exact && smallest && order === 'created_at_desc') {
    return answer(smallest.slice(skip, skip + limit), smallest.length);
  }
  if (exact && smallest && smallest.length >= SORT_MATCHES_BELOW) {
    // Many matches: walk the kept order until the page is full; the list's length is the total.
    const page: TranscriptRecord[] = [];
    let seen = 0;
    for (const t of index.ordered(order)) {
      if (!keep(t)) continue;
      if (seen++ >= skip) page.push(t);
      if (page.length >= limit) break;
    }
    return answer(page, smallest.length);
  }
  const matches = [...(smallest ?? index.ordered('created_at_desc'))].filter(keep);
  if (order !== 'created_at_desc') matches.sort(index.comparator(order));
  return answer(matches.slice(skip, skip + limit), matches.length);
}
