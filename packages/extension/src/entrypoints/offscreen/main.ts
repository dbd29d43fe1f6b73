import { browser } from 'wxt/browser';
import { CaptureSession } from '../../recording/capture-session.js';
import {
  CAPTURE_RUNNING,
  hasScope,
  type OffscreenCommand,
  type RecorderEvent,
} from '../../recording/protocol.js';
import { uploadRecording } from '../../recording/upload-recording.js';

// The offscreen document of "Record this tab": it captures the tab's audio, writes it to disk and
// uploads it. Offscreen documents only have `runtime`; the background sends the commands.

let session: CaptureSession | null = null;

const report = (event: RecorderEvent) => browser.runtime.sendMessage(event).catch(() => undefined);

async function handle(command: OffscreenCommand): Promise<object> {
  switch (command.type) {
    case 'capture':
      if (session) throw new Error(CAPTURE_RUNNING);
      session = await CaptureSession.start(
        command.id,
        command.streamId,
        command.microphone,
        report,
      );
      return { microphone: session.microphone };
    case 'stop': {
      const stopped = await session?.stop();
      session = null;
      return stopped ?? { elapsedMs: 0, bytes: 0 };
    }
    case 'upload':
      // Answered at once; the upload reports its progress as events.
      void uploadRecording(command, report);
      return {};
  }
}

browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (!hasScope(message, 'offscreen') || sender.id !== browser.runtime.id) return undefined;
  handle(message as OffscreenCommand).then(
    (value) => sendResponse({ ok: true, ...value }),
    (error: unknown) =>
      sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});
