import { i18n } from '#i18n';
import type { CaptionChoice, CaptionSourceView } from '../messages/captions.js';
import { CAPTION_CHOICES } from '../messages/captions.js';
import type { ApiOperations } from './api.js';
import { BadInputError } from './errors-to-text.js';
import type { StorageArea } from './storage-area.js';
import { fileNameFor, requireTranscriptId } from './transcript-data.js';

/**
 * What the transcript page builds captions from: every segment with its words (reduced to what
 * captions read, so a 6-hour transcript crosses to the page in a few MB), the speakers' names and
 * the files' names.
 */
export async function captionSource(ops: ApiOperations, id: string): Promise<CaptionSourceView> {
  const [meta, segments, speakers] = await Promise.all([
    ops.transcriptMeta(requireTranscriptId(id)),
    ops.segmentsWithWords(id),
    ops.speakers(id),
  ]);
  return {
    segments: segments.map((segment) => ({
      seq: segment.seq,
      start_s: segment.start_s,
      end_s: segment.end_s,
      text: segment.text,
      speaker_id: segment.speaker_id,
      words: (segment.words ?? []).map(({ start_s, end_s, text }) => ({ start_s, end_s, text })),
    })),
    speakers: speakers.map((speaker) => ({ id: speaker.id, name: speaker.name || speaker.label })),
    filenames: { srt: fileNameFor(meta.title, 'srt'), vtt: fileNameFor(meta.title, 'vtt') },
  };
}

const KEY = 'captionChoice';
const isChoice = (value: unknown): value is CaptionChoice =>
  (CAPTION_CHOICES as readonly unknown[]).includes(value);

/** The transcript page's caption choice, remembered in extension storage (default `netflix`). */
export function createCaptionChoice(area: StorageArea) {
  return {
    async read(): Promise<CaptionChoice> {
      const stored = (await area.get(KEY))[KEY];
      return isChoice(stored) ? stored : 'netflix';
    },
    async write(choice: unknown): Promise<CaptionChoice> {
      if (!isChoice(choice)) {
        throw new BadInputError(
          i18n.t('errors.badCaptionChoice', [String(choice)]),
          i18n.t('errors.badCaptionChoiceDetail', [CAPTION_CHOICES.join(', ')]),
        );
      }
      await area.set({ [KEY]: choice });
      return choice;
    },
  };
}

/** The caption choice's store. */
export type CaptionChoiceStore = ReturnType<typeof createCaptionChoice>;
