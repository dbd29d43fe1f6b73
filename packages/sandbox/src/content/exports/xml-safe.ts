// XML 1.0 allows tab, LF, CR and everything from U+0020 up except U+FFFE and U+FFFF (lone
// surrogates never get this far: the API refuses them). Word and Excel refuse a file that holds
// any other character, so a title like "a\u0001b" would make a broken .docx or .xlsx.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const notXmlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A copy of plain JSON-like data with every string stripped of what XML 1.0 cannot hold. */
export function xmlSafe<T>(value: T): T {
  if (typeof value === 'string') return value.replace(notXmlCharacter, '') as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, xmlSafe(field)]),
    ) as T;
  }
  return value;
}
