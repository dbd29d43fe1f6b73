import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// The key stays in the background: only background code may touch extension storage or build an
// API client, and nothing runs in web pages.

const SRC = resolve(import.meta.dirname, '../../src');

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
}

const isBackground = (file: string) =>
  file.startsWith('background/') || file === 'entrypoints/background.ts';

// "Record this tab": the background's recorder, and the offscreen document that uploads (the
// background hands it the key in answer to its own request, so no other page receives it).
const RECORDER_FILES = [
  'recording/background-wiring.ts',
  'recording/tab-recorder.ts',
  // The background's words for the recorder's failures (it rebuilds the SDK's errors).
  'recording/recorder-words.ts',
  'recording/upload-recording.ts',
  'entrypoints/offscreen/main.ts',
];
// Search inside transcripts and Ask: the background's index of the account (it builds its own
// client from the saved key) and where it keeps it. Pages only send `search/search-protocol.ts`.
const SEARCH_FILES = [
  'search/account-index.ts',
  'search/background-search.ts',
  'search/idb-index-storage.ts',
  // The knowledge bases Ask may quote, listed with the saved key.
  'search/knowledge-base-choice.ts',
];
const mayHoldKey = (file: string) =>
  isBackground(file) || RECORDER_FILES.includes(file) || SEARCH_FILES.includes(file);

// `import … from '@scribekit/sdk…'` and `export … from '@scribekit/sdk…'`, with `type` when the
// whole statement is type-only, and the names between the braces.
const SDK_IMPORT =
  /(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|[^'";]*?)\s*from\s+'@scribekit\/sdk(?:\/[\w-]+)*'/g;
// A statement without braces (a default or namespace import) names no value we can allow.
const valueNames = (names: string) =>
  names === ''
    ? ['(default or namespace import)']
    : names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type '));
// The SDK's generated constants of the spec's enums: arrays of strings, nothing that calls the API.
const SPEC_CONSTANTS = new Set(
  Object.entries(await import('@scribekit/sdk'))
    .filter(([, value]) => Array.isArray(value) && value.every((item) => typeof item === 'string'))
    .map(([name]) => name),
);

describe('code boundaries', () => {
  test('only the background reads storage or talks to the API', async () => {
    const files = await sourceFiles();
    expect(files.filter(isBackground).length).toBeGreaterThan(5);
    for (const file of files.filter((name) => !mayHoldKey(name))) {
      const code = await readFile(join(SRC, file), 'utf8');
      expect(code, file).not.toMatch(/\bstorage\.(local|sync|session)\b/);
      // The SDK and its batch engine (page batches) load in the background only. Pages may take
      // types from it, and the spec's enum constants (generated lists of strings, no client).
      for (const [statement, kind, names] of code.matchAll(SDK_IMPORT)) {
        const values = kind ? [] : valueNames(names ?? '');
        expect(
          values.filter((name) => !SPEC_CONSTANTS.has(name)),
          `${file}: ${statement}`,
        ).toEqual([]);
      }
    }
  });

  test('pages never import the recorder or the search index that hold the key', async () => {
    const files = await sourceFiles();
    const pages = files.filter((file) => !mayHoldKey(file) && file.startsWith('entrypoints/'));
    expect(pages.length).toBeGreaterThan(5);
    for (const file of pages) {
      const code = await readFile(join(SRC, file), 'utf8');
      expect(code, file).not.toMatch(
        /recording\/(tab-recorder|upload-recording|background-wiring|recorder-words)/,
      );
      expect(code, file).not.toMatch(/search\/(account-index|background-search|idb-index-storage)/);
    }
  });

  test('there are no content scripts', async () => {
    const files = await sourceFiles();
    expect(files.filter((file) => /content/i.test(file))).toEqual([]);
    // "Transcribe N videos" runs one function in the page, once, through the toolbar's activeTab
    // grant (issue 22 item 5): nothing stays in the page and nothing is registered. Only there.
    // The page's own title and og:image (issue 35 item 4) are read the same way, given nothing.
    const injecting = ['entrypoints/popup/page-links.ts', 'entrypoints/popup/page-meta.ts'];
    for (const file of files) {
      const code = await readFile(join(SRC, file), 'utf8');
      expect(code, file).not.toMatch(/defineContentScript|registerContentScripts|content_scripts/);
      if (!injecting.includes(file)) expect(code, file).not.toMatch(/\.executeScript\(/);
      // What reads the page's name passes nothing of the extension's into the page.
      if (file.endsWith('page-meta.ts')) expect(code, file).not.toMatch(/\bargs:/);
    }
  });
});
