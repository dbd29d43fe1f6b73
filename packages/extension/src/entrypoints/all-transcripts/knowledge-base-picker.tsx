import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import {
  type KnowledgeBaseChoice,
  type KnowledgeBaseSpaceView,
  sendSearchMessage,
} from '../../search/search-protocol.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';

/** One space's bases, each a box to tick. */
function Space({
  space,
  chosen,
  onToggle,
  onRemove,
}: {
  space: KnowledgeBaseSpaceView;
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  onRemove: () => void;
}) {
  const org = space.organizationId;
  return (
    <fieldset class="kb-space" data-testid="kb-space" data-organization={org ?? 'personal'}>
      <legend>
        {org ? i18n.t('ask.kbOrganization', [org]) : i18n.t('ask.kbPersonal')}
        {org ? (
          <button
            type="button"
            class="link"
            aria-label={i18n.t('ask.kbRemove', [org])}
            title={i18n.t('ask.kbRemove', [org])}
            onClick={onRemove}
          >
            ×
          </button>
        ) : null}
      </legend>
      {space.error ? (
        <ErrorBox error={space.error}>
          <OpenSettingsButton error={space.error} closeWindow={false} />
        </ErrorBox>
      ) : space.bases.length === 0 ? (
        <p class="muted small">{i18n.t('ask.kbNone')}</p>
      ) : (
        space.bases.map((base) => (
          <label key={base.id} class="kb-base">
            <input
              type="checkbox"
              checked={chosen.includes(base.id)}
              onChange={(event) => onToggle(base.id, event.currentTarget.checked)}
            />{' '}
            <span translate={false}>{base.name}</span>{' '}
            <span class="muted small">
              {i18n.t('ask.kbEntries', base.entries, [String(base.entries)])}
            </span>
          </label>
        ))
      )}
    </fieldset>
  );
}

/**
 * The knowledge bases a question's answer may quote, folded under one line that says how many
 * are chosen: the personal space's, and those of organisations added by id. The background lists
 * them (the key stays there) and remembers the choice.
 */
export function KnowledgeBasePicker({
  chosen,
  onChosen,
}: {
  chosen: readonly string[];
  onChosen: (ids: string[]) => void;
}) {
  const [choice, setChoice] = useState<KnowledgeBaseChoice | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [organization, setOrganization] = useState('');

  async function load(organizations?: string[]) {
    const answer = await sendSearchMessage(
      'knowledgeBases',
      organizations ? { organizations } : {},
    );
    if (answer.ok) {
      setChoice(answer.value);
      setError(null);
      onChosen(answer.value.chosen);
      return true;
    }
    setError(answer.error);
    return false;
  }

  useEffect(() => {
    void load();
  }, []);

  const organizations = (choice?.spaces ?? [])
    .map((space) => space.organizationId)
    .filter((id): id is string => id !== null);

  function toggle(id: string, on: boolean) {
    const ids = on ? [...chosen, id] : chosen.filter((kept) => kept !== id);
    onChosen(ids);
    void sendSearchMessage('chooseKnowledgeBases', { chosen: ids }).then((answer) => {
      if (!answer.ok) setError(answer.error);
    });
  }

  async function addOrganization(event: Event) {
    event.preventDefault();
    const id = organization.trim();
    if (!id) return;
    if (await load([...organizations, id])) setOrganization('');
  }

  return (
    <details class="kb-choice" data-testid="kb-choice">
      <summary>{i18n.t('ask.kbSummary', chosen.length, [String(chosen.length)])}</summary>
      <div class="stack">
        <p class="hint">{i18n.t('ask.kbHint')}</p>
        {choice === null && error === null ? <Loading label={i18n.t('ask.kbLoading')} /> : null}
        {error ? (
          <ErrorBox error={error}>
            <OpenSettingsButton error={error} closeWindow={false} />
          </ErrorBox>
        ) : null}
        {choice?.spaces.map((space) => (
          <Space
            key={space.organizationId ?? 'personal'}
            space={space}
            chosen={chosen}
            onToggle={toggle}
            onRemove={() => void load(organizations.filter((id) => id !== space.organizationId))}
          />
        ))}
        <form class="row kb-add" onSubmit={(event) => void addOrganization(event)}>
          <div class="field grow">
            <label for="kb-organization">{i18n.t('ask.kbAddLabel')}</label>
            <input
              id="kb-organization"
              type="text"
              spellcheck={false}
              autocomplete="off"
              value={organization}
              onInput={(event) => setOrganization(event.currentTarget.value)}
            />
          </div>
          <button type="submit" disabled={organization.trim() === ''}>
            {i18n.t('ask.kbAdd')}
          </button>
        </form>
      </div>
    </details>
  );
}
