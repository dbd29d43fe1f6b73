// Runs the notes app against a service (or the sandbox) and submits one file.
//   SCRIBEKIT_API_KEY=… SCRIBEKIT_BASE_URL=http://127.0.0.1:4010 node server.mjs meeting.wav
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createNotesApp } from './notes-app.mjs';

const [path] = process.argv.slice(2);
const apiKey = process.env.SCRIBEKIT_API_KEY;
if (!path || !apiKey) {
  console.error('usage: SCRIBEKIT_API_KEY=<key> [SCRIBEKIT_BASE_URL=<url>] node server.mjs <file>');
  process.exit(2);
}
const app = createNotesApp({
  apiKey,
  baseUrl: process.env.SCRIBEKIT_BASE_URL ?? 'http://127.0.0.1:4010',
});
console.log(`receiving webhooks at ${await app.start()}`);
const id = await app.submit(await readFile(path), basename(path));
const timer = setInterval(async () => {
  const note = app.note(id);
  console.log(`${note.title}: ${note.status}`);
  if (note.status !== 'ready') return;
  clearInterval(timer);
  console.log(note.markdown);
  await app.stop();
}, 1000);
