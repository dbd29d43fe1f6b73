import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION_DIR } from './extension-browser.js';

/**
 * Gzip size (level 9) of what the popup loads: its script, the chunks it preloads, and its
 * stylesheet, read from the built popup.html.
 */
export async function popupGzipBytes(dir = EXTENSION_DIR): Promise<{ js: number; css: number }> {
  const html = await readFile(join(dir, 'popup.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g),
  ];
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)];
  const gzipOf = async (path: string) =>
    gzipSync(await readFile(join(dir, path.replace(/^\//, ''))), { level: 9 }).length;
  let js = 0;
  for (const [, path] of scripts) js += await gzipOf(path ?? '');
  let css = 0;
  for (const [, path] of styles) css += await gzipOf(path ?? '');
  return { js, css };
}
