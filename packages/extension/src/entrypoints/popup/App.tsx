import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import type { SettingsView } from '../../messages/settings.js';
import { ErrorBox } from '../../ui/error-box.js';
import { openOptions, welcomePageUrl } from '../../ui/open-page.js';
import { BatchSection } from './batch-section.js';
import { JobsContext } from './jobs-context.js';
import { JobsSection } from './jobs-section.js';
import { KeyRefused } from './key-refused.js';
import { PageSection, type PageSource } from './page-section.js';
import { summarizePage } from './page-summary.js';
import { RecordTab } from './record-tab.js';
import { useBatches } from './use-batches.js';
import { useJobs } from './use-jobs.js';
import { useKeyRefusal } from './use-key-state.js';
import { usePageName } from './use-page-name.js';
import { leadsThePopup, useTabRecording } from './use-tab-recording.js';

/**
 * The popup: a running recording and its Stop first, then what can be done with this page, then
 * the recent jobs. Opened as a tab with `?link=` (from the context menu), it asks to confirm that
 * link instead.
 */
export function App({ source }: { source: PageSource }) {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const jobs = useJobs();
  const refused = useKeyRefusal();
  // What only a saved key makes useful waits for the settings (and so for the first paint).
  const withKey = Boolean(settings?.hasKey) && !source.confirm;
  const [batchList, addBatch] = useBatches(withKey);
  const [recording, setRecording] = useTabRecording(withKey);
  // What the address says, worked out once for the header and for the job list.
  const [summary] = useState(() => summarizePage(source.url));
  const page = usePageName(summary, !source.confirm);
  const [videosOnPage, setVideosOnPage] = useState(0);

  useEffect(() => {
    void sendMessage('getSettings', null).then((result) => {
      if (result.ok) setSettings(result.value);
      else setError(result.error);
    });
  }, []);

  // On a page that is no recording itself (a playlist, a channel, a course), its videos come first.
  const batchesFirst = summary.match.kind === 'none';
  const batches =
    settings?.hasKey && !source.confirm ? (
      <BatchSection
        url={source.url}
        batches={batchList}
        onStarted={addBatch}
        onVideosFound={setVideosOnPage}
      />
    ) : null;
  // A recording that runs (or waits for a decision) comes first, with its Stop.
  const recordingFirst = leadsThePopup(recording);
  const recorder =
    settings?.hasKey && !source.confirm ? (
      <RecordTab recording={recording} onRecording={setRecording} leading={recordingFirst} />
    ) : null;

  return (
    <JobsContext.Provider value={jobs}>
      <header class="header">
        <span class="brand">
          <img src={browser.runtime.getURL('/icon/32.png')} alt="" width={20} height={20} />
          <h1>Scribekit</h1>
        </span>
        <button type="button" class="link" onClick={() => void openOptions(true)}>
          {i18n.t('popup.settings')}
        </button>
      </header>
      <main>
        {recordingFirst ? recorder : null}
        {/* A refused key is the one state: nothing else can be done until a key works. */}
        {refused && settings?.hasKey ? <KeyRefused refused={refused} /> : null}
        {refused && settings?.hasKey ? null : (
          <>
            {batches && batchesFirst ? batches : null}
            {/* What the page is paints at once; the API's part waits for the settings. */}
            <PageSection
              source={source}
              summary={summary}
              hasKey={settings === null ? null : settings.hasKey}
              page={page}
              listsVideos={batchesFirst && videosOnPage > 0}
              brief={recordingFirst}
            />
            {recordingFirst ? null : recorder}
            {batches && !batchesFirst ? batches : null}
          </>
        )}
        {error ? (
          <section class="section">
            <ErrorBox error={error} />
          </section>
        ) : settings !== null && !settings.hasKey ? (
          <SetupPrompt />
        ) : settings !== null ? (
          <JobsSection
            jobs={jobs}
            pageUrl={summary.match.kind === 'none' ? null : summary.match.url}
            recording={recording}
            batches={batchList}
          />
        ) : null}
      </main>
    </JobsContext.Provider>
  );
}

/** Shown until an API key is saved: the one way forward is the options page. */
function SetupPrompt() {
  return (
    <section class="section stack" aria-labelledby="setup-title" data-state="setup">
      <h2 id="setup-title">{i18n.t('popup.setupTitle')}</h2>
      <p class="muted">{i18n.t('popup.setupText')}</p>
      <button type="button" class="primary" onClick={() => void openOptions(true)}>
        {i18n.t('common.openSettings')}
      </button>
      <p class="small">
        <a href={welcomePageUrl()} target="_blank" rel="noreferrer">
          {i18n.t('popup.gettingStarted')}
        </a>
      </p>
    </section>
  );
}
