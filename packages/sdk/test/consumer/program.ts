// A user's program, compiled from the installed tarball and run against the sandbox on Node,
// Bun and Deno. Reads SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL; prints one JSON line of results.
import { createHmac, randomUUID } from 'node:crypto';
import { createScribekit, NotFoundError, type Transcript, unwrap } from '@scribekit/sdk';
import { checkCaptions, parseSrt, toSrt, transcriptCaptions } from '@scribekit/sdk/captions';
import { createClient } from '@scribekit/sdk/client';
import {
  parseWebhookEvent,
  signWebhookPayload,
  unwrapWebhook,
  verifyWebhookSignature,
} from '@scribekit/sdk/webhooks';

const scribekit = createScribekit({
  apiKey: process.env.SCRIBEKIT_API_KEY ?? '',
  baseUrl: process.env.SCRIBEKIT_BASE_URL ?? '',
});

const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) % 251);
const transcript: Transcript = await scribekit.transcribeFile(new Blob([bytes]), {
  filename: 'consumer.mp3',
  mimeType: 'audio/mpeg',
  wait: { pollIntervalMs: 50 },
});

let notFound = false;
try {
  await unwrap(scribekit.client.GET('/exports/{id}', { params: { path: { id: randomUUID() } } }));
} catch (error) {
  notFound = error instanceof NotFoundError && typeof error.requestId === 'string';
}

const secret = 'whsec_consumer';
const body = JSON.stringify({
  id: randomUUID(),
  event: 'webhook.test',
  created_at: new Date().toISOString(),
  data: { webhook_id: randomUUID(), message: 'hello' },
});
const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const event = await parseWebhookEvent(body, signature, secret);
const signed = await unwrapWebhook(body, await signWebhookPayload(body, secret), secret);

// Every transcript, page after page, and the smaller entry's typed client.
let listed = 0;
for await (const item of scribekit.transcripts.list({ limit: 1 })) if (item.id) listed += 1;
const client = createClient({
  apiKey: process.env.SCRIBEKIT_API_KEY ?? '',
  baseUrl: process.env.SCRIBEKIT_BASE_URL ?? '',
});
const { data: providers } = await client.GET('/source-imports/providers');

// Captions from the words, written as SRT, read back and checked (Intl.Segmenter on each runtime).
const cues = await transcriptCaptions(scribekit, transcript.id, { preset: 'netflix' });
const reread = parseSrt(toSrt(cues));

console.log(
  JSON.stringify({
    status: transcript.status,
    segments: transcript.segments.length,
    notFound,
    event: event.event,
    signed: signed.id === event.id,
    listed,
    providers: providers?.providers.length ?? 0,
    forged: await verifyWebhookSignature(`${body} `, signature, secret),
    cues: reread.length,
    captionViolations: checkCaptions(reread, { preset: 'netflix' }).length,
  }),
);
