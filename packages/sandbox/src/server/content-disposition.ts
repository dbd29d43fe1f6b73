/** Longest file name a download names, in characters (longer ones keep their end: the extension). */
const MAX_NAME = 150;

/**
 * A file name safe to offer in a download: no control characters, path separators, quotes or
 * leading dots, at most 150 characters; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    // Control characters and format characters (bidi overrides, zero-width), line separators.
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/[/\\"<>:|?*]/g, '_')
    .replace(/^[\s.]+|\s+$/g, '');
  const chars = [...cleaned];
  const kept = chars.length > MAX_NAME ? chars.slice(chars.length - MAX_NAME).join('') : cleaned;
  return kept || fallback;
}

/** `attachment` with an ASCII `filename` and the exact UTF-8 name in `filename*` (RFC 6266). */
export function attachment(name: string, fallback: string): string {
  const safe = safeFileName(name, fallback);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
