import type { Scribekit } from '@scribekit/sdk/node';
import { ToolUserError } from './tool-errors.js';

/** The transcript's title, or a tool error when it is not completed yet (nothing to read). */
export async function completedTitle(
  scribekit: Scribekit,
  id: string,
  signal: AbortSignal,
): Promise<string> {
  const meta = await scribekit.transcripts.getMeta(id, { signal });
  if (meta.status !== 'completed') {
    throw new ToolUserError(
      `Transcript ${id} is ${meta.status}${meta.status === 'failed' ? `: ${meta.error ?? 'no reason given'}` : ` (${Math.round(meta.progress * 100)}%); ask again when it is completed`}.`,
    );
  }
  return meta.title;
}
