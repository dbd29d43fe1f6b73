import { hoursAndMinutes, importsPerHour } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { BatchPlanView, BatchView } from '../messages.js';

/** A wait in the popup's words: `1 h 20 min`, `14 min`, `2 h` (rounded up to the minute). */
export function waitText(ms: number): string {
  const { hours, minutes } = hoursAndMinutes(ms);
  if (hours === 0) return i18n.t('batch.minutes', [String(Math.max(1, minutes))]);
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
  if (plan.quotaWaitMs < 60_000) return i18n.t('batch.planNow', count);
  const rate = importsPerHour(plan.limit, plan.windowMs);
  const wait = waitText(plan.quotaWaitMs);
  return rate > 0
    ? i18n.t('batch.planWait', count, [String(count), wait, String(rate)])
    : i18n.t('batch.planNoRate', count, [String(count), wait]);
}

/** A batch in one line: "Batch: 12 of 40 done, next in 14 min" (skipped videos count as done). */
export function batchRowText(batch: BatchView, now: number): string {
  const done = String(batch.done + batch.skipped);
  const total = String(batch.total);
  let text: string;
  if (batch.state === 'done') text = i18n.t('batch.rowEnded', [done, total]);
  else if (batch.state === 'cancelled') text = i18n.t('batch.rowCancelled', [done, total]);
  else if (batch.state === 'waiting' && batch.nextAt !== null && batch.nextAt > now) {
    text = i18n.t('batch.rowNext', [done, total, waitText(batch.nextAt - now)]);
  } else text = i18n.t('batch.row', [done, total]);
  return batch.failed > 0 ? `${text} · ${i18n.t('batch.rowFailed', batch.failed)}` : text;
}
