import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION_DIR } from './extension-browser.js';

/**
 * Gzip size (level 9) of everything the popup loads: its script and the chunks it preloads, the
 * chunks it imports later (Vite's `__vite__mapDeps` list, e.g. the rest of the popup after its
 * first paint), and its stylesheets, read from the built popup.html.
 */
export async function popupGzipBytes(dir = EXTENSION_DIR): Promise<{ js: number; css: number }> {
  const html = await readFile(join(dir, 'popup.html'), 'utf8');
  const files = new Set<string>();
  for (const [, path] of html.matchAll(
    /<(?:script[^>]*src|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href)="\/([^"]+)"/g,
  )) {
    if (path) files.add(path);
  }
  // Follow the lazy imports of every script found (their own lists included).
  for (const path of files) {
    if (!path.endsWith('.js')) continue;
    const code = await readFile(join(dir, path), 'utf8');
    for (const [, list] of code.matchAll(/m\.f=\[([^\]]*)\]/g)) {
      for (const [, dep] of (list ?? '').matchAll(/"([^"]+)"/g)) if (dep) files.add(dep);
    }
  }
  let js = 0;
  let css = 0;
  for (const path of files) {
    const size = gzipSync(await readFile(join(dir, path)), { level: 9 }).length;
    if (path.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}
