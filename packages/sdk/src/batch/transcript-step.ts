import { BatchStoppedError } from './batch.js';
import type { ItemRun } from './context.js';
import { backoffMs, isTransient, STEP_ATTEMPTS } from './retry-policy.js';
import { sleep } from './sleep.js';

/** How far back (before the recorded intent) a lost transcript is looked for: clocks differ. */
const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * Creates the transcript of an uploaded file, once. An intent without an id means the create may
 * have happened before a crash: the file's transcript is looked up on the service first.
 */
export async function ensureTranscript(run: ItemRun, fileId: string): Promise<string> {
  const { scribekit, now, signal, options } = run.context;
  for (let attempt = 1; ; attempt++) {
    const known = run.record.transcript;
    if (known?.id) return known.id;
    try {
      if (known?.at !== undefined) {
        const found = await findTranscriptOfFile(run, fileId, known.at - CLOCK_SLACK_MS);
        if (found) {
          await run.step({ type: 'transcript-started', transcriptId: found });
          continue;
        }
      }
      await run.step({ type: 'transcript-intent', at: now() });
      const created = await scribekit.transcripts.create(
        { ...options.transcript, file_id: fileId },
        signal ? { signal } : {},
      );
      await run.step({ type: 'transcript-started', transcriptId: created.id });
    } catch (error) {
      signal?.throwIfAborted();
      // After stop(), a failure is not retried: the rerun takes the item up from the ledger.
      if (run.context.stopping()) throw new BatchStoppedError();
      if (!isTransient(error) || attempt >= STEP_ATTEMPTS) throw error;
      await sleep(backoffMs(attempt), run.context.waitSignal);
    }
  }
}

/** The newest transcript of `fileId` created after `since`, if the service has one. */
async function findTranscriptOfFile(
  run: ItemRun,
  fileId: string,
  since: number,
): Promise<string | undefined> {
  const { scribekit, signal } = run.context;
  for await (const item of scribekit.transcripts.list(
    { sort: 'created_at_desc' },
    { pageSize: 200, ...(signal ? { signal } : {}) },
  )) {
    if (item.file_id === fileId) return item.id;
    if (Date.parse(item.created_at) < since) return undefined;
  }
  return undefined;
}

/** Waits until the transcript is completed and records it. */
export async function ensureTranscribed(run: ItemRun, transcriptId: string): Promise<void> {
  if (run.record.transcript?.ready) return;
  run.progress('transcribing', 0.4);
  await run.context.scribekit.waitForTranscript(
    transcriptId,
    run.waitOptions('transcribing', 0.4, 0.8),
  );
  await run.step({ type: 'transcribed' });
}
