// Transcribes an audio or video file and prints its speakers and first segments.
//   SCRIBEKIT_API_KEY=… SCRIBEKIT_BASE_URL=http://127.0.0.1:4010 node transcribe.mjs meeting.wav
import { createScribekit } from '@scribekit/sdk/node';
import { formatBytes, formatTimestamp } from '@scribekit/shared';

const [path] = process.argv.slice(2);
const apiKey = process.env.SCRIBEKIT_API_KEY;
if (!path || !apiKey) {
  console.error(
    'usage: SCRIBEKIT_API_KEY=<key> [SCRIBEKIT_BASE_URL=<url>] node transcribe.mjs <file>',
  );
  process.exit(2);
}

const scribekit = createScribekit({
  apiKey,
  baseUrl: process.env.SCRIBEKIT_BASE_URL ?? 'http://127.0.0.1:4010',
});

const transcript = await scribekit.transcribeFile(path, {
  onProgress: ({ uploadedBytes, totalBytes }) =>
    console.log(`uploaded ${formatBytes(uploadedBytes)} of ${formatBytes(totalBytes)}`),
  wait: { pollIntervalMs: 250, onProgress: ({ phase }) => console.log(`transcript: ${phase}`) },
});

const names = new Map(transcript.speakers.map((speaker) => [speaker.id, speaker.name]));
console.log(
  `\n${transcript.title}: ${transcript.segments.length} segments, ${transcript.speakers.length} speakers`,
);
for (const segment of transcript.segments.slice(0, 5)) {
  console.log(
    `[${formatTimestamp(segment.start_s)}] ${names.get(segment.speaker_id)}: ${segment.text}`,
  );
}
