import { createScribekit, unwrap } from '@scribekit/sdk';
import { browser } from 'wxt/browser';
import { deleteRecordingFile, recordingFile } from './opfs-files.js';
import { type Credentials, NO_KEY, type OffscreenCommand, type RecorderEvent } from './protocol.js';
import { failureOf } from './recorder-failure.js';

type UploadCommand = Extract<OffscreenCommand, { type: 'upload' }>;

/** A file name from the page's title: what the service shows as the upload's name. */
export function uploadName(title: string): string {
  // Characters file systems refuse, and control characters, become spaces.
  const safe = [...title]
    .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('');
  const base = safe.replace(/\s+/g, ' ').trim();
  return `${base.slice(0, 80) || 'tab-recording'}.webm`;
}

/**
 * Uploads a recording from disk with the SDK's resumable upload (resuming the service's file when
 * an earlier try got that far), creates its transcript and waits for it. Every step is reported
 * to the background; the file is deleted once the service holds it.
 */
export async function uploadRecording(
  command: UploadCommand,
  report: (event: RecorderEvent) => unknown,
): Promise<void> {
  const { id } = command;
  try {
    const credentials = (await browser.runtime.sendMessage({
      scope: 'recorder',
      type: 'credentials',
    } satisfies RecorderEvent)) as Credentials;
    if (!credentials?.apiKey) throw new Error(NO_KEY);
    const sdk = createScribekit({ apiKey: credentials.apiKey, baseUrl: credentials.baseUrl });
    let transcriptId = command.transcriptId;
    if (!transcriptId) {
      const file = await recordingFile(id);
      const options = {
        filename: uploadName(command.title),
        mimeType: 'audio/webm',
        onStart: ({ fileId }: { fileId: string }) =>
          report({ scope: 'recorder', type: 'upload-started', id, fileId }),
        onProgress: ({
          uploadedBytes,
          totalBytes,
        }: {
          uploadedBytes: number;
          totalBytes: number;
        }) =>
          report({
            scope: 'recorder',
            type: 'progress',
            id,
            fraction: totalBytes ? uploadedBytes / totalBytes : 1,
          }),
      };
      const uploaded = command.uploadFileId
        ? await sdk.resumeUpload(command.uploadFileId, file, options)
        : await sdk.uploadFile(file, options);
      const created = await unwrap(
        sdk.client.POST('/transcripts/', {
          body: { file_id: uploaded.file_id, title: command.title },
          // One recording, one transcript, however often this step is tried again.
          idempotencyKey: `tab-recording-${id}`,
        }),
      );
      transcriptId = created.id;
      report({ scope: 'recorder', type: 'transcribing', id, transcriptId });
      await deleteRecordingFile(id);
    }
    await sdk.waitForTranscript(transcriptId, { timeoutMs: 6 * 60 * 60 * 1000 });
    report({ scope: 'recorder', type: 'done', id, transcriptId });
  } catch (error) {
    report({ scope: 'recorder', type: 'failed', id, failure: failureOf(error) });
  }
}
