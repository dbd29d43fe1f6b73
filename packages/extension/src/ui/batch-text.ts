import { hoursAndMinutes, importsPerHour } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { BatchPlanView, BatchView } from '../messages/page-batches.js';

/** A wait in the popup's words: `45 s` under a minute, else `14 min`, `2 h`, `1 h 20 min` (rounded up). */
export function waitText(ms: number): string {
  if (ms < 60_000) return i18n.t('batch.seconds', [String(Math.max(1, Math.ceil(ms / 1000)))]);
  const { hours, minutes } = hoursAndMinutes(ms);
  if (hours === 0) return i18n.t('batch.minutes', [String(minutes)]);
  if (minutes === 0) return i18n.t('batch.hours', [String(hours)]);
  return i18n.t('batch.hoursMinutes', [String(hours), String(minutes)]);
}

/**
 * The plan in one line: when the last import can go out under the quota ("37 videos: the last
 * starts in about 1 h, at 30 an hour": the first 30 go at once, not one every two minutes), or
 * "all can start now".
 */
export function planText(plan: BatchPlanView): string {
  const count = plan.toImport;
  if (plan.quotaWaitMs < 1_000) return i18n.t('batch.planNow', count);
  const rate = importsPerHour(plan.limit, plan.windowMs);
  const wait = waitText(plan.quotaWaitMs);
  return rate > 0
    ? i18n.t('batch.planWait', count, [String(count), wait, String(rate)])
    : i18n.t('batch.planNoRate', count, [String(count), wait]);
}

/**
 * The videos a batch transcribes itself: its total without those transcribed before it started.
 * The plan's count ("Transcribe 37 videos") and the progress ("12 of 37") share this base.
 */
export function batchBase(batch: Pick<BatchView, 'total' | 'skipped'>): number {
  return Math.max(0, batch.total - batch.skipped);
}

/**
 * A batch in one line, counting only what this batch transcribes, with the videos it skipped
 * (transcribed before) apart: "12 of 37 transcribed, next in 14 min · 3 skipped (already
 * transcribed)"; finished, "Finished: 37 of 37 transcribed · 3 skipped (already transcribed)".
 */
export function batchRowText(batch: BatchView, now: number): string {
  const done = String(batch.done);
  const base = String(batchBase(batch));
  let text: string;
  if (batch.state === 'done') text = i18n.t('batch.rowEnded', [done, base]);
  else if (batch.state === 'cancelled') text = i18n.t('batch.rowCancelled', [done, base]);
  else if (batch.state === 'waiting' && batch.nextAt !== null && batch.nextAt > now) {
    text = i18n.t('batch.rowNext', [done, base, waitText(batch.nextAt - now)]);
  } else text = i18n.t('batch.row', [done, base]);
  const parts = [text];
  if (batch.failed > 0) parts.push(i18n.t('batch.rowFailed', batch.failed));
  if (batch.skipped > 0) parts.push(i18n.t('batch.rowSkipped', batch.skipped));
  return parts.join(' · ');
}
