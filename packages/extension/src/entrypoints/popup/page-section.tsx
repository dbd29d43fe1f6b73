import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import type { PageReport } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { PageHeader } from './page-header.js';
import { PageJob } from './page-job.js';
import type { PageSummary } from './page-summary.js';
import { ReportView } from './report-view.js';
import type { PageName } from './use-page-name.js';

// Failures that pass by themselves, checked again after 2 s, 4 s, 8 s, then every 10 s.
const PASSING: ReadonlySet<ErrorInfo['kind']> = new Set([
  'offline',
  'unreachable',
  'timeout',
  'server',
  'rate_limited',
]);
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 10_000;

type State =
  | { step: 'loading' }
  | { step: 'report'; report: PageReport }
  | { step: 'error'; error: ErrorInfo };

/** Where the page's address comes from: the active tab, or a link handed over (`?link=`). */
export interface PageSource {
  /** The address, or null when the tab's address cannot be read. */
  url: string | null;
  /** A link from the context menu, to be confirmed before anything is sent. */
  confirm: boolean;
}

/**
 * What can be done with the page: first what its address says (painted at once, no request),
 * then what the API says about it.
 */
export function PageSection({
  source,
  summary,
  hasKey,
  page = { name: null, image: null },
  listsVideos = false,
  brief = false,
}: {
  source: PageSource;
  /** What the address alone says about the page. */
  summary: PageSummary;
  /** Whether a key is saved; null until the settings are read. */
  hasKey: boolean | null;
  /** The page's own name and picture, once read from the tab. */
  page?: PageName;
  /** The page is no recording but links to videos (offered above): only the link form stays. */
  listsVideos?: boolean;
  /** Something else leads (a recording waiting for a choice): a page with nothing says no more. */
  brief?: boolean;
}) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const retries = useRef(0);

  // `again`: a check after a failure, which keeps the failure on screen until it has an answer.
  const inspect = useCallback(
    async (again = false) => {
      if (!again) setState({ step: 'loading' });
      if (source.url === null) {
        setState({
          step: 'report',
          report: {
            kind: 'none',
            url: null,
            hint: null,
            reason: i18n.t('popup.noAddress'),
          },
        });
        return;
      }
      const result = await sendMessage('inspectPage', {
        url: source.url,
        source: source.confirm ? 'pasted' : 'tab',
      });
      if (result.ok) retries.current = 0;
      setState(
        result.ok
          ? { step: 'report', report: result.value }
          : { step: 'error', error: result.error },
      );
    },
    [source],
  );

  useEffect(() => {
    if (hasKey) void inspect();
  }, [inspect, hasKey]);

  // A failure that passes (the API unreachable, busy or down) is checked again until it clears,
  // so the notice never outlives the outage.
  useEffect(() => {
    if (state.step !== 'error' || !PASSING.has(state.error.kind)) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** retries.current, RETRY_MAX_MS);
    retries.current += 1;
    const timer = setTimeout(() => void inspect(true), delay);
    return () => clearTimeout(timer);
  }, [state, inspect]);

  const previewTitle =
    state.step === 'report' && state.report.kind === 'import' ? state.report.preview.title : null;

  return (
    <section
      class="section stack"
      aria-labelledby="page-title"
      aria-busy={hasKey !== false && state.step === 'loading'}
      data-state={
        hasKey === false ? 'setup' : state.step === 'report' ? state.report.kind : state.step
      }
    >
      {source.confirm || listsVideos ? (
        <h2 id="page-title">
          {source.confirm ? i18n.t('popup.linkFromMenu') : i18n.t('popup.orPasteLink')}
        </h2>
      ) : (
        // The page's one name: its own title, else the service's, else the one its address gives.
        <h2
          id="page-title"
          data-testid="page-title"
          translate={page.name || previewTitle ? false : undefined}
        >
          {page.name ?? previewTitle ?? summary.title}
        </h2>
      )}
      {listsVideos ? null : <PageHeader summary={summary} withTitle={source.confirm} />}
      {!hasKey || listsVideos ? null : state.step === 'loading' ? (
        <Loading
          label={
            summary.match.kind === 'none'
              ? i18n.t('popup.checkingPage')
              : i18n.t('popup.askingService')
          }
        />
      ) : null}
      {state.step === 'error' ? (
        <>
          <ErrorBox error={state.error}>
            <button type="button" onClick={() => void inspect()}>
              {i18n.t('common.retry')}
            </button>
            <OpenSettingsButton error={state.error} />
          </ErrorBox>
          <PageJob url={summary.match.kind === 'none' ? null : summary.match.url} />
        </>
      ) : null}
      {state.step === 'report' ? (
        <ReportView
          report={state.report}
          from="page"
          page={page}
          confirm={source.confirm}
          withoutReason={listsVideos}
          brief={brief}
        />
      ) : null}
    </section>
  );
}
