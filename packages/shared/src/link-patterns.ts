import { directUrlEntry, hostedProviderEntries, platformEntries } from './catalog/entries.js';
import { mediaExtensions } from './catalog/media-extensions.js';

/**
 * Browser match patterns (`*://*.youtube.com/*`, `*://*\/*.mp4*`) covering every address
 * `detectPage` can recognise: the catalog's hosts and their subdomains, and media-file links on
 * any host. Wider than `detectPage` (a channel page matches too), never narrower; use it to
 * offer a menu item only where it may apply, then let `detectPage` decide.
 */
export function linkMatchPatterns(): string[] {
  const hosts = [...hostedProviderEntries, ...platformEntries].flatMap((entry) => entry.hosts);
  const forHosts = hosts.map((host) => `*://*.${host}/*`);
  // `direct_url` has no hosts: its links are known by the file extension (query allowed after).
  const forFiles =
    directUrlEntry.hosts.length === 0 ? mediaExtensions.flatMap(fileExtensionPatterns) : [];
  return [...new Set([...forHosts, ...forFiles])];
}

function fileExtensionPatterns(extension: string): string[] {
  return [`*://*/*.${extension}`, `*://*/*.${extension}?*`];
}
