import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type ParsedMessage, parseMessagesFile } from '@wxt-dev/i18n/build';
import { describe, expect, test } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const LOCALES = ['en', 'de'] as const;

async function messages(locale: string): Promise<Map<string, ParsedMessage>> {
  const parsed = await parseMessagesFile(join(SRC, 'locales', `${locale}.yml`));
  // The parser adds the browser's predefined `@@…` messages; only ours are compared.
  return new Map(
    parsed
      .filter((message) => !message.key[0]?.startsWith('@@'))
      .map((message) => [message.key.join('.'), message]),
  );
}

/** What a message needs from its caller: its substitutions and, for plurals, its forms. */
function shape(message: ParsedMessage): string {
  const forms = message.type === 'plural' ? Object.keys(message.plurals).sort().join('/') : '';
  return `${message.type}:${message.substitutions}:${forms}`;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every `i18n.t('key'…)` in the extension's source. */
async function usedKeys(): Promise<Set<string>> {
  const used = new Set<string>();
  for (const file of await sourceFiles(SRC)) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/i18n\.t\(\s*'([^']+)'/g)) used.add(match[1] as string);
  }
  // The manifest's strings: `__MSG_manifest_description__` is the key `manifest.description`.
  const config = await readFile(resolve(SRC, '../wxt.config.ts'), 'utf8');
  for (const match of config.matchAll(/__MSG_([a-z]+)_(\w+?)__/g)) {
    used.add(`${match[1]}.${match[2]}`);
  }
  return used;
}

describe('locales', () => {
  test('English and German have the same keys, substitutions and plural forms', async () => {
    const [en, de] = await Promise.all(LOCALES.map(messages));
    const missingInGerman = [...(en?.keys() ?? [])].filter((key) => !de?.has(key));
    const missingInEnglish = [...(de?.keys() ?? [])].filter((key) => !en?.has(key));
    expect({ missingInGerman, missingInEnglish }).toEqual({
      missingInGerman: [],
      missingInEnglish: [],
    });
    const differing = [...(en?.entries() ?? [])]
      .filter(([key, message]) => shape(message) !== shape(de?.get(key) as ParsedMessage))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  test('no message is empty', async () => {
    for (const locale of LOCALES) {
      const empty = [...(await messages(locale)).entries()]
        .filter(([, message]) =>
          message.type === 'plural'
            ? Object.values(message.plurals).some((form) => form.trim() === '')
            : message.message.trim() === '',
        )
        .map(([key]) => `${locale}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  test('every key the code asks for exists, and every key is used', async () => {
    const en = await messages('en');
    const used = await usedKeys();
    expect([...used].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});
