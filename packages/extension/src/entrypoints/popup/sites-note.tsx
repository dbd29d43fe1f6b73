import { platforms, providers } from '@scribekit/shared';
import { i18n } from '#i18n';

/** Video sites named in the note's one line; the rest are counted, and listed when unfolded. */
const NAMED_SITES = 3;

/**
 * Which sites Scribekit works with, as a calm note: one line naming a few, unfolding to the whole
 * list (never a run-on sentence of every provider).
 */
export function SitesNote() {
  const sites = providers.filter((item) => item.code !== 'direct_url').map((item) => item.label);
  const meetings = platforms.map((item) => item.label);
  const named = sites.slice(0, NAMED_SITES).join(', ');
  return (
    <details class="small muted" data-testid="sites">
      <summary>
        {i18n.t('page.worksWith', [named, String(sites.length - NAMED_SITES), meetings.join(', ')])}
      </summary>
      <ul class="sites" translate={false}>
        {sites.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </details>
  );
}
