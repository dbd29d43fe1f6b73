import type { WxtBrowser } from 'wxt/browser';
import { i18n } from '#i18n';
import { CAPTURE_RUNNING, NO_KEY, type OffscreenCommand } from './protocol.js';

type ContextFilter = Parameters<WxtBrowser['runtime']['getContexts']>[0];
type OffscreenParameters = Parameters<WxtBrowser['offscreen']['createDocument']>[0];

const OFFSCREEN_PAGE = 'offscreen.html';

/** The offscreen document failure codes in the browser's language; other texts as they are. */
export function recorderErrorInWords(error: string): string {
  if (error === CAPTURE_RUNNING) return i18n.t('recording.finishFirst');
  if (error === NO_KEY) return i18n.t('errors.noKey');
  return error;
}

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
      if (!browser.offscreen) throw new Error(i18n.t('recording.needsPermission'));
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
      if (!answer) throw new Error(i18n.t('recording.noRecorder'));
      if (!answer.ok) throw new Error(recorderErrorInWords(answer.error));
      return answer;
    },
  };
}
