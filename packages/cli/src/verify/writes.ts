import type { Contract } from '../contract/load-contract.js';
import type { WriteBudget } from './budget.js';
import type { Answer } from './exchange.js';
import type { IdBook } from './id-book.js';
import type { Step } from './plan.js';

/** A write within the budget, and the request that undoes it where the API allows one. */
export type WriteStep = Step & { cleanup?: (answer: Answer) => Step | null };

/** The shortest well-known public video (19 s), so an import costs as little as one can. */
const SAMPLE_IMPORT_URL = 'https://www.youtube.com/watch?v=jNQXAC9IVRw';

/** A meeting address per platform that names no real meeting; the bot is cancelled at once. */
const SAMPLE_MEETINGS: Record<string, string> = {
  google_meet: 'https://meet.google.com/scr-ibek-itv',
  zoom: 'https://zoom.us/j/90000000001',
  microsoft_teams:
    'https://teams.microsoft.com/l/meetup-join/19%3ameeting_scribekitverify%40thread.v2/0',
  webex: 'https://meet.webex.com/meet/scribekit.verify',
};

/**
 * The writes the budget allows, one of each kind at most (one answer checks the operation; the
 * budget only bounds): an upload-init (no bytes sent; an upload never completed expires), an
 * import of a 19-second video, a recording bot cancelled as soon as it exists, a summary report
 * of a transcript. The API lets a key delete none of them; the bot's cancel is the only undo.
 */
export function plannedWrites(
  contract: Contract,
  book: IdBook,
  bodies: Map<string, unknown>,
  budget: WriteBudget,
): WriteStep[] {
  const byId = (id: string) => contract.operations.find((op) => op.operationId === id);
  const steps: WriteStep[] = [];
  const write = (
    operationId: string,
    name: string,
    body: unknown,
    cleanup?: WriteStep['cleanup'],
  ) => {
    const operation = byId(operationId);
    if (operation) {
      steps.push({
        request: { operation, kind: 'write', name, path: operation.specPath, query: {}, body },
        ...(cleanup ? { cleanup } : {}),
      });
    }
  };
  if (budget['upload-inits'] > 0) {
    write('initUpload', 'upload-init', {
      filename: 'scribekit-verify.wav',
      size_bytes: 44,
      mime_type: 'audio/wav',
    });
  }
  if (budget.imports > 0) write('createSourceImport', 'import', { url: SAMPLE_IMPORT_URL });
  if (budget.recordings > 0) {
    const platforms =
      (bodies.get('listRecordingPlatforms') as { platforms?: { code?: string; status?: string }[] })
        ?.platforms ?? [];
    const platform =
      platforms.find((p) => p.status === 'available' && p.code && p.code in SAMPLE_MEETINGS)
        ?.code ?? 'google_meet';
    const cancel = byId('cancelRecordingJob');
    write(
      'createRecordingJob',
      'recording',
      { platform, meet_url: SAMPLE_MEETINGS[platform] },
      (answer) => {
        const id = (answer.body as { id?: unknown } | undefined)?.id;
        if (!cancel || typeof id !== 'string') return null;
        return {
          request: {
            operation: cancel,
            kind: 'write',
            name: 'recording-cancel',
            path: cancel.specPath.replace('{id}', encodeURIComponent(id)),
            query: {},
          },
        };
      },
    );
  }
  if (budget.reports > 0) {
    const transcript = book.first('transcript');
    const create = byId('createSmartReport');
    if (create && !transcript) {
      steps.push({
        operation: create,
        kind: 'write',
        name: 'report',
        skip: 'no transcript to report on',
      });
    } else write('createSmartReport', 'report', { transcript_id: transcript, type: 'summary' });
  }
  return steps;
}
