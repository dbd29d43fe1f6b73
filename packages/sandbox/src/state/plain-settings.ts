import type { TranscriptSettings } from './types.js';

/** The settings of a transcript made without a scope-config: language detected, speakers told
 * apart, no automatic report, no clip. A new object each time (records own theirs). */
export function plainSettings(): TranscriptSettings {
  return { language: '', diarize: true, autoSmartReport: false, clipStartS: null, clipEndS: null };
}
