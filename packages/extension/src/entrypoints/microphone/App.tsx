import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { askRecorder } from '../../recording/recording-client.js';

type Step = 'ready' | 'asking' | 'allowed' | 'nothing-waiting' | 'blocked' | 'missing' | 'failed';

/** Chrome's page where a person allows the microphone for a site (or this extension). */
const MICROPHONE_SETTINGS = 'chrome://settings/content/microphone';

/** Closes this tab (the recording goes on in the tab it records). */
async function closeThisTab(): Promise<void> {
  const tab = await browser.tabs.getCurrent();
  if (tab?.id !== undefined) await browser.tabs.remove(tab.id);
}

/**
 * Asks Chrome once for the microphone on the extension's behalf (the offscreen document that
 * records cannot ask), then lets the start that waited for it go ahead and closes itself. It asks
 * on the person's click: asked without one, Chrome only shows a small icon in the address bar.
 */
export function App() {
  const [step, setStep] = useState<Step>('ready');
  const [error, setError] = useState<string | null>(null);

  async function ask(): Promise<void> {
    setStep('asking');
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
      for (const track of stream.getTracks()) track.stop();
    } catch (failure) {
      const blocked =
        failure instanceof DOMException &&
        (failure.name === 'NotAllowedError' || failure.name === 'SecurityError');
      setStep(blocked ? 'blocked' : 'missing');
      return;
    }
    const answer = await askRecorder({ type: 'microphone-allowed' });
    if (!answer.ok) {
      setError(answer.error);
      setStep('failed');
    } else if (answer.recording?.phase === 'recording') {
      setStep('allowed');
      await closeThisTab();
    } else {
      setStep('nothing-waiting');
    }
  }

  async function withoutMicrophone(): Promise<void> {
    const answer = await askRecorder({ type: 'microphone-skipped' });
    if (answer.ok) await closeThisTab();
    else {
      setError(answer.error);
      setStep('failed');
    }
  }

  const text: Record<Step, string> = {
    ready: i18n.t('microphone.asking'),
    asking: i18n.t('microphone.answerChrome'),
    allowed: i18n.t('microphone.allowed'),
    'nothing-waiting': i18n.t('microphone.allowedNothingWaiting'),
    blocked: i18n.t('microphone.blocked'),
    missing: i18n.t('microphone.missing'),
    failed: error ?? '',
  };
  const stuck = step === 'blocked' || step === 'missing' || step === 'failed';
  return (
    <main class="page stack" data-step={step} aria-live="polite">
      <h1>{i18n.t('microphone.heading')}</h1>
      <p class={stuck ? 'message error' : ''}>{text[step]}</p>
      {step === 'ready' ? (
        <div class="row">
          <button type="button" class="primary" onClick={() => void ask()}>
            {i18n.t('recording.allowMicrophone')}
          </button>
          <button type="button" onClick={() => void withoutMicrophone()}>
            {i18n.t('microphone.withoutMicrophone')}
          </button>
        </div>
      ) : null}
      {stuck ? (
        <div class="row">
          {step === 'blocked' ? (
            <button
              type="button"
              class="primary"
              onClick={() => void browser.tabs.create({ url: MICROPHONE_SETTINGS })}
            >
              {i18n.t('microphone.openSettings')}
            </button>
          ) : null}
          <button type="button" onClick={() => void ask()}>
            {i18n.t('microphone.tryAgain')}
          </button>
          <button type="button" onClick={() => void withoutMicrophone()}>
            {i18n.t('microphone.withoutMicrophone')}
          </button>
        </div>
      ) : null}
    </main>
  );
}
