/** A piece of text, marked when it matches the search. */
export interface TextPart {
  /** The text. */
  text: string;
  /** Whether it is a match. */
  match: boolean;
}

/** Splits `text` around every case-insensitive occurrence of `query` (an empty query: no marks). */
export function splitMatches(text: string, query: string): TextPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
