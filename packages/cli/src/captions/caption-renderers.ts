import type { OutputRenderer } from '@scribekit/sdk/batch';
import type { CaptionPresetName } from './caption-args.js';

/**
 * `transcribe --captions PRESET`: the batch's srt and vtt made here from the words, to the preset,
 * instead of by the service's export. The ledger keeps `captions:<preset>`, so a rerun with the
 * same preset skips them and one with another preset writes them again.
 */
export async function captionRenderers(
  preset: CaptionPresetName,
  formats: readonly string[],
): Promise<Partial<Record<'srt' | 'vtt', OutputRenderer>>> {
  const { toSrt, toVtt, transcriptCaptions } = await import('@scribekit/sdk/captions');
  const renderers: Partial<Record<'srt' | 'vtt', OutputRenderer>> = {};
  for (const format of ['srt', 'vtt'] as const) {
    if (!formats.includes(format)) continue;
    renderers[format] = {
      id: `captions:${preset}`,
      async render(transcriptId, { scribekit, signal }) {
        const cues = await transcriptCaptions(scribekit, transcriptId, {
          preset,
          ...(signal ? { signal } : {}),
        });
        return new TextEncoder().encode(format === 'srt' ? toSrt(cues) : toVtt(cues));
      },
    };
  }
  return renderers;
}
