import type { ItemRun } from './context.js';
import { nextAttempt } from './retry-policy.js';
import { CLOCK_SLACK_MS, findUnansweredCreate } from './unanswered-create.js';

/**
 * Creates the transcript of an uploaded file, once. An intent without an id means the create may
 * have happened before a crash: the file's transcript is looked up on the service first, and
 * created again only once the lost attempt can no longer be handled and the service still has none.
 */
export async function ensureTranscript(run: ItemRun, fileId: string): Promise<string> {
  const { scribekit, now, signal, options } = run.context;
  for (let attempt = 1; ; ) {
    const known = run.record.transcript;
    if (known?.id) return known.id;
    try {
      if (known?.at !== undefined) {
        const since = known.at - CLOCK_SLACK_MS;
        const found = await findUnansweredCreate(run, 'transcript', known.at, () =>
          findTranscriptOfFile(run, fileId, since),
        );
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
      attempt = await nextAttempt(run, error, attempt);
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
  for (let attempt = 1; ; ) {
    try {
      await run.context.scribekit.waitForTranscript(
        transcriptId,
        run.waitOptions('transcribing', 0.4, 0.8),
      );
      break;
    } catch (error) {
      // A failed transcript is final (JobFailedError); a lost poll is waited again.
      attempt = await nextAttempt(run, error, attempt);
    }
  }
  await run.step({ type: 'transcribed' });
}
