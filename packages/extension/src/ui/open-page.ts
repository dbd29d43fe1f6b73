import { browser } from 'wxt/browser';
import { WELCOME_PAGE } from '../messages/extension-pages.js';

/** Opens the options page (and closes the popup, if called from it). */
export async function openOptions(closeWindow = false): Promise<void> {
  await browser.runtime.openOptionsPage();
  if (closeWindow) window.close();
}

/** The address of the transcript page of a transcript; with `atSeconds`, opened at that moment. */
export function transcriptPageUrl(transcriptId: string, atSeconds?: number): string {
  const page = `${browser.runtime.getURL('/transcript.html')}?id=${encodeURIComponent(transcriptId)}`;
  return atSeconds === undefined
    ? page
    : `${page}&t=${Math.max(0, Math.round(atSeconds * 100) / 100)}`;
}

/** Opens a transcript in a new tab (and closes the popup, if called from it). */
export async function openTranscript(transcriptId: string, closeWindow = false): Promise<void> {
  await browser.tabs.create({ url: transcriptPageUrl(transcriptId) });
  if (closeWindow) window.close();
}

/** The address of the page listing the account's transcripts. */
export function allTranscriptsUrl(): string {
  return browser.runtime.getURL('/all-transcripts.html');
}

/** Opens the account's transcripts in a new tab (and closes the popup, if called from it). */
export async function openAllTranscripts(closeWindow = false): Promise<void> {
  await browser.tabs.create({ url: allTranscriptsUrl() });
  if (closeWindow) window.close();
}

/** The first-run page: what the extension does and where a key comes from. */
export function welcomePageUrl(): string {
  return (browser.runtime.getURL as (path: string) => string)(WELCOME_PAGE);
}
