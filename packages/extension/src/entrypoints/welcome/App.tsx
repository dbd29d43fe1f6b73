import { platforms, providers } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { EXTENSION_SCOPES, scopePurpose } from '../../api-scopes.js';
import { sendMessage } from '../../messages/send-message.js';
import type { SettingsView } from '../../messages/settings.js';
import { SANDBOX_COMMAND } from '../../sandbox-command.js';
import { openOptions } from '../../ui/open-page.js';

/** The keyboard shortcut that opens the popup, as the browser has it bound ('' when none). */
function useShortcut(): string {
  const [shortcut, setShortcut] = useState('');
  useEffect(() => {
    void browser.commands
      ?.getAll()
      .then((commands) => {
        const open = commands.find(
          (command) =>
            command.name === '_execute_action' || command.name === '_execute_browser_action',
        );
        setShortcut(open?.shortcut ?? '');
      })
      .catch(() => undefined);
  }, []);
  return shortcut;
}

/**
 * The first-run page, opened once on install: what Scribekit does, where an API key comes from
 * and which scopes it needs, the sandbox for trying it without an account, and the way to the
 * settings.
 */
export function App() {
  const [settings, setSettings] = useState<SettingsView | null>(null);
  const shortcut = useShortcut();
  useEffect(() => {
    document.title = i18n.t('welcome.documentTitle');
    void sendMessage('getSettings', null).then((result) => {
      if (result.ok) setSettings(result.value);
    });
  }, []);

  const sites = providers.filter((item) => item.code !== 'direct_url').map((item) => item.label);
  const meetings = platforms.map((item) => item.label).join(', ');

  return (
    <main class="page welcome stack">
      <header class="stack">
        <p class="brand">
          <img src={browser.runtime.getURL('/icon/48.png')} alt="" width={32} height={32} />
          Scribekit
        </p>
        <h1>{i18n.t('welcome.title')}</h1>
        <p class="lead">{i18n.t('welcome.lead')}</p>
      </header>

      <section class="card stack" aria-labelledby="what-title">
        <h2 id="what-title">{i18n.t('welcome.whatTitle')}</h2>
        <ul class="features">
          <li>
            <strong>{i18n.t('welcome.videosTitle')}</strong>{' '}
            {i18n.t('welcome.videosText', [sites.slice(0, 3).join(', '), String(sites.length - 3)])}
          </li>
          <li>
            <strong>{i18n.t('welcome.meetingsTitle')}</strong>{' '}
            {i18n.t('welcome.meetingsText', [meetings])}
          </li>
          {import.meta.env.CHROME ? (
            <li>
              <strong>{i18n.t('welcome.tabTitle')}</strong> {i18n.t('welcome.tabText')}
            </li>
          ) : null}
          <li>
            <strong>{i18n.t('welcome.transcriptsTitle')}</strong>{' '}
            {i18n.t('welcome.transcriptsText')}
          </li>
        </ul>
        <p class="muted small">
          {shortcut ? i18n.t('welcome.howToOpenShortcut', [shortcut]) : i18n.t('welcome.howToOpen')}
        </p>
      </section>

      <section class="card stack" aria-labelledby="key-title" data-testid="key-steps">
        <h2 id="key-title">{i18n.t('welcome.keyTitle')}</h2>
        <ol class="steps">
          <li>{i18n.t('welcome.keyStep1')}</li>
          <li>{i18n.t('welcome.keyStep2')}</li>
          <li>{i18n.t('welcome.keyStep3')}</li>
        </ol>
        <ul class="scope-list" aria-label={i18n.t('welcome.scopesLabel')}>
          {EXTENSION_SCOPES.filter(
            (scope) => scope !== 'files:write' || import.meta.env.CHROME,
          ).map((scope) => (
            <li key={scope}>
              <code translate={false}>{scope}</code>{' '}
              <span class="muted">{scopePurpose(scope)}</span>
            </li>
          ))}
        </ul>
        <p class="small muted">{i18n.t('welcome.keyOnce')}</p>
        <div class="row">
          <button type="button" class="primary" onClick={() => void openOptions()}>
            {i18n.t('common.openSettings')}
          </button>
          {settings?.hasKey ? (
            <span class="muted small" data-testid="key-saved">
              {i18n.t('welcome.keySaved', [settings.keyHint ?? ''])}
            </span>
          ) : null}
        </div>
      </section>

      <section class="card stack" aria-labelledby="sandbox-title" data-testid="sandbox">
        <h2 id="sandbox-title">{i18n.t('welcome.sandboxTitle')}</h2>
        <p>{i18n.t('welcome.sandboxText')}</p>
        <pre class="command">
          <code translate={false}>{SANDBOX_COMMAND}</code>
        </pre>
        <p>{i18n.t('welcome.sandboxThen')}</p>
      </section>
    </main>
  );
}
