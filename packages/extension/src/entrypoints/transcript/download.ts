import { browser } from 'wxt/browser';
import { i18n } from '#i18n';

/**
 * Saves a file from a pre-signed address (no key needed) under `filename`. When the file cannot
 * be fetched from this page (the media host may refuse cross-origin reads), the address is opened
 * in a new tab, where the browser downloads it.
 */
export async function downloadFile(url: string, filename: string): Promise<'saved' | 'opened'> {
  let blob: Blob;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(i18n.t('exports.linkAnswered', [String(response.status)]));
    blob = await response.blob();
  } catch (error) {
    if (error instanceof TypeError) {
      await browser.tabs.create({ url });
      return 'opened';
    }
    throw error;
  }
  saveBlob(blob, filename);
  return 'saved';
}

/** Saves a file made in the page (captions built from the words) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
