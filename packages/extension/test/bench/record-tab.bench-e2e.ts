import { readdirSync, readFileSync } from 'node:fs';
import { makeWav } from '@scribekit/sandbox';
import { expect, test } from 'vitest';
import { launchExtensionBrowser } from '../e2e/support/extension-browser.js';
import { PopupDriver } from '../e2e/support/popup-driver.js';
import { saveSettings } from '../e2e/support/save-settings.js';
import { startXvfb } from '../e2e/support/xvfb.js';
import { startTestSandbox } from '../support/sandbox.js';

// What "Record this tab" costs while it records: CPU and memory of the offscreen document (its
// main thread and JavaScript heap, over DevTools) and of the extension's renderer process and the
// browser's audio service (from the OS), and the file's size per minute. A routed page loops a
// tone for RECORD_SECONDS (default 60; the figure is 600). Run by hand:
//   RECORD_SECONDS=600 pnpm --filter @scribekit/extension bench:record

declare const chrome: {
  storage: {
    local: { get(key: string): Promise<Record<string, { bytes: number; elapsedMs: number }>> };
  };
};

const SECONDS = Number(process.env.RECORD_SECONDS ?? 60);
const PAGE = `<!doctype html><title>Long talk</title><audio id="talk" src="/talk.wav" loop></audio>`;

/** Pids of Chromium's processes of one kind, found by a switch on their command line. */
function pidsWith(flag: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('chromium') && cmdline.includes(flag)) found.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** CPU seconds (user + system) and resident memory in MiB of a process. */
function usage(pid: number): { cpuS: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuS: ticks / 100, rssMiB: Number(rss ?? 0) / 1024 };
}

const total = (pids: number[]) =>
  pids
    .map(usage)
    .reduce((sum, one) => ({ cpuS: sum.cpuS + one.cpuS, rssMiB: sum.rssMiB + one.rssMiB }), {
      cpuS: 0,
      rssMiB: 0,
    });

test(`CPU and memory of a ${SECONDS} s capture`, { timeout: (SECONDS + 120) * 1000 }, async () => {
  const [api, display] = await Promise.all([startTestSandbox(300), startXvfb()]);
  const browser = await launchExtensionBrowser({
    display: display.display,
    args: ['--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const wav = Buffer.from(makeWav(30, 'long talk', 16_000));
    await browser.context.route('https://talks.example.org/**', (route) =>
      new URL(route.request().url()).pathname === '/talk.wav'
        ? route.fulfill({ body: wav, contentType: 'audio/wav' })
        : route.fulfill({ body: PAGE, contentType: 'text/html' }),
    );
    await (await saveSettings(browser, api.apiKey, api)).close();
    const tab = await browser.openTab('https://talks.example.org/long');
    const { popup } = await browser.openPopup(tab);
    await popup.waitFor(() => document.querySelector('[data-record="idle"]') !== null);
    await popup.clickButton('Record this tab');
    await popup.waitFor(() => document.querySelector('[data-record="recording"]') !== null);
    await tab.locator('#talk').evaluate((audio: HTMLAudioElement) => audio.play());
    await popup.close();

    const target = (await browser.targets()).find((item) => item.url.endsWith('/offscreen.html'));
    if (!target) throw new Error('no offscreen document');
    const offscreen = await PopupDriver.attach(browser.cdp, target.targetId);
    await offscreen.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = (await offscreen.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      const value = (name: string) => list.find((item) => item.name === name)?.value ?? 0;
      return { taskS: value('TaskDuration'), heapMiB: value('JSHeapUsedSize') / 2 ** 20 };
    };
    const extension = pidsWith('--extension-process');
    const audio = pidsWith('audio.mojom.AudioService');
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // past the start-up
    const started = {
      at: performance.now(),
      doc: await metrics(),
      ext: total(extension),
      audio: total(audio),
    };
    const heaps: number[] = [];
    const rss: number[] = [];
    while (performance.now() - started.at < SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      heaps.push((await metrics()).heapMiB);
      rss.push(total(extension).rssMiB);
    }
    const wallS = (performance.now() - started.at) / 1000;
    const ended = { doc: await metrics(), ext: total(extension), audio: total(audio) };
    const state = (
      await browser.context
        .serviceWorkers()[0]
        ?.evaluate(() => chrome.storage.local.get('tabRecording'))
    )?.tabRecording;
    const percent = (cpuS: number) => `${((cpuS / wallS) * 100).toFixed(1)} %`;
    const max = (values: number[]) => Math.max(...values).toFixed(1);
    console.log(
      [
        `record-tab figures over ${wallS.toFixed(0)} s of capture (${extension.length} extension process, ${audio.length} audio service):`,
        `  offscreen document main thread: ${percent(ended.doc.taskS - started.doc.taskS)} of a core; JS heap ${started.doc.heapMiB.toFixed(1)} -> ${ended.doc.heapMiB.toFixed(1)} MiB (max ${max(heaps)})`,
        `  extension renderer process: ${percent(ended.ext.cpuS - started.ext.cpuS)} of a core; RSS ${started.ext.rssMiB.toFixed(0)} -> ${ended.ext.rssMiB.toFixed(0)} MiB (max ${max(rss)})`,
        `  audio service: ${percent(ended.audio.cpuS - started.audio.cpuS)} of a core`,
        `  file: ${state ? (((state.bytes / state.elapsedMs) * 60_000) / 2 ** 20).toFixed(2) : '?'} MiB a minute (${state?.bytes ?? '?'} bytes in ${((state?.elapsedMs ?? 0) / 1000).toFixed(0)} s)`,
      ].join('\n'),
    );
    // The heap must not grow with the recording: the audio is on disk, not in memory.
    expect(ended.doc.heapMiB).toBeLessThan(started.doc.heapMiB + 8);
  } finally {
    await browser.close();
    await display.close();
    await api.close();
  }
});
