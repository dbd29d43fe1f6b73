import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { hostPatternFor, normalizeBaseUrl } from '../../api-address.js';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import type { KeyCheckReport, SettingsView } from '../../messages/settings.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { allTranscriptsUrl, welcomePageUrl } from '../../ui/open-page.js';
import {
  hasHostPermission,
  isOptionalHost,
  optionalHosts,
  type PermissionView,
  permissionText,
  requestHostPermission,
  whyNotAsked,
} from './host-permission.js';
import { KeyReport } from './key-report.js';

/**
 * The settings page: the API key, and the service's address under "Advanced"; "Save" checks the
 * key and says what works, scope by scope.
 */
export function App() {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<KeyCheckReport | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [permission, setPermission] = useState<PermissionView | null>(null);

  useEffect(() => {
    void sendMessage('getSettings', null).then((result) => {
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setSettings(result.value);
      setBaseUrl(result.value.baseUrl);
    });
  }, []);

  // Access to the API's host is asked for only when a check could not reach it: the service
  // answers extension pages without it (CORS), so most people never see the browser's prompt.
  function askForHost(address: string) {
    const pattern = hostPatternFor(address);
    if (!pattern) return;
    const host = new URL(address.trim()).hostname;
    // Asked for inside the click on "Allow access": browsers only prompt for a user gesture.
    setPermission({ host, state: 'asking' });
    requestHostPermission(pattern).then(
      (granted) => {
        setPermission({ host, state: granted ? 'granted' : 'refused' });
        // Allowed: the check that could not reach the API runs again by itself.
        if (granted) void check();
      },
      (problem: unknown) => setPermission(whyNotAsked(host, pattern, optionalHosts(), problem)),
    );
  }

  async function save(event: Event) {
    event.preventDefault();
    await check();
  }

  async function check() {
    setBusy(true);
    setReport(null);
    setError(null);
    const result = await sendMessage('saveSettings', {
      apiKey: apiKey.trim() === '' ? null : apiKey,
      baseUrl,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setReport(result.value);
    await offerHostAccess(result.value.outcome);
    if (result.value.saved) {
      setApiKey('');
      const view = await sendMessage('getSettings', null);
      if (view.ok) setSettings(view.value);
    }
  }

  /** After a check: the host's access is offered only if the API could not be reached without it. */
  async function offerHostAccess(outcome: string) {
    const pattern = hostPatternFor(baseUrl);
    if (!pattern) return;
    const host = new URL(baseUrl.trim()).hostname;
    if (outcome !== 'unreachable') {
      // Reached: nothing to ask, and no word of a prompt that never came.
      setPermission((current) => (current?.state === 'granted' ? current : null));
      return;
    }
    if (await hasHostPermission(pattern)) return;
    if (!isOptionalHost(pattern, optionalHosts())) {
      setPermission({ host, state: 'outside' });
      return;
    }
    setPermission({ host, state: 'needed' });
  }

  async function forget() {
    const result = await sendMessage('forgetKey', null);
    if (result.ok) {
      setSettings(result.value);
      setReport(null);
    } else setError(result.error);
  }

  useEffect(() => {
    const pattern = settings ? hostPatternFor(settings.baseUrl) : null;
    if (!pattern || permission) return;
    void hasHostPermission(pattern).then((granted) => {
      if (granted)
        setPermission({ host: new URL(settings?.baseUrl ?? '').hostname, state: 'granted' });
    });
  }, [settings, permission]);

  if (!settings && !error) {
    return (
      <main class="page">
        <Loading label={i18n.t('options.loading')} />
      </main>
    );
  }

  const standard = settings?.defaultBaseUrl ?? '';
  // The address is an advanced setting: folded unless it is not the standard one.
  const ownAddress = normalizeBaseUrl(baseUrl) !== normalizeBaseUrl(standard);

  return (
    <main class="page stack">
      <header class="stack">
        <h1 class="brand">
          <img src={browser.runtime.getURL('/icon/48.png')} alt="" width={28} height={28} />
          {i18n.t('options.title')}
        </h1>
        <p class="muted">{i18n.t('options.intro')}</p>
      </header>
      <form class="card stack" onSubmit={(event) => void save(event)} noValidate>
        <div class="field">
          <label for="api-key">{i18n.t('options.keyLabel')}</label>
          <div class="key-row">
            <input
              id="api-key"
              type={reveal ? 'text' : 'password'}
              autoComplete="off"
              spellcheck={false}
              value={apiKey}
              placeholder={
                settings?.hasKey
                  ? i18n.t('options.keySaved', [settings.keyHint ?? ''])
                  : i18n.t('options.keyPlaceholder')
              }
              aria-describedby="api-key-hint"
              onInput={(event) => setApiKey(event.currentTarget.value)}
            />
            <button
              type="button"
              aria-pressed={reveal}
              aria-controls="api-key"
              onClick={() => setReveal(!reveal)}
            >
              {reveal ? i18n.t('options.hide') : i18n.t('options.show')}
            </button>
          </div>
          <p class="hint" id="api-key-hint">
            {i18n.t('options.keyHint')}
            {settings?.hasKey ? ` ${i18n.t('options.keyKeep')}` : ''}
          </p>
        </div>
        <details class="advanced" open={ownAddress} data-testid="advanced">
          <summary>{i18n.t('options.advanced')}</summary>
          <div class="field">
            <label for="base-url">{i18n.t('options.addressLabel')}</label>
            <input
              id="base-url"
              type="url"
              value={baseUrl}
              spellcheck={false}
              aria-describedby="base-url-hint"
              onInput={(event) => setBaseUrl(event.currentTarget.value)}
            />
            <p class="hint" id="base-url-hint">
              {i18n.t('options.addressHint')} <code translate={false}>npx @scribekit/sandbox</code>
            </p>
            <p class="hint">
              {i18n.t('options.addressStandard')} <code translate={false}>{standard}</code>
              {ownAddress ? (
                <>
                  {' '}
                  <button type="button" class="link" onClick={() => setBaseUrl(standard)}>
                    {i18n.t('options.useStandard')}
                  </button>
                </>
              ) : null}
            </p>
          </div>
        </details>
        <div class="row">
          <button type="submit" class="primary" aria-busy={busy} disabled={busy}>
            {busy ? i18n.t('options.checking') : i18n.t('options.save')}
          </button>
          {settings?.hasKey ? (
            <button type="button" class="danger" onClick={() => void forget()}>
              {i18n.t('options.forget')}
            </button>
          ) : null}
        </div>
      </form>
      <div aria-live="polite" class="stack" data-testid="save-result">
        {busy ? <Loading label={i18n.t('options.checkingLong')} /> : null}
        {error ? <ErrorBox error={error} /> : null}
        {report ? <KeyReport report={report} /> : null}
        {permission ? (
          <PermissionLine {...permission}>
            {permission.state === 'needed' ? (
              <button type="button" onClick={() => askForHost(baseUrl)}>
                {i18n.t('options.permission.allow', [permission.host])}
              </button>
            ) : null}
          </PermissionLine>
        ) : null}
      </div>
      <nav class="row small" aria-label={i18n.t('options.more')}>
        <a href={allTranscriptsUrl()}>{i18n.t('all.title')}</a>
        <span aria-hidden="true">·</span>
        <a href={welcomePageUrl()}>{i18n.t('welcome.linkName')}</a>
      </nav>
    </main>
  );
}

function PermissionLine({ children, ...view }: PermissionView & { children?: ComponentChildren }) {
  const { state } = view;
  const text = permissionText(view);
  return (
    <div class="stack" data-testid="permission" data-permission={state}>
      <p class="small muted">{text}</p>
      {children}
    </div>
  );
}
