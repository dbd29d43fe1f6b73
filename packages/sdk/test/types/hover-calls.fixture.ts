// What a user's editor hovers over: the main calls of the SDK, each result in a `const` whose
// quick info hover.test.ts reads through the TypeScript language service. Type-checked, never run.
import { createScribekit } from '../../src/index.js';
import { isKnownWebhookEvent, unwrapWebhook } from '../../src/webhooks/index.js';

const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'http://127.0.0.1:4010' });

export async function mainCalls(recording: Blob, body: string, signature: string) {
  const transcript = await scribekit.transcripts.get('id');
  const transcribed = await scribekit.transcribeFile(recording);
  const imported = await scribekit.importUrl('https://example.com/meeting.mp3');
  const uploaded = await scribekit.uploadFile(recording);
  const firstPage = await scribekit.transcripts.list({ limit: 10 });
  const pages = scribekit.transcripts.list();
  for await (const listed of scribekit.transcripts.list()) void listed;
  const segment = transcript.segments[0];
  const exported = await scribekit.exportTranscript('id', 'srt');
  const event = await unwrapWebhook(body, { signature }, 'whsec_test');
  if (isKnownWebhookEvent(event) && event.event === 'transcript.completed') {
    const completed = event.data;
    void completed;
  }
  return [transcript, transcribed, imported, uploaded, firstPage, pages, segment, exported];
}
