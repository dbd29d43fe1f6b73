import { RateLimitError, ScribekitError, type WithLastResponse } from '../index.js';
import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import { refusedAsInvalid, refusesInput } from './failure-kind.js';
import type { UrlItem } from './items.js';
import type { TranscriptSettings } from './options.js';
import { limitStatedBy } from './rate-limit-policy.js';
import { nextAttempt } from './retry-policy.js';
import { sameLink } from './same-link.js';
import { CLOCK_SLACK_MS, findUnansweredCreate } from './unanswered-create.js';

/**
 * Imports the item's link once (a rate-limited request, through the gate), waits for it and
 * records its transcript. An intent without an id means the import may have been created before a
 * crash or a lost answer: it is looked up on the service first, and — as the service does not
 * honour `Idempotency-Key` here — created again only once the attempt's answer can no longer come
 * (its time limit after the intent) and the service still has none.
 */
export async function ensureImported(run: ItemRun, item: UrlItem): Promise<string> {
  const { scribekit, signal } = run.context;
  for (let attempt = 1; ; ) {
    if (run.record.transcript?.id) return run.record.transcript.id;
    try {
      let importId = run.record.import?.importId;
      const intentAt = run.record.import?.at;
      if (!importId && intentAt !== undefined) {
        importId = await findUnansweredCreate(run, 'import', intentAt, () =>
          findImport(run, item.url, intentAt - CLOCK_SLACK_MS),
        );
        if (importId) await run.step({ type: 'import-started', importId });
      }
      importId ??= await create(run, item);
      run.progress('importing', 0.1);
      const done = await scribekit.waitForImport(importId, run.waitOptions('importing', 0.1, 0.4));
      if (!done.transcript_id) {
        throw new ScribekitError({
          key: 'import_without_transcript',
          message: `Import ${done.id} completed without a transcript`,
        });
      }
      await run.step({ type: 'transcript-started', transcriptId: done.transcript_id });
    } catch (error) {
      signal?.throwIfAborted();
      // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
      if (run.context.stopping()) throw new BatchStoppedError();
      if (error instanceof RateLimitError) continue;
      attempt = await nextAttempt(run, error, attempt);
    }
  }
}

async function create(run: ItemRun, item: UrlItem): Promise<string> {
  const { scribekit, now, signal } = run.context;
  const lease = await run.context.slot('source-import', item);
  let created: WithLastResponse<{ id: string }>;
  try {
    await run.step({ type: 'import-intent', at: now() });
    created = await scribekit.sourceImports.create(
      { url: item.url, ...importSettings(run.context.options.transcript) },
      signal ? { signal } : {},
    );
  } catch (error) {
    await run.context.failed('source-import', lease, error);
    // The service refused the link itself (not a recording it can fetch).
    throw refusedAsInvalid(error) ? refusesInput(error) : error;
  }
  await run.context.settle('source-import', lease, {
    kind: 'counted',
    serviceLimit: limitStatedBy(created.lastResponse?.response.headers),
  });
  await run.step({ type: 'import-started', importId: created.id });
  return created.id;
}

/** The transcript settings an import takes (it has no diarize switch). */
function importSettings(settings: TranscriptSettings | undefined) {
  const { diarize: _diarize, ...rest } = settings ?? {};
  return rest;
}

/** The newest import of `url` created after `since`, if the service has one. */
async function findImport(run: ItemRun, url: string, since: number): Promise<string | undefined> {
  const { scribekit, signal } = run.context;
  for await (const entry of scribekit.sourceImports.list(undefined, {
    pageSize: 200,
    ...(signal ? { signal } : {}),
  })) {
    if (Date.parse(entry.created_at) < since) return undefined;
    if (sameLink(entry.url, url)) return entry.id;
  }
  return undefined;
}
