import { newIdempotencyKey, RateLimitError } from '../index.js';
import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import { writeOutput } from './export-step.js';
import { nextAttempt } from './retry-policy.js';

const REPLAY_WINDOW_MS = 50_000;

/** The output name of the item's Smart Report. */
export const reportName = (name: string, type: string) => `${name}.${type}.md`;

/**
 * Creates the item's Smart Report (at most 3 at a time for the account: a concurrency slot is
 * held until it is finished), waits for it and writes its Markdown. A report of this type the
 * transcript already has is reused, so a crash never makes a second one.
 */
export async function ensureReport(
  run: ItemRun,
  transcriptId: string,
  type: string,
): Promise<string> {
  const name = reportName(run.item.name, type);
  if (run.record.report?.written) return name;
  const { scribekit, now, signal } = run.context;
  const perCall = signal ? { signal } : {};
  run.progress('reporting', 0.95);
  for (let attempt = 1; ; ) {
    const lease = await run.context.slot('smart-report', run.item);
    try {
      let reportId = run.record.report?.reportId;
      if (!reportId) {
        const existing = await scribekit.smartReports.listByTranscript(transcriptId, {}, perCall);
        reportId = existing.items.find(
          (entry) => entry.type === type && entry.status !== 'failed',
        )?.id;
        if (!reportId) {
          const earlier = run.record.report;
          const key =
            earlier && now() - earlier.at < REPLAY_WINDOW_MS ? earlier.key : newIdempotencyKey();
          if (key !== earlier?.key) await run.step({ type: 'report-intent', key, at: now() });
          const created = await scribekit.smartReports.create(
            { transcript_id: transcriptId, type },
            { ...perCall, idempotencyKey: key, maxRetries: 0 },
          );
          reportId = created.id;
        }
        await run.step({ type: 'report-started', reportId });
      }
      const report = await scribekit.waitForSmartReport(
        reportId,
        run.waitOptions('reporting', 0.95, 0.95),
      );
      const file = await writeOutput(run, name, new TextEncoder().encode(report.content_md ?? ''));
      await run.context.settle('smart-report', lease, { kind: 'not-counted' });
      await run.step({ type: 'report-written', ...file });
      return name;
    } catch (error) {
      await run.context.failed('smart-report', lease, error);
      signal?.throwIfAborted();
      // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
      if (run.context.stopping()) throw new BatchStoppedError();
      if (error instanceof RateLimitError) continue;
      attempt = await nextAttempt(run, error, attempt);
    }
  }
}
