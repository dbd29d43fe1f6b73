import { startSandbox } from '@scribekit/sandbox';
import { launchExtensionBrowser } from './extension-browser.js';
import { routePlaylist } from './playlist-page.js';
import { popupOn } from './popup-on.js';
import { measurePopupOpenings, type PopupOpening } from './popup-paint.js';
import { saveSettings } from './save-settings.js';

const batchRow = () => document.querySelector('[data-testid="batch-row"]') !== null;
const batchPlan = () => document.querySelector('[data-testid="batch-plan"]') !== null;

/**
 * The popup on a 200-video playlist page, opened without a batch and then with a batch of all
 * 200 running (jobs that never finish keep it running): shared by the e2e test (judged by CPU
 * time) and the bench (wall time). `close()` ends the browser and the sandbox.
 */
export async function startBatchPopupScenario() {
  const slow = await startSandbox({ port: 0, processingMs: 600_000, log: () => undefined });
  const browser = await launchExtensionBrowser();
  try {
    await saveSettings(browser, slow.apiKey, slow);
    const videos = Array.from({ length: 200 }, (_, n) => `fg${String(n).padStart(9, '0')}`);
    const tab = await routePlaylist(browser, 'PLfigure200', videos);
    return {
      slow,
      browser,
      tab,
      batchRow,
      batchPlan,
      /** Openings without a batch: the page kind shown (mark 0). */
      withoutBatch: (): Promise<PopupOpening[]> =>
        measurePopupOpenings(browser, tab, {
          marks: ['scribekit:page-detected'],
          ready: batchPlan,
        }),
      /** Starts "Transcribe 200 videos" from the popup and closes it. */
      async startBatch() {
        const popup = await popupOn(browser, tab, 'none');
        await popup.waitFor(batchPlan);
        await popup.clickButton('Transcribe 200 videos');
        await popup.waitFor(batchRow);
        await popup.close();
      },
      /** Openings with the batch running: the page kind shown (mark 0), the batch's row (mark 1). */
      withBatch: (): Promise<PopupOpening[]> =>
        measurePopupOpenings(browser, tab, {
          marks: ['scribekit:page-detected', 'scribekit:batch-shown'],
          ready: batchRow,
        }),
      async close() {
        await browser.close();
        await slow.close();
      },
    };
  } catch (error) {
    await browser.close();
    await slow.close();
    throw error;
  }
}
