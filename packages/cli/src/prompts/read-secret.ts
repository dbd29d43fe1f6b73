import type { Writable } from 'node:stream';
import { UsageError } from '../errors.js';
import type { Io } from '../io/io.js';

/** Thrown when the user cancels a prompt (Ctrl+C or Escape): exit 130. */
export class PromptCancelled extends Error {
  override name = 'AbortError';
}

/**
 * Reads a secret: on a terminal with a hidden prompt (@clack/prompts' password with an empty
 * mask: nothing at all shows per typed character, so not even the key's length is on screen),
 * otherwise from stdin (`scribekit login < key.txt`, or a pipe from a secret
 * manager), so it never has to be a command-line argument.
 */
export async function readSecret(io: Io, message: string): Promise<string> {
  if (io.canPrompt) {
    const { password, isCancel } = await import('@clack/prompts');
    const value = await password({
      message: `${message} (hidden: nothing shows as you type or paste)`,
      mask: '',
      input: io.stdin as NodeJS.ReadableStream as never,
      output: io.stderr as unknown as Writable,
      signal: io.interrupt,
      validate: (text) => (text?.trim() ? undefined : 'Paste the key (input is hidden)'),
    });
    if (isCancel(value)) throw new PromptCancelled('cancelled');
    return value.trim();
  }
  let text = '';
  for await (const chunk of io.stdin) text += chunk.toString();
  const secret = text.trim();
  if (!secret) {
    throw new UsageError(`${message}: none given on stdin (pipe it in, or run in a terminal)`);
  }
  return secret;
}

/** Asks for a line of text on a terminal; `undefined` when there is no terminal to ask on. */
export async function askText(io: Io, message: string, placeholder?: string) {
  if (!io.canPrompt) return undefined;
  const { text, isCancel } = await import('@clack/prompts');
  const value = await text({
    message,
    placeholder,
    input: io.stdin as never,
    output: io.stderr as unknown as Writable,
    signal: io.interrupt,
    validate: (input) => (input?.trim() ? undefined : 'Required'),
  });
  if (isCancel(value)) throw new PromptCancelled('cancelled');
  return value.trim();
}

/** Asks yes or no on a terminal; `undefined` when there is no terminal to ask on. */
export async function askConfirm(io: Io, message: string): Promise<boolean | undefined> {
  if (!io.canPrompt) return undefined;
  const { confirm, isCancel } = await import('@clack/prompts');
  const value = await confirm({
    message,
    input: io.stdin as never,
    output: io.stderr as unknown as Writable,
    signal: io.interrupt,
  });
  if (isCancel(value)) throw new PromptCancelled('cancelled');
  return value;
}
