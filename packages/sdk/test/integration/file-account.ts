// Each test file's own isolated account of the run's sandbox (see `account-setup.ts`), so files
// run in parallel and a fault, webhook or request-log entry of one file never meets another.
import { inject } from 'vitest';

/** The sandbox a test file talks to: its account's address and key, the run's options. */
export interface FileSandbox {
  baseUrl: string;
  apiKey: string;
  chunkSize: number;
  processingMs: number;
}

let account: { id: string; baseUrl: string; apiKey: string } | undefined;

/** Creates this file's account on the run's sandbox (once per file, before its tests). */
export async function openFileAccount(): Promise<void> {
  const response = await fetch(`${inject('sandbox').baseUrl}/__sandbox/accounts`, {
    method: 'POST',
  });
  if (response.status !== 201)
    throw new Error(`POST /__sandbox/accounts: ${response.status} ${await response.text()}`);
  const view = (await response.json()) as { id: string; base_url: string; api_key: string };
  account = { id: view.id, baseUrl: view.base_url, apiKey: view.api_key };
}

/** Deletes this file's account (its origins stop, its jobs and data go). */
export async function closeFileAccount(): Promise<void> {
  if (!account) return;
  const { id } = account;
  account = undefined;
  await fetch(`${inject('sandbox').baseUrl}/__sandbox/accounts/${id}`, { method: 'DELETE' });
}

/** This file's sandbox: its account on the run's sandbox. */
export function fileSandbox(): FileSandbox {
  if (!account)
    throw new Error('no sandbox account: is test/integration/account-setup.ts a setup file?');
  const { chunkSize, processingMs } = inject('sandbox');
  return { baseUrl: account.baseUrl, apiKey: account.apiKey, chunkSize, processingMs };
}
