import { createHash } from 'node:crypto';

const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/** Default queue of `scribekit worker` and `transcribe --redis`. */
export const DEFAULT_QUEUE = 'scribekit-transcribe';

/** Names a key's shared state without storing the key: the first 16 hex digits of its SHA-256. */
export const apiKeyId = (apiKey: string): string => digest(`scribekit-api-key\n${apiKey}`, 16);

/** One ledger per output folder, as the journal ledger is one file per folder. */
export const ledgerId = (outDir: string): string => digest(`scribekit-ledger\n${outDir}`, 16);

/** The BullMQ job of an item of a ledger: adding it twice is one job. */
export const jobId = (ledger: string, itemId: string): string => digest(`${ledger}\n${itemId}`, 32);

export const redisKey = {
  steps: (ledger: string, itemId: string) =>
    `scribekit:ledger:${ledger}:steps:${digest(itemId, 32)}`,
  doneBySha: (ledger: string) => `scribekit:ledger:${ledger}:done-by-sha256`,
  quota: (keyId: string, quota: string) => `scribekit:quota:${keyId}:${quota}`,
  claim: (keyId: string, itemId: string) => `scribekit:claim:${keyId}:${digest(itemId, 32)}`,
};
