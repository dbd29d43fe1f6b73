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

describe('code boundaries', () => {
  test('only the background reads storage or talks to the API', async () => {
    const files = await sourceFiles();
    expect(files.filter(isBackground).length).toBeGreaterThan(5);
    for (const file of files.filter((name) => !isBackground(name))) {
      const code = await readFile(join(SRC, file), 'utf8');
      expect(code, file).not.toMatch(/\bstorage\.(local|sync|session)\b/);
      expect(code, file).not.toMatch(/from '@scribekit\/sdk'/);
    }
  });

  test('there are no content scripts', async () => {
    const files = await sourceFiles();
    expect(files.filter((file) => /content/i.test(file))).toEqual([]);
    for (const file of files) {
      const code = await readFile(join(SRC, file), 'utf8');
      expect(code, file).not.toMatch(/defineContentScript|scripting\.executeScript/);
    }
  });
});
