import { directUrlEntry, hostedProviderEntries, platformEntries } from './catalog/entries.js';
import { detectPage } from './detect-page.js';
import { pathSegments } from './url-utils.js';

const entries = [...hostedProviderEntries, directUrlEntry, ...platformEntries];

/**
 * What names a recognised page in a title — a video id, a meeting number, a room or file name —
 * chosen by its catalog entry, so never a secret (private hashes, passcodes, tokens); '' when the
 * address is not recognised or its id is too long to read.
 */
export function shortPageId(url: string): string {
  const match = detectPage(url);
  if (match.kind === 'none') return '';
  const code = match.kind === 'import' ? match.provider : match.platform;
  const entry = entries.find((item) => item.code === code);
  const canonical = new URL(match.url);
  const raw =
    entry?.titleId({
      host: canonical.hostname,
      segments: pathSegments(canonical.pathname),
      query: canonical.searchParams,
    }) ?? '';
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Kept as written.
  }
  // Teams thread ids and Loom's 32-digit ids are long: not a title.
  return id.length <= 24 && id !== '0' ? id : '';
}
