import { createServer } from 'node:http';
import { createScribekit } from '@scribekit/sdk';
import { unwrapWebhook, WebhookSignatureError } from '@scribekit/sdk/webhooks';

/**
 * Meeting notes: `submit()` uploads a recording and starts its transcript; when the service
 * says the transcript is done (`transcript.completed`), the app asks for a Markdown export, and
 * when that is ready (`export.completed`) it downloads it and keeps it as the meeting's notes.
 * Everything after `submit()` is driven by webhooks, received on the app's own HTTP server.
 */
export function createNotesApp({ apiKey, baseUrl }) {
  const scribekit = createScribekit({ apiKey, baseUrl });
  /** transcript id → { title, status: 'transcribing' | 'exporting' | 'ready', markdown } */
  const notes = new Map();
  const transcriptOfExport = new Map();
  let secret = null;

  async function onEvent(event) {
    if (event.event === 'transcript.completed') {
      const note = notes.get(event.data.id);
      if (!note) return; // not one of ours
      note.status = 'exporting';
      const started = await scribekit.exports.createTranscriptExport(event.data.id, {
        format: 'md',
      });
      transcriptOfExport.set(started.id, event.data.id);
    } else if (event.event === 'export.completed') {
      const note = notes.get(transcriptOfExport.get(event.data.id));
      if (!note) return;
      const { url } = await scribekit.exports.getDownload(event.data.id);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`export download answered ${response.status}`);
      note.markdown = await response.text();
      note.status = 'ready';
    }
  }

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    try {
      await onEvent(await unwrapWebhook(Buffer.concat(chunks), req.headers, secret));
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(error instanceof WebhookSignatureError ? 401 : 500).end(String(error));
    }
  });

  return {
    scribekit,
    /** Starts the webhook receiver on `port` (0: any free one) and subscribes it. */
    async start(port = 0) {
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${server.address().port}/webhooks`;
      const webhook = await scribekit.webhooks.create({
        url,
        events: ['transcript.completed', 'export.completed'],
      });
      secret = webhook.secret;
      return url;
    },
    /** Uploads a recording and starts its transcript; resolves with the transcript's id. */
    async submit(bytes, filename) {
      const file = await scribekit.uploadFile(bytes, { filename });
      const title = filename.replace(/\.[^.]+$/, '');
      const transcript = await scribekit.transcripts.create({ file_id: file.file_id, title });
      notes.set(transcript.id, { title, status: 'transcribing', markdown: null });
      return transcript.id;
    },
    note: (transcriptId) => notes.get(transcriptId),
    /** Forgets every note (the service's state is the test's business). */
    forget() {
      notes.clear();
      transcriptOfExport.clear();
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
