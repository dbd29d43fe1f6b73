import type { KeyCheckReport } from '../../messages.js';
import { ErrorBox } from '../../ui/error-box.js';

const headline: Record<KeyCheckReport['outcome'], string> = {
  connected: 'Connected. The key works.',
  limited: 'Connected, but the key lacks some scopes.',
  rejected: 'Key rejected.',
  unreachable: "Can't reach the API.",
  error: 'The check did not finish.',
};

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
      <p class="message-title">{headline[report.outcome]}</p>
      <p>
        {report.saved
          ? `Saved. Scribekit uses ${report.baseUrl}.`
          : 'Not saved: the previous settings are kept.'}
      </p>
      {missing.length > 0 ? (
        <p>
          This key lacks {missing.map((scope) => scope.scope).join(', ')}. Create a key with these
          scopes in the web app to {missing.map((scope) => scope.purpose).join(', ')}.
        </p>
      ) : null}
      {report.scopes.length > 0 ? (
        <ul class="scopes" aria-label="Scopes of this key">
          {report.scopes.map((scope) => (
            <li key={scope.scope}>
              <span
                class={`scope-mark ${scope.ok === true ? 'ok' : scope.ok === false ? 'missing' : ''}`}
                aria-hidden="true"
              >
                {scope.ok === true ? '✓' : scope.ok === false ? '✗' : '?'}
              </span>
              <span>
                <code>{scope.scope}</code> to {scope.purpose}:{' '}
                {scope.ok === true
                  ? 'works'
                  : scope.ok === false
                    ? 'missing'
                    : 'checked when first used'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {report.error ? <ErrorBox error={report.error} /> : null}
    </div>
  );
}
