import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { KeyCheckReport, ScopeCheck } from '../../messages/settings.js';
import { ErrorBox } from '../../ui/error-box.js';

function headline(outcome: KeyCheckReport['outcome']): string {
  switch (outcome) {
    case 'connected':
      return i18n.t('options.outcome.connected');
    case 'limited':
      return i18n.t('options.outcome.limited');
    case 'rejected':
      return i18n.t('options.outcome.rejected');
    case 'unreachable':
      return i18n.t('options.outcome.unreachable');
    default:
      return i18n.t('options.outcome.error');
  }
}

/**
 * A failure of the check in this page's words: the general texts send people to the settings,
 * and this is the settings page.
 */
export function inSettingsWords(error: ErrorInfo): ErrorInfo {
  if (error.kind === 'auth') return { ...error, detail: i18n.t('options.rejectedDetail') };
  if (error.kind === 'unreachable' || error.kind === 'timeout') {
    return { ...error, detail: i18n.t('options.unreachableDetail') };
  }
  return error;
}

function scopeState(scope: ScopeCheck): string {
  return scope.ok === true
    ? i18n.t('options.scope.works')
    : scope.ok === false
      ? i18n.t('options.scope.missing')
      : i18n.t('options.scope.unchecked');
}

/** What "Save" found out, scope by scope, in plain words. */
export function KeyReport({ report }: { report: KeyCheckReport }) {
  const missing = report.scopes.filter((scope) => scope.ok === false);
  const good = report.outcome === 'connected' || report.outcome === 'limited';
  return (
    <div
      class={`message ${report.outcome === 'connected' ? 'ok' : good ? 'warn' : 'error'}`}
      role="status"
      data-outcome={report.outcome}
    >
      <p class="message-title">{headline(report.outcome)}</p>
      <p>{report.saved ? i18n.t('options.saved', [report.baseUrl]) : i18n.t('options.notSaved')}</p>
      {missing.length > 0 ? (
        <p>
          {i18n.t('options.lacks', [
            missing.map((scope) => scope.scope).join(', '),
            missing.map((scope) => scope.purpose).join(', '),
          ])}
        </p>
      ) : null}
      {report.scopes.length > 0 ? (
        <ul class="scopes" aria-label={i18n.t('options.scopes')}>
          {report.scopes.map((scope) => (
            <li key={scope.scope} data-scope={scope.scope} data-ok={String(scope.ok)}>
              <span
                class={`scope-mark ${scope.ok === true ? 'ok' : scope.ok === false ? 'missing' : ''}`}
                aria-hidden="true"
              >
                {scope.ok === true ? '✓' : scope.ok === false ? '✗' : '?'}
              </span>
              <span>
                <code translate={false}>{scope.scope}</code>{' '}
                {i18n.t('options.scopeLine', [scope.purpose, scopeState(scope)])}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {report.error ? <ErrorBox error={inSettingsWords(report.error)} /> : null}
    </div>
  );
}
