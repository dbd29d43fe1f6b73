import { resolve } from 'node:path';
import { parseMessagesFile } from '@wxt-dev/i18n/build';

/** A message of one language by key, with its substitutions (a plural takes its `n` form). */
export type Say = (key: string, ...substitutions: (string | number)[]) => string;

/** The extension's messages in `locale`, as the pages show them (for tests that click words). */
export async function messagesIn(locale: 'en' | 'de'): Promise<Say> {
  const parsed = await parseMessagesFile(
    resolve(import.meta.dirname, `../../../src/locales/${locale}.yml`),
  );
  const byKey = new Map(parsed.map((message) => [message.key.join('.'), message]));
  return (key, ...substitutions) => {
    const message = byKey.get(key);
    if (!message) throw new Error(`no message ${key}`);
    const text = message.type === 'plural' ? (message.plurals.n ?? '') : message.message;
    return text.replace(/\$(\d)/g, (_, n: string) => String(substitutions[Number(n) - 1] ?? ''));
  };
}
