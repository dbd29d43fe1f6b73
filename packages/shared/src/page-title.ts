/** The id worth showing: YouTube's `v`, else the last path segment, if short enough to read. */
export function shortPageId(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  const raw = parsed.searchParams.get('v') ?? parsed.pathname.split('/').filter(Boolean).at(-1);
  let id = raw ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    // Kept as written.
  }
  // Teams thread ids are long and end in a message number: not a title.
  return id.length <= 24 && id !== '0' ? id : '';
}
