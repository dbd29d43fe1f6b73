// One SDK program for every runtime: only fetch, streams, AbortSignal and WebCrypto are used.
// Reads SCRIBEKIT_API_KEY, SCRIBEKIT_BASE_URL, and a webhook vector (SECRET, BODY, SIGNATURE).
import { createScribekit, NotFoundError, unwrap } from '@scribekit/sdk';
import { verifyWebhookSignature } from '@scribekit/sdk/webhooks';

const env = (name) => globalThis.Deno?.env.get(name) ?? globalThis.process?.env[name];
const scribekit = createScribekit({
  apiKey: env('SCRIBEKIT_API_KEY'),
  baseUrl: env('SCRIBEKIT_BASE_URL'),
});
const results = {};

// Upload in 3 parts from a stream, transcribe, read back.
const bytes = new Uint8Array(2_500_000).map((_, i) => (i * 7919) % 251);
const stream = new Blob([bytes]).stream();
const transcript = await scribekit.transcribeFile(stream, {
  filename: 'smoke.mp3',
  mimeType: 'audio/mpeg',
  size: bytes.length,
  wait: { pollIntervalMs: 50 },
});
results.segments = transcript.segments.length;
results.pagedSegments = (
  await scribekit.transcripts.listSegments(transcript.id, {}, { pageSize: 3 }).toArray()
).length;

// Typed errors carry the request id.
try {
  await unwrap(
    scribekit.client.GET('/exports/{id}', { params: { path: { id: crypto.randomUUID() } } }),
  );
} catch (error) {
  results.notFound = error instanceof NotFoundError && typeof error.requestId === 'string';
}

// WebCrypto HMAC in constant time.
results.signatureValid = await verifyWebhookSignature(env('BODY'), env('SIGNATURE'), env('SECRET'));
results.signatureForged = await verifyWebhookSignature(
  `${env('BODY')} `,
  env('SIGNATURE'),
  env('SECRET'),
);

console.log(JSON.stringify(results));
