import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

// Folders whose every word a person reads must come from the locale files.
const LOCALIZED = ['entrypoints', 'background', 'ui', 'recording', 'search'];

// Literals that look like words but are not text for people.
const NOT_TEXT = new Set([
  'Scribekit',
  // The message of an error that never reaches a person (describeError says it in words).
  'No API key is saved.',
  // Keys' names as `KeyboardEvent.key` gives them.
  'Escape',
  'Enter',
  'Home',
  'End',
]);

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of LOCALIZED) {
    const entries = await readdir(join(SRC, dir), { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name)) {
        files.push(join(entry.parentPath, entry.name));
      }
    }
  }
  return files;
}

/** Code without comments, so that prose in comments is not taken for UI text. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Text between JSX tags, and quoted literals that read as words (a capital, then a space). */
function unlocalizedText(code: string): string[] {
  const found: string[] = [];
  // `>` that closes a tag (not `=>`), then text up to the next tag or expression.
  for (const match of code.matchAll(
    /(?<![=-])>[ \t\n]*([A-Za-z][A-Za-z ,.'’!?…:-]*?)[ \t\n]*[<{]/g,
  )) {
    found.push((match[1] as string).trim());
  }
  for (const match of code.matchAll(/(['"`])([A-Z][a-z']*(?: [^'"`]*)?[a-z.?!…])\1/g)) {
    found.push(match[2] as string);
  }
  return found.filter((text) => !NOT_TEXT.has(text) && /[a-z]/.test(text));
}

describe('every word a person reads comes from the locale files', () => {
  test('no hard-coded text in the popup, pages, background or shared UI', async () => {
    const leftovers: string[] = [];
    for (const file of await sourceFiles()) {
      const code = withoutComments(await readFile(file, 'utf8'));
      for (const text of unlocalizedText(code)) leftovers.push(`${relative(SRC, file)}: ${text}`);
    }
    expect(leftovers).toEqual([]);
  });

  test('the scan finds text that is not localised', () => {
    expect(unlocalizedText('<p>Cancel recording</p>')).toEqual(['Cancel recording']);
    expect(unlocalizedText("throw new Error('Something went wrong.')")).toEqual([
      'Something went wrong.',
    ]);
    expect(unlocalizedText("<p>{i18n.t('jobs.remove')}</p>")).toEqual([]);
  });
});
