import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './extension-browser.js';
import { extensionRendererCpuMs } from './renderer-cpu.js';

/** One opening of the toolbar popup, measured. */
export interface PopupOpening {
  /** When each mark was made, in ms after the popup document started (wall time). */
  marks: number[];
  /**
   * For each mark, the CPU time the extension renderer's main thread spent from the toolbar
   * click until it was made (ms): the popup's own work, which a busy machine does not change.
   */
  cpuMs: number[];
}

/**
 * Opens the toolbar popup on `tab` `rounds + 1` times and measures each opening (the first is a
 * warm-up, not returned: a browser session's first popup compiles its script once, every later
 * one opens from the code cache). `ready` is waited for in the popup before it closes.
 */
export async function measurePopupOpenings(
  browser: ExtensionBrowser,
  tab: Page,
  options: { marks: string[]; ready: () => unknown; rounds?: number },
): Promise<PopupOpening[]> {
  const openings: PopupOpening[] = [];
  for (let round = 0; round <= (options.rounds ?? 7); round += 1) {
    const cpuBefore = extensionRendererCpuMs(browser.profile);
    const { popup } = await browser.openPopup(tab);
    const marks: number[] = [];
    const cpuMs: number[] = [];
    for (const name of options.marks) {
      // Resolves in the popup as soon as the mark is made: a PerformanceObserver, no polling
      // that would add CPU time of its own.
      const time = await popup.evaluate(
        (mark) =>
          new Promise<number>((resolve) => {
            const done = () => {
              const entry = performance.getEntriesByName(mark)[0];
              if (!entry) return;
              observer.disconnect();
              resolve(entry.startTime);
            };
            const observer = new PerformanceObserver(done);
            observer.observe({ type: 'mark', buffered: true });
            done();
          }),
        name,
      );
      cpuMs.push(extensionRendererCpuMs(browser.profile) - cpuBefore);
      marks.push(time);
    }
    await popup.waitFor(options.ready);
    await popup.close();
    if (round > 0) openings.push({ marks, cpuMs });
  }
  return openings;
}

/** The median of some values (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return ((sorted[Math.floor(mid - 0.5)] ?? 0) + (sorted[Math.ceil(mid - 0.5)] ?? 0)) / 2;
}
