import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type ErrorInfo, type SettingsView, sendMessage } from '../../messages.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { openOptions } from '../../ui/open-page.js';
import { JobsSection } from './jobs-section.js';
import { PageSection } from './page-section.js';

/** The popup: what can be done with this page, then the recent jobs. */
export function App() {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);

  useEffect(() => {
    void sendMessage('getSettings', null).then((result) => {
      if (result.ok) setSettings(result.value);
      else setError(result.error);
    });
  }, []);

  return (
    <>
      <header class="header">
        <span class="brand">
          <img src={browser.runtime.getURL('/icon/32.png')} alt="" />
          <h1>Scribekit</h1>
        </span>
        <button type="button" class="link" onClick={() => void openOptions(true)}>
          Settings
        </button>
      </header>
      <main>
        {error ? (
          <section class="section">
            <ErrorBox error={error} />
          </section>
        ) : settings === null ? (
          <section class="section">
            <Loading label="Loading…" />
          </section>
        ) : !settings.hasKey ? (
          <SetupPrompt />
        ) : (
          <>
            <PageSection />
            <JobsSection />
          </>
        )}
      </main>
    </>
  );
}

/** Shown until an API key is saved: the one way forward is the options page. */
function SetupPrompt() {
  return (
    <section class="section stack" aria-labelledby="setup-title" data-state="setup">
      <h2 id="setup-title">Add your API key to start</h2>
      <p class="muted">
        Scribekit needs an API key from the web app (Settings, API keys) to transcribe pages and
        send recording bots.
      </p>
      <button type="button" class="primary" onClick={() => void openOptions(true)}>
        Open settings
      </button>
    </section>
  );
}
