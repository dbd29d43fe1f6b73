import { i18n } from '#i18n';
import type { KeyRefusalView } from '../../key-state.js';
import { openOptions } from '../../ui/open-page.js';

/** The saved key was refused: the one thing to do is to save a working one in Settings. */
export function KeyRefused({ refused }: { refused: KeyRefusalView }) {
  return (
    <section
      class="section stack now"
      aria-labelledby="key-refused-title"
      data-state="key-refused"
      role="alert"
    >
      <h2 id="key-refused-title">
        {refused.status === 403 && refused.scope
          ? i18n.t('errors.scope', [refused.scope])
          : i18n.t('popup.keyRefusedTitle')}
      </h2>
      <button type="button" class="primary" onClick={() => void openOptions(true)}>
        {i18n.t('common.openSettings')}
      </button>
      <p class="small muted">{i18n.t('popup.keyRefusedText')}</p>
      {refused.requestId ? (
        <p class="request-id">
          {i18n.t('common.requestId')} <code>{refused.requestId}</code>
        </p>
      ) : null}
    </section>
  );
}
