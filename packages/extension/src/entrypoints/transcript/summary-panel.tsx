import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import type { ReportView } from '../../messages/transcript-page.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { MarkdownView } from '../../ui/markdown-view.js';
import { type Seeker, TimeLink } from './time-link.js';

const POLL_MS = 1_000;

type State =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'report'; report: ReportView; startedAt: number | null }
  | { state: 'error'; error: ErrorInfo; creating: boolean };

/** The busy-account 429 in plain words (the service runs at most three reports at a time). */
function explain(error: ErrorInfo): ErrorInfo {
  if (error.kind !== 'rate_limited') return error;
  return {
    ...error,
    title: i18n.t('summary.busyTitle'),
    detail:
      error.retryAfterS !== null
        ? i18n.t('summary.busyRetryAfter', [String(error.retryAfterS)])
        : i18n.t('summary.busyDetail'),
  };
}

/**
 * The transcript's summary: an existing Smart Report, or a button that writes one. The times it
 * mentions play (or lead to) their moment.
 */
export function SummaryPanel({
  transcriptId,
  seeker,
  durationS,
}: {
  transcriptId: string;
  seeker: Seeker;
  /** The recording's length: times past it are not the recording's. */
  durationS: number;
}) {
  const [view, setView] = useState<State>({ state: 'loading' });
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    void sendMessage('getSummary', { id: transcriptId }).then((result) => {
      if (!result.ok) setView({ state: 'error', error: result.error, creating: false });
      else if (result.value === null) setView({ state: 'none' });
      else setView({ state: 'report', report: result.value, startedAt: null });
    });
  }, [transcriptId]);

  const running =
    view.state === 'report' &&
    view.report.status !== 'completed' &&
    view.report.status !== 'failed';
  const reportId = view.state === 'report' ? view.report.id : null;

  useEffect(() => {
    if (!running || !reportId) return;
    const timer = setTimeout(() => {
      void sendMessage('getReport', { id: reportId }).then((result) => {
        setNow(Date.now());
        if (result.ok) {
          setView((before) =>
            before.state === 'report' ? { ...before, report: result.value } : before,
          );
        } else setView({ state: 'error', error: result.error, creating: false });
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  });

  async function create() {
    const startedAt = Date.now();
    setView({
      state: 'report',
      report: { id: '', status: 'pending', markdown: null, error: null },
      startedAt,
    });
    const result = await sendMessage('createSummary', { id: transcriptId });
    if (result.ok) setView({ state: 'report', report: result.value, startedAt });
    else setView({ state: 'error', error: explain(result.error), creating: true });
  }

  const writeButton = (label: string) => (
    <button type="button" class="primary" onClick={() => void create()}>
      {label}
    </button>
  );

  return (
    <section class="card stack" aria-labelledby="summary-title" data-testid="summary">
      <h2 id="summary-title">{i18n.t('summary.title')}</h2>
      {view.state === 'loading' ? <Loading label={i18n.t('summary.loading')} /> : null}
      {view.state === 'none' ? (
        <>
          <p class="muted">{i18n.t('summary.none')}</p>
          <div class="row">{writeButton(i18n.t('summary.write'))}</div>
        </>
      ) : null}
      {view.state === 'error' ? (
        <ErrorBox error={view.error}>
          {view.creating ? writeButton(i18n.t('common.retry')) : null}
        </ErrorBox>
      ) : null}
      {view.state === 'report' && running ? (
        <div data-report-status={view.report.status}>
          <Loading
            label={
              view.startedAt === null
                ? i18n.t('summary.writing')
                : i18n.t('summary.writingFor', [
                    String(Math.max(0, Math.round((now - view.startedAt) / 1000))),
                  ])
            }
          />
          <progress aria-label={i18n.t('summary.title')} />
        </div>
      ) : null}
      {view.state === 'report' && view.report.status === 'completed' ? (
        <div data-report-status="completed" translate={false}>
          <MarkdownView
            markdown={view.report.markdown ?? ''}
            maxSeconds={durationS}
            renderTime={(seconds, key) => <TimeLink key={key} seconds={seconds} seeker={seeker} />}
          />
        </div>
      ) : null}
      {view.state === 'report' && view.report.status === 'failed' ? (
        <div class="message error" role="alert" data-report-status="failed">
          <p class="message-title">{i18n.t('summary.failed')}</p>
          {view.report.error ? <p>{view.report.error}</p> : null}
          <div class="row">{writeButton(i18n.t('common.retry'))}</div>
        </div>
      ) : null}
    </section>
  );
}
