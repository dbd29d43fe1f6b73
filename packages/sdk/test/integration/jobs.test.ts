import { describe, expect, test } from 'vitest';
import { AbortError, JobFailedError, TimeoutError, unwrap } from '../../src/index.js';
import { makeWav, sandbox, testClient } from './helpers.js';

describe('transcribeFile', () => {
  test('uploads, transcribes and returns the full transcript with segments and speakers', async () => {
    const { scribekit } = testClient();
    const phases: string[] = [];
    const transcript = await scribekit.transcribeFile(makeWav(20, 3), {
      filename: 'standup.wav',
      title: 'Standup',
      wait: { pollIntervalMs: 50, onProgress: (s) => phases.push(s.phase) },
    });
    expect(transcript.status).toBe('completed');
    expect(transcript.title).toBe('Standup');
    expect(transcript.duration_s).toBeCloseTo(20, 0);
    expect(transcript.segments.length).toBeGreaterThan(0);
    expect(transcript.speakers.length).toBeGreaterThan(1);
    const speakerIds = new Set(transcript.speakers.map((s) => s.id));
    expect(transcript.segments.every((s) => speakerIds.has(s.speaker_id))).toBe(true);
    expect(phases.at(-1)).toBe('done');
  });

  test('diarize=false gives one speaker', async () => {
    const { scribekit } = testClient();
    const transcript = await scribekit.transcribeFile(makeWav(8, 4), {
      filename: 'mono.wav',
      diarize: false,
      wait: { pollIntervalMs: 50 },
    });
    expect(transcript.speakers).toHaveLength(1);
  });
});

describe('waiting', () => {
  test('a transcript of a file that is not audio ends in JobFailedError with its reason', async () => {
    const { scribekit } = testClient();
    const error = (await scribekit
      .transcribeFile(new TextEncoder().encode('just some text, not audio'), {
        filename: 'notes.txt',
        mimeType: 'text/plain',
        wait: { pollIntervalMs: 50 },
      })
      .catch((e: unknown) => e)) as JobFailedError;
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error.resourceType).toBe('transcript');
    expect(error.jobStatus).toBe('failed');
    expect(error.errorCode).toMatch(/\S/);
  });

  test('a cancelled recording job ends the wait with JobFailedError', async () => {
    const { scribekit } = testClient();
    const job = await scribekit.recordMeeting({
      platform: 'google_meet',
      meetUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(job.status).toBe('scheduled');
    const waiting = scribekit.waitForRecordingJob(job.id, { pollIntervalMs: 20 });
    await unwrap(
      scribekit.client.POST('/recording-jobs/{id}/cancel', { params: { path: { id: job.id } } }),
    );
    const error = (await waiting.catch((e: unknown) => e)) as JobFailedError;
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error.jobStatus).toBe('cancelled');
  });

  test('a recording job runs to completed with a transcript', async () => {
    const { scribekit } = testClient();
    const job = await scribekit.recordMeeting({
      platform: 'zoom',
      meetUrl: 'https://us02web.zoom.us/j/85212345678?pwd=abc',
    });
    const seen = new Set<string>();
    const done = await scribekit.waitForRecordingJob(job.id, {
      pollIntervalMs: 10,
      maxPollIntervalMs: 20,
      onProgress: (_, resource) => seen.add(String(resource.status)),
    });
    expect(done.status).toBe('completed');
    expect(done.transcript_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.size).toBeGreaterThan(1);
  });

  test('gives up with a TimeoutError after timeoutMs', async () => {
    const { scribekit } = testClient();
    const job = await scribekit.recordMeeting({
      platform: 'google_meet',
      meetUrl: 'https://meet.google.com/xyz-wxyz-xyz',
    });
    const error = await scribekit
      .waitForRecordingJob(job.id, { timeoutMs: sandbox().processingMs / 10, pollIntervalMs: 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  test('an abort signal stops the wait with an AbortError carrying its reason', async () => {
    const { scribekit } = testClient();
    const job = await scribekit.recordMeeting({
      platform: 'google_meet',
      meetUrl: 'https://meet.google.com/abc-defg-hij',
    });
    const error = await scribekit
      .waitForRecordingJob(job.id, { signal: AbortSignal.timeout(30) })
      .catch((e: unknown) => e);
    // The caller's own time-out signal is an abort, not the SDK's TimeoutError.
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toMatchObject({ name: 'TimeoutError' });
    expect(error).not.toBeInstanceOf(TimeoutError);
  });
});

describe('importUrl', () => {
  test('imports a video link and resolves with the finished transcript', async () => {
    const { scribekit } = testClient();
    const transcript = await scribekit.importUrl('https://youtu.be/dQw4w9WgXcQ?si=tracking', {
      wait: { pollIntervalMs: 50 },
    });
    expect(transcript.status).toBe('completed');
    expect(transcript.segments.length).toBeGreaterThan(0);
    const imports = await scribekit.sourceImports.list().toArray();
    const mine = imports.find((i) => i.transcript_id === transcript.id);
    expect(mine?.provider).toBe('youtube');
  });

  test('an unsupported link fails with JobFailedError', async () => {
    const { scribekit } = testClient();
    const error = await scribekit
      .importUrl('https://example.org/about', { wait: { pollIntervalMs: 50 } })
      .catch((e: unknown) => e);
    // The service may refuse such a link at once (400) or let the import fail.
    if (error instanceof JobFailedError) expect(error.resourceType).toBe('source_import');
    else expect((error as { status?: number }).status).toBe(400);
  });
});

describe('exportTranscript', () => {
  test('exports SRT and downloads bytes that parse as SRT cues', async () => {
    const { scribekit } = testClient();
    const transcript = await scribekit.transcribeFile(makeWav(12, 9), {
      filename: 'srt.wav',
      wait: { pollIntervalMs: 50 },
    });
    const result = await scribekit.exportTranscript(transcript.id, 'srt', {
      as: 'bytes',
      wait: { pollIntervalMs: 50 },
    });
    expect(result.export.status).toBe('ready');
    expect(result.export.size_bytes).toBe(result.bytes.byteLength);
    const cues = new TextDecoder()
      .decode(result.bytes)
      .trim()
      .split(/\r?\n\r?\n/);
    expect(cues).toHaveLength(transcript.segments.length);
    expect(cues[0]).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\r?\n/);
  });

  test('resolves with a media link by default', async () => {
    const { scribekit } = testClient();
    const transcript = await scribekit.transcribeFile(makeWav(5, 2), {
      filename: 'link.wav',
      wait: { pollIntervalMs: 50 },
    });
    const result = await scribekit.exportTranscript(transcript.id, 'pdf', {
      wait: { pollIntervalMs: 50 },
    });
    expect(result.bytes).toBeUndefined();
    const pdf = new Uint8Array(await (await fetch(result.url)).arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });
});
