import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { clockElapsed } from '../../recording/elapsed-text.js';
import type { MicrophoneState, RecordingAnswer, TabRecording } from '../../recording/protocol.js';
import { askRecorder } from '../../recording/recording-client.js';
import { openTranscript } from '../../ui/open-page.js';

/** Properties of `RecordTab`. */
export interface RecordTabProps {
  /** The recording as the background keeps it (null: none; undefined: not known yet). */
  recording: TabRecording | null | undefined;
  /** Takes the recording an answer of the background carried. */
  onRecording: (recording: TabRecording | null) => void;
  /** Shown first in the popup, on its own tint (a recording that runs or waits for a choice). */
  leading?: boolean;
}

/** Whether Chrome lets the extension's pages use the microphone already (asked once). */
async function microphoneAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/** Why the microphone is not in a running recording, in words (null when it is, or not asked). */
function microphoneProblem(state: MicrophoneState | undefined): string | null {
  if (state === 'blocked') return i18n.t('recording.microphoneBlocked');
  if (state === 'missing') return i18n.t('recording.microphoneMissing');
  if (state === 'ended') return i18n.t('recording.microphoneEnded');
  return null;
}

/**
 * "Record this tab": capture what the tab plays and transcribe it (Chrome only). Shows the
 * running recording with Stop, its upload, and one the browser's end cut short.
 */
export function RecordTab(props: RecordTabProps) {
  if (!import.meta.env.CHROME) {
    return (
      <section class="section stack" aria-labelledby="record-title" data-record="unavailable">
        <h2 id="record-title">{i18n.t('recording.title')}</h2>
        <p class="muted small">{i18n.t('recording.firefox')}</p>
      </section>
    );
  }
  return <RecordTabChrome {...props} />;
}

function RecordTabChrome({
  recording,
  onRecording: setRecording,
  leading = false,
}: RecordTabProps) {
  const [tab, setTab] = useState<{ id: number; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withMicrophone, setWithMicrophone] = useState(false);
  const [askingMicrophone, setAskingMicrophone] = useState(false);

  // The remembered "Include my microphone" choice (the recording itself comes from the popup's hook).
  useEffect(() => {
    void askRecorder({ type: 'get' }).then((answer) => {
      if (answer.ok) setWithMicrophone(answer.includeMicrophone);
    });
  }, []);

  useEffect(() => {
    void browser.tabs.query({ active: true, currentWindow: true }).then(([active]) => {
      if (active?.id !== undefined) setTab({ id: active.id, title: active.title ?? '' });
    });
  }, []);

  const act = async (run: () => Promise<RecordingAnswer>) => {
    setBusy(true);
    setError(null);
    const answer = await run();
    setBusy(false);
    if (answer.ok) {
      setRecording(answer.recording);
      setWithMicrophone(answer.includeMicrophone);
      setAskingMicrophone(answer.askingMicrophone === true);
    } else setError(answer.error);
  };

  // The toolbar click on this tab lets the background capture it: no permission to ask here.
  const start = () =>
    act(async () => {
      if (!tab) return { ok: false, error: i18n.t('recording.noTab') };
      return askRecorder({
        type: 'start',
        tabId: tab.id,
        title: tab.title,
        microphoneAllowed: withMicrophone && (await microphoneAllowed()),
      });
    });

  const chooseMicrophone = (on: boolean) => {
    setWithMicrophone(on);
    void act(() => askRecorder({ type: 'set-microphone', on }));
  };

  if (recording === undefined) return null;
  const phase = recording?.phase ?? 'idle';
  return (
    <section
      class={leading ? 'section stack now' : 'section stack'}
      aria-labelledby="record-title"
      data-record={phase}
      aria-live="polite"
    >
      {/* Idle, the button says it: the heading is for screen readers only (no word twice). */}
      <h2 id="record-title" class={phase === 'idle' || phase === 'done' ? 'sr-only' : undefined}>
        {i18n.t('recording.title')}
      </h2>
      {recording && phase !== 'done' ? (
        <p class="preview-title" translate={false}>
          {recording.title}
        </p>
      ) : null}
      {phase === 'recording' && recording ? (
        <>
          {/* Said once the popup knows which tab it is on: never "another tab" on this one first. */}
          {tab ? (
            <p data-microphone={recording.microphone ?? 'off'}>
              <span class="rec-dot" aria-hidden="true" />
              {recordingText(recording, recording.tabId === tab.id)}
            </p>
          ) : null}
          {microphoneProblem(recording.microphone) ? (
            <p class="message warn" role="status">
              {microphoneProblem(recording.microphone)}
            </p>
          ) : null}
          <p class="muted small">{i18n.t('recording.stopHint')}</p>
          <div class="row">
            <button
              type="button"
              class="primary"
              disabled={busy}
              onClick={() => void act(() => askRecorder({ type: 'stop' }))}
            >
              {i18n.t('recording.stop')}
            </button>
          </div>
        </>
      ) : phase === 'uploading' && recording ? (
        <p>
          {i18n.t('recording.uploading', [String(Math.round((recording.progress ?? 0) * 100))])}
        </p>
      ) : phase === 'transcribing' ? (
        <p>{i18n.t('recording.transcribing')}</p>
      ) : (phase === 'failed' || phase === 'interrupted') && recording ? (
        <>
          <p class="message error" role="alert">
            {phase === 'failed'
              ? i18n.t('recording.failed', [recording.error ?? ''])
              : i18n.t('recording.interrupted', [clockElapsed(recording.elapsedMs)])}
          </p>
          <div class="row">
            <button
              type="button"
              class="primary"
              disabled={busy}
              onClick={() => void act(() => askRecorder({ type: 'upload' }))}
            >
              {phase === 'failed' ? i18n.t('common.retry') : i18n.t('recording.uploadLeftover')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(() => askRecorder({ type: 'discard' }))}
            >
              {i18n.t('recording.discard')}
            </button>
          </div>
        </>
      ) : (
        <>
          {phase === 'done' && recording?.transcriptId ? (
            <div class="row">
              <span>{i18n.t('recording.done', [recording.title])}</span>
              <button
                type="button"
                class="link"
                onClick={() => void openTranscript(recording.transcriptId ?? '')}
              >
                {i18n.t('recording.openTranscript')}
              </button>
            </div>
          ) : null}
          {/* One row: the button and its option; what each does is in its tooltip. */}
          <div class="row">
            <button
              type="button"
              disabled={busy || !tab}
              title={i18n.t('recording.explain')}
              onClick={() => void start()}
            >
              {i18n.t('recording.start')}
            </button>
            <label class="inline small" title={i18n.t('recording.includeMicrophoneHint')}>
              <input
                type="checkbox"
                checked={withMicrophone}
                disabled={busy}
                onChange={(event) => chooseMicrophone(event.currentTarget.checked)}
              />
              {i18n.t('recording.includeMicrophone')}
            </label>
          </div>
          {askingMicrophone ? (
            <p class="message ok" role="status">
              {i18n.t('recording.askingMicrophone')}
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p class="message error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** "Recording this tab: 0:42", naming the microphone while it is mixed in. */
function recordingText(recording: TabRecording, thisTab: boolean): string {
  const elapsed = clockElapsed(recording.elapsedMs);
  if (recording.microphone === 'live') {
    return thisTab
      ? i18n.t('recording.recordingThisWithMicrophone', [elapsed])
      : i18n.t('recording.recordingOtherWithMicrophone', [elapsed]);
  }
  return thisTab
    ? i18n.t('recording.recordingThis', [elapsed])
    : i18n.t('recording.recordingOther', [elapsed]);
}
