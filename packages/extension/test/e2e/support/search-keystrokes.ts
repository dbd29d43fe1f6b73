import type { Page } from 'playwright-core';
import { extensionRendererCpuMs } from './renderer-cpu.js';

/** Keystrokes typed into the transcript page's search, measured one by one. */
export interface Keystrokes {
  /** From the key down to the next frame painted, measured in the page (wall time, ms). */
  latencies: number[];
  /** CPU time the extension renderer's main thread spent on each keystroke until then (ms). */
  cpuMs: number[];
}

/**
 * Types `text` into the transcript page's search (focused first), a key every 80 ms as a person
 * types, and measures each keystroke until the frame after it is painted.
 */
export async function typeIntoSearch(
  page: Page,
  profile: string,
  text: string,
): Promise<Keystrokes> {
  await page.evaluate(() => {
    const input = document.getElementById('search') as HTMLInputElement;
    const latencies: number[] = [];
    (window as unknown as { latencies: number[] }).latencies = latencies;
    input.addEventListener('keydown', () => {
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => latencies.push(performance.now() - start), 0));
    });
  });
  await page.locator('#search').focus();
  const cpuMs: number[] = [];
  for (const key of text) {
    const before = extensionRendererCpuMs(profile);
    await page.keyboard.type(key);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    cpuMs.push(extensionRendererCpuMs(profile) - before);
    await page.waitForTimeout(80);
  }
  const latencies = await page.evaluate(
    // A copy: later keystrokes are not measured.
    () => [...(window as unknown as { latencies: number[] }).latencies],
  );
  return { latencies, cpuMs };
}
