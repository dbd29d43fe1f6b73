import type { CaptionSegment } from '@scribekit/shared/captions';

// How the transcript page makes captions: the choice it remembers and what it builds them from.

/**
 * How the transcript page makes SRT and VTT: built in the page from the words to a preset of
 * `@scribekit/shared/captions`, or `service`: as the service exports them. The first is the default.
 */
export const CAPTION_CHOICES = ['netflix', 'broadcast', 'social', 'loose', 'service'] as const;

/** One of `CAPTION_CHOICES`. */
export type CaptionChoice = (typeof CAPTION_CHOICES)[number];

/** What the transcript page builds captions from. */
export interface CaptionSourceView {
  /** Every segment with its words (only the fields captions read). */
  segments: CaptionSegment[];
  /** Speakers by id, named as the page shows them. */
  speakers: { id: string; name: string }[];
  /** The files' names, from the title. */
  filenames: { srt: string; vtt: string };
}
