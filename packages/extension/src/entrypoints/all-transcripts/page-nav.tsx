import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { TranscriptPage } from '../../messages/transcript-list.js';

/**
 * Paging of a long list: where it is ("Page 2 of 5"), Previous and Next, and a page to jump to.
 * The buttons that cannot go further are disabled, and look it.
 */
export function PageNav({
  page,
  pageSize,
  busy,
  onSkip,
}: {
  page: TranscriptPage;
  pageSize: number;
  /** A page is on its way: nothing more is asked for until it arrives. */
  busy: boolean;
  /** Goes to the page that starts after `skip` items. */
  onSkip: (skip: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  const current = Math.min(pages, Math.floor(page.skip / pageSize) + 1);
  const [typed, setTyped] = useState(String(current));
  useEffect(() => setTyped(String(current)), [current]);
  const wanted = Math.trunc(Number(typed));
  const valid = Number.isFinite(wanted) && wanted >= 1 && wanted <= pages;

  return (
    <nav class="page-nav" aria-label={i18n.t('all.paging')} data-page={current} data-pages={pages}>
      <button
        type="button"
        disabled={busy || current <= 1}
        onClick={() => onSkip((current - 2) * pageSize)}
      >
        {i18n.t('all.previous')}
      </button>
      <span data-testid="page-count" aria-current="page">
        {i18n.t('all.pageOf', [String(current), String(pages)])}
      </span>
      <button
        type="button"
        disabled={busy || current >= pages}
        onClick={() => onSkip(current * pageSize)}
      >
        {i18n.t('all.next')}
      </button>
      <form
        class="row jump"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && wanted !== current) onSkip((wanted - 1) * pageSize);
        }}
      >
        <label class="inline" for="jump-page">
          {i18n.t('all.jumpLabel')}
        </label>
        <input
          id="jump-page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={typed}
          aria-invalid={!valid}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy || !valid || wanted === current}>
          {i18n.t('all.jump')}
        </button>
      </form>
    </nav>
  );
}
