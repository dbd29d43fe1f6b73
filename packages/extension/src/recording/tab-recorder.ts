import type { WxtBrowser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { BadgeTarget } from '../background/badge.js';
import type { StorageArea } from '../background/storage-area.js';
import type { ErrorInfo } from '../messages/envelope.js';
import { offscreenDocument } from './offscreen-document.js';
import { deleteRecordingFile } from './opfs-files.js';
import {
  type Credentials,
  hasScope,
  type MicrophoneState,
  type RecorderEvent,
  type RecordingAnswer,
  type RecordingRequest,
  type TabRecording,
} from './protocol.js';
import { RecorderError, startFailureInWords, uploadFailureInWords } from './recorder-words.js';
import { showRecordingBadge } from './recording-badge.js';

const STORAGE_KEY = 'tabRecording';
/** Whether recordings include the microphone (the person's choice, remembered). */
const MICROPHONE_KEY = 'recordMicrophone';
/** The page that asks for the microphone once (an offscreen document cannot ask). */
export const MICROPHONE_PAGE = '/microphone.html';
/** A start waiting for the microphone page is forgotten after this long. */
const WAITING_MS = 5 * 60_000;

/** What the tab recorder needs from the background. */
export interface TabRecorderDeps {
  /** The extension APIs (Chrome: `tabCapture` and `offscreen` appear once granted). */
  browser: WxtBrowser;
  /** Where the recording's state is kept. */
  area: StorageArea;
  /** The saved key and address, handed to the offscreen document that uploads. */
  credentials: () => Promise<Credentials>;
  /** The toolbar button. */
  badge: BadgeTarget | undefined;
  /** Puts the job count back on the badge once nothing is being recorded. */
  restoreBadge: () => Promise<void>;
  /** Whether a message comes from one of the extension's own pages. */
  trusted: (sender: { id?: string; url?: string }) => boolean;
  /** The transcript page of a transcript. */
  transcriptUrl: (id: string) => string;
  /** Failure to plain words (an upload's failure, rebuilt from what the recorder reported). */
  describe: (error: unknown) => ErrorInfo;
}

/** What a request to the recorder is answered with, besides the remembered microphone choice. */
interface Outcome {
  recording: TabRecording | null;
  askingMicrophone?: true;
}

/** Phases in which the offscreen document is at work on the recording. */
const BUSY = new Set(['recording', 'uploading', 'transcribing']);

/**
 * "Record this tab", as the background runs it: the tab's stream id from `tabCapture` (the
 * toolbar click's grant), an offscreen document that records it to disk and later uploads it,
 * the badge with the elapsed time, and Stop from the popup, the tab closing or navigating, or the
 * capture ending. The state lives in storage: a recording the browser's end cut short is
 * offered for upload (`interrupted`). Registers its listeners at once, as a service worker must.
 */
export function startTabRecorder(deps: TabRecorderDeps) {
  const { browser } = deps;
  const offscreen = offscreenDocument(browser);
  // One change at a time: ticks, commands and events all read, then write, the one record.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function read(): Promise<TabRecording | null> {
    const stored = (await deps.area.get(STORAGE_KEY))[STORAGE_KEY];
    return (stored as TabRecording | undefined) ?? null;
  }

  async function write(recording: TabRecording | null): Promise<TabRecording | null> {
    if (recording) await deps.area.set({ [STORAGE_KEY]: recording });
    else await deps.area.remove(STORAGE_KEY);
    if (deps.badge) await showRecordingBadge(deps.badge, recording, deps.restoreBadge);
    return recording;
  }

  async function includesMicrophone(): Promise<boolean> {
    return (await deps.area.get(MICROPHONE_KEY))[MICROPHONE_KEY] === true;
  }

  // A start that waits for the microphone page to get the microphone (in memory: a stopped
  // background forgets it, and the next click asks again).
  let waiting: { tabId: number; title: string; at: number } | null = null;

  /**
   * Starts recording a tab, with the microphone when the person asked for it. When Chrome does
   * not let the extension use the microphone yet, the start waits for the microphone page, which
   * asks once; its answer starts the recording.
   */
  async function start(tabId: number, title: string, microphoneAllowed: boolean): Promise<Outcome> {
    const existing = await read();
    if (existing && existing.phase !== 'done') {
      throw new RecorderError(i18n.t('recording.finishFirst'));
    }
    const withMicrophone = await includesMicrophone();
    if (withMicrophone && !microphoneAllowed) {
      waiting = { tabId, title, at: Date.now() };
      await browser.tabs.create({ url: browser.runtime.getURL(MICROPHONE_PAGE as '/') });
      return { recording: existing, askingMicrophone: true };
    }
    return { recording: await begin(tabId, title, withMicrophone) };
  }

  /** The start that waited for the microphone page goes ahead, back on its tab. */
  async function startWaiting(withMicrophone: boolean): Promise<Outcome> {
    const started = waiting;
    waiting = null;
    if (!started || Date.now() - started.at > WAITING_MS) return { recording: await read() };
    await browser.tabs.update(started.tabId, { active: true }).catch(() => undefined);
    return { recording: await begin(started.tabId, started.title, withMicrophone) };
  }

  /** Captures the tab (allowed by the toolbar click on it) into the offscreen document. */
  async function begin(
    tabId: number,
    title: string,
    withMicrophone: boolean,
  ): Promise<TabRecording | null> {
    if (!browser.tabCapture) throw new RecorderError(i18n.t('recording.unsupported'));
    let streamId: string;
    try {
      streamId = await browser.tabCapture.getMediaStreamId({ targetTabId: tabId });
      await offscreen.open();
    } catch (error) {
      throw new RecorderError(startFailureInWords(error));
    }
    const recording: TabRecording = {
      id: crypto.randomUUID(),
      tabId,
      title: title.trim() || i18n.t('recording.defaultTitle'),
      phase: 'recording',
      startedAt: Date.now(),
      elapsedMs: 0,
      bytes: 0,
      progress: null,
      uploadFileId: null,
      transcriptId: null,
      error: null,
      microphone: 'off',
    };
    let microphone: MicrophoneState;
    try {
      ({ microphone } = await offscreen.command<{ microphone: MicrophoneState }>({
        scope: 'offscreen',
        type: 'capture',
        id: recording.id,
        streamId,
        microphone: withMicrophone,
      }));
    } catch (error) {
      await offscreen.close();
      throw new RecorderError(startFailureInWords(error));
    }
    return write({ ...recording, microphone });
  }

  /** Stops capturing and starts the upload. */
  async function stop(): Promise<TabRecording | null> {
    const recording = await read();
    if (recording?.phase !== 'recording') return recording;
    const stopped = await offscreen
      .command<{ elapsedMs: number; bytes: number }>({
        scope: 'offscreen',
        type: 'stop',
      })
      .catch(() => null);
    const ended = {
      ...recording,
      elapsedMs: stopped?.elapsedMs ?? recording.elapsedMs,
      bytes: stopped?.bytes ?? recording.bytes,
    };
    // What was recorded stays on disk whatever happens next: a failed start of the upload is
    // shown with "Try again".
    return upload(ended).catch((error: unknown) =>
      write({ ...ended, phase: 'failed', error: (error as Error).message }),
    );
  }

  /**
   * Uploads a stopped, failed or interrupted recording (resuming what the service has); a
   * failure to start the upload throws a `RecorderError`.
   */
  async function upload(recording: TabRecording): Promise<TabRecording | null> {
    if (!(await deps.credentials()).apiKey) throw new RecorderError(i18n.t('errors.noKey'));
    try {
      await offscreen.open();
      const next = await write({ ...recording, phase: 'uploading', progress: 0, error: null });
      await offscreen.command({
        scope: 'offscreen',
        type: 'upload',
        id: recording.id,
        title: recording.title,
        uploadFileId: recording.uploadFileId,
        transcriptId: recording.transcriptId,
      });
      return next;
    } catch (error) {
      throw error instanceof RecorderError
        ? error
        : new RecorderError(i18n.t('recording.uploadStopped'));
    }
  }

  async function answer(request: RecordingRequest): Promise<Outcome> {
    switch (request.type) {
      case 'get':
        // A recorder that died (its document crashed or was closed) leaves its work on disk.
        await recover();
        return { recording: await read() };
      case 'start':
        return start(request.tabId, request.title, request.microphoneAllowed === true);
      case 'set-microphone':
        await deps.area.set({ [MICROPHONE_KEY]: request.on === true });
        return { recording: await read() };
      case 'microphone-allowed':
        return startWaiting(true);
      case 'microphone-skipped':
        return startWaiting(false);
      case 'stop':
        return { recording: await stop() };
      case 'upload': {
        const recording = await read();
        if (recording?.phase !== 'failed' && recording?.phase !== 'interrupted') {
          return { recording };
        }
        return {
          recording: await upload(recording).catch((error: unknown) =>
            write({ ...recording, phase: 'failed', error: (error as Error).message }),
          ),
        };
      }
      case 'discard': {
        const recording = await read();
        if (recording && BUSY.has(recording.phase)) return { recording };
        if (recording) await deleteRecordingFile(recording.id).catch(() => undefined);
        return { recording: await write(null) };
      }
    }
  }

  /** Applies an event of the offscreen document to the recording it is about. */
  async function onEvent(event: Exclude<RecorderEvent, { type: 'credentials' }>) {
    const recording = await read();
    if (!recording || recording.id !== event.id) return;
    switch (event.type) {
      case 'tick':
        if (recording.phase !== 'recording') return;
        await write({ ...recording, elapsedMs: event.elapsedMs, bytes: event.bytes });
        return;
      case 'ended':
        await stop();
        return;
      case 'upload-started':
        await write({ ...recording, uploadFileId: event.fileId });
        return;
      case 'progress':
        await write({ ...recording, progress: event.fraction });
        return;
      case 'transcribing':
        await write({ ...recording, phase: 'transcribing', transcriptId: event.transcriptId });
        return;
      case 'done':
        await write({ ...recording, phase: 'done', transcriptId: event.transcriptId });
        await offscreen.close();
        await browser.tabs.create({ url: deps.transcriptUrl(event.transcriptId) });
        return;
      case 'failed':
        await write({
          ...recording,
          phase: 'failed',
          error: uploadFailureInWords(event.failure, deps.describe),
        });
        await offscreen.close();
        return;
      case 'microphone-ended':
        if (recording.microphone === 'live') await write({ ...recording, microphone: 'ended' });
        return;
    }
  }

  /**
   * A recording that was busy when the browser, the extension or its recorder stopped is offered
   * for upload: what reached the disk is kept.
   */
  async function recover(): Promise<void> {
    const recording = await read();
    if (!recording || !BUSY.has(recording.phase) || (await offscreen.isOpen())) return;
    await write({ ...recording, phase: 'interrupted', progress: null });
  }

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (!deps.trusted(sender)) return undefined;
    if (hasScope(message, 'tab-recording')) {
      serial(async () => ({
        ...(await answer(message as RecordingRequest)),
        includeMicrophone: await includesMicrophone(),
      })).then(
        (outcome) => sendResponse({ ok: true, ...outcome } satisfies RecordingAnswer),
        (error: unknown) =>
          sendResponse({
            ok: false,
            // Ours are in words; anything else (a browser's own message) is not shown as it is.
            error: error instanceof RecorderError ? error.message : i18n.t('recording.startFailed'),
          } satisfies RecordingAnswer),
      );
      return true;
    }
    if (hasScope(message, 'recorder')) {
      const event = message as RecorderEvent;
      if (event.type === 'credentials') {
        void deps.credentials().then(sendResponse);
        return true;
      }
      void serial(() => onEvent(event));
    }
    return undefined;
  });

  // The recorded tab closing or loading another page ends the recording, which is then uploaded.
  const stopIfRecorded = (tabId: number) =>
    serial(async () => {
      const recording = await read();
      if (recording?.phase === 'recording' && recording.tabId === tabId) await stop();
    });
  browser.tabs.onRemoved.addListener((tabId) => void stopIfRecorded(tabId));
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') void stopIfRecorded(tabId);
  });

  const ready = serial(recover);
  return { ready, read };
}
