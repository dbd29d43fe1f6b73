// Characters are counted as people see them: one grapheme cluster (UAX #29) is one character, so
// `é` written as e + combining accent, an emoji with skin tone or a flag count 1, not 2 to 7 as
// UTF-16 units would. Wide scripts (CJK) also count 1 each. Without Intl.Segmenter, code points.

// Text made of these (Latin, Latin-1, Latin Extended, IPA, dashes, quotes, currency signs) has one
// grapheme per UTF-16 unit.
const SIMPLE = /^[\u0020-\u02ff\u2010-\u2027\u2030-\u205e\u20a0-\u20bf]*$/;

let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/** The characters of a text as people see them (grapheme clusters). */
export function graphemes(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  const found = graphemeSegmenter();
  if (!found) return Array.from(text);
  return Array.from(found.segment(text), (part) => part.segment);
}

/** How many characters people see in a text (grapheme clusters). */
export function visibleLength(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  const found = graphemeSegmenter();
  if (!found) return Array.from(text).length;
  let count = 0;
  for (const _ of found.segment(text)) count++;
  return count;
}
