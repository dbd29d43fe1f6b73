import { resolve } from 'node:path';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing';

// WXT's fake browser has no i18n: answer from the English messages, as the browser would.
const messages = generateChromeMessages(
  await parseMessagesFile(resolve(import.meta.dirname, '../../src/locales/en.yml')),
);

function getMessage(name: string, substitutions?: string | string[]): string {
  const subs = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
  const message = messages[name]?.message ?? '';
  return message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
}

beforeEach(() => {
  fakeBrowser.i18n.getMessage = getMessage as typeof fakeBrowser.i18n.getMessage;
});
