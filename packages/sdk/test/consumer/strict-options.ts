// Compiled (not run) under exactOptionalPropertyTypes: a program that forwards its own optional
// values — `undefined` included — into every options type of the SDK, as strict apps do.
import {
  createScribekit,
  type PageOptions,
  type RequestOptions,
  type ScribekitOptions,
  type UploadOptions,
  type WaitOptions,
} from '@scribekit/sdk';
import { createClient } from '@scribekit/sdk/client';
import { createEventDeduplicator, parseWebhookEvent } from '@scribekit/sdk/webhooks';

declare const maybe: {
  signal: AbortSignal | undefined;
  timeoutMs: number | undefined;
  maxRetries: number | undefined;
  headers: Record<string, string> | undefined;
  idempotencyKey: string | undefined;
  fetch: typeof fetch | undefined;
  text: string | undefined;
  onProgress: (() => void) | undefined;
};

const clientOptions: ScribekitOptions = {
  apiKey: 'sk_test',
  baseUrl: 'https://api.example.com',
  fetch: maybe.fetch,
  maxRetries: maybe.maxRetries,
  timeoutMs: maybe.timeoutMs,
  headers: maybe.headers,
  logLevel: undefined,
  logger: undefined,
};
const perCall: RequestOptions = {
  signal: maybe.signal,
  timeoutMs: maybe.timeoutMs,
  maxRetries: maybe.maxRetries,
  headers: maybe.headers,
  idempotencyKey: maybe.idempotencyKey,
};
const scribekit = createScribekit(clientOptions);
const client = createClient(clientOptions);

export async function forwarded(): Promise<void> {
  await scribekit.transcripts.get('t-1', perCall);
  await scribekit.transcripts.list(undefined, { signal: maybe.signal, timeoutMs: maybe.timeoutMs });
  await client.GET('/transcripts/{id}', { params: { path: { id: 't-1' } }, ...perCall });
  const wait: WaitOptions = {
    signal: maybe.signal,
    timeoutMs: maybe.timeoutMs,
    pollIntervalMs: undefined,
    maxPollIntervalMs: undefined,
    onProgress: maybe.onProgress,
  };
  await scribekit.waitForTranscript('t-1', wait);
  const upload: UploadOptions = {
    ...perCall,
    filename: maybe.text,
    mimeType: maybe.text,
    size: undefined,
    concurrency: undefined,
    partRetries: undefined,
    onProgress: maybe.onProgress,
    onStart: undefined,
  };
  await scribekit.uploadFile(new Blob([]), upload);
  const paging: PageOptions = { ...perCall, pageSize: undefined };
  await scribekit.transcripts.list(undefined, paging).toArray({ limit: undefined });
  await parseWebhookEvent('{}', undefined, 'secret', { maxAgeMs: undefined, now: undefined });
  createEventDeduplicator({ store: undefined, ttlMs: maybe.timeoutMs });
}
