import { resolve } from 'node:path';
import { platforms, providers } from '@scribekit/shared';
import { type ParsedMessage, parseMessagesFile } from '@wxt-dev/i18n/build';

// Finds English in a page that should be all German: the rendered text is scanned for every
// piece of the English catalogue (src/locales/en.yml) that the German catalogue does not share,
// so untranslated text is caught wherever it comes from (a literal in the code, a string built in
// the background, a service word passed through), not only where the code calls `i18n.t`.

const LOCALES = resolve(import.meta.dirname, '../../../src/locales');

/** Names that are the same in every language (brands, formats, scope names). */
const PROPER_NAMES = [
  'Scribekit',
  'API',
  'Markdown',
  'Word',
  'Smart Report',
  'Node.js',
  ...providers.map((item) => item.label),
  ...platforms.map((item) => item.label),
];

/** Common English words that a German sentence never holds ("was", "in", "an" are German too). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'to',
  'for',
  'with',
  'your',
  'this',
  'that',
  'is',
  'are',
  'not',
  'from',
  'you',
  'it',
  'or',
  'by',
];

function texts(message: ParsedMessage): string[] {
  return message.type === 'plural' ? Object.values(message.plurals) : [message.message];
}

async function catalogue(locale: 'en' | 'de'): Promise<string[]> {
  const parsed = await parseMessagesFile(resolve(LOCALES, `${locale}.yml`));
  return parsed
    .filter(
      (message) => !message.key[0]?.startsWith('@@') && message.key.join('.') !== 'common.lang',
    )
    .flatMap(texts);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds `words` as whole words (not inside longer ones: "Export" ≠ "Exportieren"). */
function wordsPattern(words: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, 'u');
}

/** The English catalogue's pieces, ready to look for in German text. */
export interface EnglishCatalogue {
  /** Pieces of English messages (split at their substitutions) the German catalogue lacks. */
  fragments: { text: string; pattern: RegExp }[];
}

/** Reads the catalogues and keeps the English pieces worth looking for. */
export async function englishCatalogue(): Promise<EnglishCatalogue> {
  const [english, german] = await Promise.all([catalogue('en'), catalogue('de')]);
  const germanText = german.join('\n');
  const seen = new Set<string>();
  const fragments: EnglishCatalogue['fragments'] = [];
  for (const message of english) {
    for (const raw of message.split(/\$\d/)) {
      const text = raw.replace(/^[\s.,:;·()"“”„'’!?…–—-]+|[\s.,:;·()"“”„'’!?…–—-]+$/g, '');
      const letters = text.replace(/[^\p{L}]/gu, '');
      // Pieces too short to be telling ("s", "h", "min") are left out.
      if (letters.length < 4 || seen.has(text)) continue;
      seen.add(text);
      if (PROPER_NAMES.includes(text)) continue;
      const pattern = wordsPattern(text);
      // Words German shares ("Import", "Status", "Position") are not English leaks.
      if (pattern.test(germanText)) continue;
      fragments.push({ text, pattern });
    }
  }
  return { fragments };
}

/** The English pieces and common English words found in `text` (empty when it is all German). */
export function englishLeaks(text: string, english: EnglishCatalogue): string[] {
  let scanned = text;
  for (const name of PROPER_NAMES) scanned = scanned.replaceAll(name, ' ');
  const found = english.fragments
    .filter((fragment) => fragment.pattern.test(scanned))
    .map((fragment) => fragment.text);
  for (const word of ENGLISH_WORDS) {
    if (new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(scanned)) found.push(word);
  }
  return found;
}

/**
 * Every word a person meets on the page: the text, and the labels a screen reader or a tooltip
 * says (`aria-label`, `title`, `placeholder`, `alt`, `aria-valuetext`). Content from elsewhere is
 * left out: what the page marks `translate="no"` (titles, names, addresses from the service or
 * the web page), code, and what was typed. Runs in the page, so it is self-contained.
 */
export function uiText(): string {
  const parts: string[] = [];
  const foreign = (element: Element | null) =>
    element?.closest('[translate="no"], code, script, style, template') !== null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || foreign(parent)) continue;
    // Only what is rendered (a closed <details> body is not), and what screen readers and
    // closed menus hold.
    if (!parent.closest('.sr-only, option') && !parent.checkVisibility()) continue;
    parts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (foreign(element)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  parts.push(document.title);
  return parts.join('\n');
}
