import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { RecordingAnswer, RecordingRequest } from './protocol.js';

type Body<T> = T extends unknown ? Omit<T, 'scope'> : never;

/** Sends a "Record this tab" request to the background; never rejects. */
export async function askRecorder(request: Body<RecordingRequest>): Promise<RecordingAnswer> {
  try {
    const answer = (await browser.runtime.sendMessage({
      scope: 'tab-recording',
      ...request,
    })) as RecordingAnswer | undefined;
    return answer ?? { ok: false, error: i18n.t('recording.noRecorder') };
  } catch {
    // The browser's own message (no background listening) is not for people: ours instead.
    return { ok: false, error: i18n.t('recording.noRecorder') };
  }
}
