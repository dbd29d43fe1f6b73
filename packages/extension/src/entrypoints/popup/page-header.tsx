import { useLayoutEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import type { PageSummary } from './page-summary.js';

/** Name of the performance mark set once the page's kind is painted (the e2e reads it). */
export const DETECTED_MARK = 'scribekit:page-detected';

/** What the page is, from its address alone: painted before the API answers. */
export function PageHeader({
  summary,
  withTitle = false,
}: {
  summary: PageSummary;
  /** Name the page here too (under a heading of its own, e.g. a link from the menu). */
  withTitle?: boolean;
}) {
  const { match } = summary;
  useLayoutEffect(() => {
    // After the next frame the header is on screen.
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(DETECTED_MARK).length === 0) {
        performance.mark(DETECTED_MARK);
      }
    });
  }, []);
  const kindText =
    match.kind === 'import'
      ? i18n.t('popup.kindImport')
      : match.kind === 'meeting'
        ? i18n.t('popup.kindMeeting')
        : null;
  return (
    <div class="page-header" data-detected={match.kind}>
      {withTitle ? (
        <p class="preview-title" data-testid="page-title">
          {summary.title}
        </p>
      ) : null}
      {kindText ? (
        <p class="muted small">
          {kindText} · {summary.sourceLabel}
        </p>
      ) : null}
      {summary.shownUrl ? (
        <p
          class="muted small url-line"
          data-testid="page-url"
          title={summary.shownUrl}
          translate={false}
        >
          {summary.shownUrl}
        </p>
      ) : null}
    </div>
  );
}
