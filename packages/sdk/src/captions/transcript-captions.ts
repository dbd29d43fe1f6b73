import { buildCaptions, type CaptionOptions, type Cue } from '@scribekit/shared/captions';
import type { RequestOptions } from '../request-options.js';
import type { Scribekit } from '../scribekit.js';

/** Options of `transcriptCaptions`: the caption rules, and per-call options for its GETs. */
export interface TranscriptCaptionsOptions extends Omit<CaptionOptions, 'speakers'> {
  /** Aborts the GETs. */
  signal?: AbortSignal;
  /** Time limit of each GET. */
  timeoutMs?: number;
  /** Retries of each GET. */
  maxRetries?: number;
}

/**
 * A transcript's captions in one call: reads its segments with their words (`include_words`,
 * 2 000 a page) and its speakers' names, then `buildCaptions`.
 *
 * ```ts
 * import { createScribekit } from '@scribekit/sdk';
 * import { toSrt, transcriptCaptions } from '@scribekit/sdk/captions';
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const srt = toSrt(await transcriptCaptions(scribekit, '6f1c…', { preset: 'netflix' }));
 * ```
 */
export async function transcriptCaptions(
  scribekit: Scribekit,
  transcriptId: string,
  options: TranscriptCaptionsOptions = {},
): Promise<Cue[]> {
  const { signal, timeoutMs, maxRetries, ...rules } = options;
  const perCall: RequestOptions = {
    ...(signal ? { signal } : {}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
  };
  const [segments, speakers] = await Promise.all([
    scribekit.transcripts.listSegments(transcriptId, { include_words: true }, perCall).toArray(),
    scribekit.transcripts.listSpeakers(transcriptId, perCall),
  ]);
  return buildCaptions(segments, { ...rules, speakers: [...speakers] });
}
