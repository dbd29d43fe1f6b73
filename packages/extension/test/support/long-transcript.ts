import { makeWav, type Sandbox } from '@scribekit/sandbox';
import { createScribekit } from '@scribekit/sdk';

// The sandbox's transcript length is the duration in the WAV header (data size / byte rate), so a
// 100 Hz mono WAV of `hours` makes a transcript of that length from a few MB of upload.
const SAMPLE_RATE = 100;

/** Uploads a synthetic recording of `hours` and waits for its transcript; resolves with its id. */
export async function createLongTranscript(
  sandbox: Sandbox,
  hours: number,
  title = `Synthetic recording, ${hours} h`,
): Promise<string> {
  const sdk = createScribekit({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
  const wav = makeWav(hours * 3600, `long-${hours}`, SAMPLE_RATE);
  const transcript = await sdk.transcribeFile(wav, {
    title,
    wait: { timeoutMs: 120_000 },
  });
  return transcript.id;
}
