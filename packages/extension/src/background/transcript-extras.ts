import { type components, newIdempotencyKey } from '@scribekit/sdk';
import { i18n } from '#i18n';
import {
  TRANSCRIPT_SORTS,
  type TranscriptPage,
  type TranscriptQuery,
} from '../messages/transcript-list.js';
import type {
  ActionItemView,
  ChapterView,
  ReportView,
  SpeakerView,
} from '../messages/transcript-page.js';
import type { ApiOperations } from './api.js';
import { BadInputError } from './errors-to-text.js';
import { sinceOf } from './since-filter.js';
import { requireTranscriptId, speakerView } from './transcript-data.js';

type Operations = ApiOperations;
type Report = components['schemas']['SmartReport'];

const STATUSES = new Set(['', 'pending', 'processing', 'completed', 'failed']);

/** One page of the account's transcripts, searched and filtered by the service. */
export async function listTranscripts(
  ops: Operations,
  query: TranscriptQuery,
): Promise<TranscriptPage> {
  if (!STATUSES.has(query.status)) {
    throw new BadInputError(
      i18n.t('errors.badStatus', [String(query.status)]),
      i18n.t('errors.badStatusDetail'),
    );
  }
  const sort = query.sort ?? 'created_at_desc';
  if (!(TRANSCRIPT_SORTS as readonly string[]).includes(sort)) {
    throw new BadInputError(
      i18n.t('errors.badSort', [String(sort)]),
      i18n.t('errors.badSortDetail'),
    );
  }
  const limit = Math.min(200, Math.max(1, Math.trunc(query.limit) || 25));
  const skip = Math.max(0, Math.trunc(query.skip) || 0);
  const q = query.q.trim();
  const speaker = String(query.speaker ?? '').trim();
  const since = sinceOf(query.since);
  const page = await ops.listTranscripts({
    skip,
    limit,
    ...(q ? { q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(speaker ? { speaker } : {}),
    ...(since ? { date_from: since.toISOString() } : {}),
    // Newest first is the service's own order: asked for only when another one is wanted.
    ...(sort !== 'created_at_desc' ? { sort } : {}),
  });
  return {
    items: page.items.map((item) => ({
      id: item.id,
      title: item.title,
      status: item.status,
      durationS: item.duration_s,
      speakerCount: item.speaker_count,
      createdAt: item.created_at,
    })),
    total: page.meta.total,
    skip: page.meta.skip,
    limit: page.meta.limit,
  };
}

/** A transcript's chapters; generated first when it has none yet. */
export async function chaptersOf(ops: Operations, id: string): Promise<ChapterView[]> {
  let chapters = await ops.chapters(requireTranscriptId(id));
  if (chapters.length === 0) chapters = await ops.generateChapters(id);
  return [...chapters]
    .sort((a, b) => a.seq - b.seq)
    .map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      summary: chapter.summary ?? null,
      startS: chapter.start_s,
    }));
}

/** A transcript's action items; extracted first when it has none yet. */
export async function actionItemsOf(ops: Operations, id: string): Promise<ActionItemView[]> {
  let items = await ops.actionItems(requireTranscriptId(id));
  if (items.length === 0) items = await ops.extractActionItems(id);
  return items.map((item) => ({
    id: item.id,
    text: item.text,
    assignee: item.assignee ?? null,
    segmentId: item.segment_id ?? null,
    startS: item.start_s ?? null,
    status: item.status,
  }));
}

/** Names the speakers automatically; resolves with every speaker. */
export async function nameSpeakers(ops: Operations, id: string): Promise<SpeakerView[]> {
  return (await ops.autoNameSpeakers(requireTranscriptId(id))).map(speakerView);
}

function reportView(report: Report): ReportView {
  return { id: report.id, status: report.status, markdown: report.content_md, error: report.error };
}

/** The newest summary of a transcript (a finished one first), or null when it has none. */
export async function summaryOf(ops: Operations, id: string): Promise<ReportView | null> {
  const reports = (await ops.reportsOf(requireTranscriptId(id))).items.filter(
    (report) => report.type === 'summary' && report.status !== 'failed',
  );
  const best = reports.find((report) => report.status === 'completed') ?? reports[0];
  return best ? reportView(best) : null;
}

/** Starts a summary report of a transcript. */
export async function createSummary(ops: Operations, id: string): Promise<ReportView> {
  return reportView(await ops.createSummary(requireTranscriptId(id), newIdempotencyKey()));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a report. */
export async function readReport(ops: Operations, id: string): Promise<ReportView> {
  if (!UUID.test(id)) {
    throw new BadInputError(i18n.t('errors.badReportId'), i18n.t('errors.badReportIdDetail'));
  }
  return reportView(await ops.report(id));
}
