import { resolve } from 'node:path';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing';

/** A `browser.i18n.getMessage` answering from one language's messages, as the browser would. */
export async function getMessageIn(
  language: 'en' | 'de',
): Promise<typeof fakeBrowser.i18n.getMessage> {
  const messages = generateChromeMessages(
    await parseMessagesFile(resolve(import.meta.dirname, `../../src/locales/${language}.yml`)),
  );
  const getMessage = (name: string, substitutions?: string | string[]): string => {
    const subs = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
    const message = messages[name]?.message ?? '';
    return message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  };
  return getMessage as typeof fakeBrowser.i18n.getMessage;
}

// WXT's fake browser has no i18n: every test starts with the English messages.
const english = await getMessageIn('en');

beforeEach(() => {
  fakeBrowser.i18n.getMessage = english;
});
