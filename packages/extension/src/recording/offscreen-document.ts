import type { WxtBrowser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { OffscreenCommand } from './protocol.js';
import { RecorderError, recorderCodeInWords } from './recorder-words.js';

type ContextFilter = Parameters<WxtBrowser['runtime']['getContexts']>[0];
type OffscreenParameters = Parameters<WxtBrowser['offscreen']['createDocument']>[0];

const OFFSCREEN_PAGE = 'offscreen.html';

/** The recorder's offscreen document, as the background opens, commands and closes it. */
export function offscreenDocument(browser: WxtBrowser) {
  async function isOpen(): Promise<boolean> {
    const contexts = await browser.runtime
      .getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] } as ContextFilter)
      .catch(() => []);
    return (contexts ?? []).length > 0;
  }

  return {
    /** Whether the document exists (it does not after a crash or a browser restart). */
    isOpen,

    /** Opens the document unless it is open; needs the `offscreen` permission. */
    async open(): Promise<void> {
      if (!browser.offscreen) throw new RecorderError(i18n.t('recording.unsupported'));
      if (await isOpen()) return;
      await browser.offscreen.createDocument({
        url: OFFSCREEN_PAGE,
        reasons: ['USER_MEDIA'],
        justification: i18n.t('recording.justification'),
      } as OffscreenParameters);
    },

    /** Closes the document if it is open. */
    async close(): Promise<void> {
      if (await isOpen()) await browser.offscreen?.closeDocument().catch(() => undefined);
    },

    /** Sends a command and returns its answer; a refusal throws, in words. */
    async command<T>(message: OffscreenCommand): Promise<T> {
      const answer = (await browser.runtime.sendMessage(message)) as
        | ({ ok: true } & T)
        | { ok: false; error: string }
        | undefined;
      if (!answer) throw new RecorderError(i18n.t('recording.noRecorder'));
      if (!answer.ok) throw new RecorderError(recorderCodeInWords(answer.error));
      return answer;
    },
  };
}
