import { formatDuration } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../../messages/envelope.js';
import { sendMessage } from '../../messages/send-message.js';
import type { ReportView } from '../../messages/transcript-page.js';
import { type AskStarted, sendSearchMessage } from '../../search/search-protocol.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { MarkdownView } from '../../ui/markdown-view.js';
import { transcriptPageUrl } from '../../ui/open-page.js';
import { answerSections } from './answer-sections.js';
import { citedMoment } from './cited-moment.js';
import { KnowledgeBasePicker } from './knowledge-base-picker.js';

/** How often the page reads the report while it is written. */
const REPORT_POLL_MS = 1_000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'picking' }
  | { kind: 'writing'; started: AskStarted }
  | { kind: 'answered'; started: AskStarted; report: ReportView }
  | { kind: 'failed'; error: ErrorInfo; started?: AskStarted };

/** A link of the answer: a cited moment opens its transcript there; anything else stays text. */
function answerLink(text: string, href: string, key: string) {
  const moment = citedMoment(href);
  if (!moment) return text;
  return (
    <a
      key={key}
      href={transcriptPageUrl(moment.transcriptId, moment.atSeconds ?? undefined)}
      data-testid="cited-moment"
      translate={false}
    >
      {text}
    </a>
  );
}

function reportFailed(report: ReportView): ErrorInfo {
  return {
    kind: 'job_failed',
    title: i18n.t('ask.failed'),
    detail: i18n.t('ask.failedDetail', [report.error ?? report.status]),
    status: null,
    requestId: null,
    retryAfterS: null,
    scope: null,
  };
}

/** The report: its answer first, the rest of it folded (all of it when it has no answer part). */
function Answer({ markdown }: { markdown: string }) {
  const { answer, rest } = answerSections(markdown);
  return (
    <article class="stack answer" data-testid="answer">
      <h3>{i18n.t('ask.answerHeading')}</h3>
      <MarkdownView markdown={answer ?? rest} renderLink={answerLink} />
      {answer !== null && rest ? (
        <details class="whole-report">
          <summary>{i18n.t('ask.wholeReport')}</summary>
          <MarkdownView markdown={rest} renderLink={answerLink} />
        </details>
      ) : null}
    </article>
  );
}

/**
 * "Ask": one Smart Report over the transcripts that match the question best (the background
 * picks them from its index and makes the report); the page reads the report until it is
 * written and shows it, its cited moments as links, and the transcripts it drew on.
 */
export function AskBox() {
  const [question, setQuestion] = useState('');
  const [knowledgeBaseIds, setKnowledgeBaseIds] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const startedReport = phase.kind === 'writing' ? phase.started : null;
  useEffect(() => {
    if (!startedReport) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const answer = await sendMessage('getReport', { id: startedReport.reportId });
      if (!live) return;
      if (!answer.ok) setPhase({ kind: 'failed', error: answer.error, started: startedReport });
      else if (answer.value.status === 'completed')
        setPhase({ kind: 'answered', started: startedReport, report: answer.value });
      else if (answer.value.status === 'failed')
        setPhase({ kind: 'failed', error: reportFailed(answer.value), started: startedReport });
      else timer = setTimeout(() => void read(), REPORT_POLL_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [startedReport]);

  async function ask(event: Event) {
    event.preventDefault();
    setPhase({ kind: 'picking' });
    const answer = await sendSearchMessage('ask', { question, knowledgeBaseIds });
    setPhase(
      answer.ok
        ? { kind: 'writing', started: answer.value }
        : { kind: 'failed', error: answer.error },
    );
  }

  const busy = phase.kind === 'picking' || phase.kind === 'writing';
  const started = 'started' in phase ? phase.started : undefined;
  return (
    <section class="stack ask-box" aria-labelledby="ask-heading" data-testid="ask">
      <h2 id="ask-heading">{i18n.t('ask.heading')}</h2>
      <form class="row" onSubmit={(event) => void ask(event)}>
        <div class="field grow">
          <label for="ask-question">{i18n.t('ask.label')}</label>
          <input
            id="ask-question"
            type="text"
            value={question}
            aria-describedby="ask-hint"
            onInput={(event) => setQuestion(event.currentTarget.value)}
          />
          <p class="hint" id="ask-hint">
            {i18n.t('ask.hint')}
          </p>
        </div>
        <button type="submit" class="primary" disabled={busy || question.trim() === ''}>
          {i18n.t('ask.submit')}
        </button>
      </form>
      <KnowledgeBasePicker chosen={knowledgeBaseIds} onChosen={setKnowledgeBaseIds} />
      <div aria-live="polite" class="stack">
        {phase.kind === 'picking' ? <Loading label={i18n.t('ask.picking')} /> : null}
        {phase.kind === 'writing' ? (
          <Loading
            label={i18n.t('ask.writing', phase.started.sources.length, [
              String(phase.started.sources.length),
            ])}
          />
        ) : null}
        {phase.kind === 'failed' ? (
          <ErrorBox error={phase.error}>
            <OpenSettingsButton error={phase.error} closeWindow={false} />
          </ErrorBox>
        ) : null}
        {phase.kind === 'answered' ? <Answer markdown={phase.report.markdown ?? ''} /> : null}
        {started && phase.kind !== 'picking' ? (
          <div class="stack">
            <h3>{i18n.t('ask.sources')}</h3>
            <ul class="answer-sources">
              {started.sources.map((source) => (
                <li key={source.transcriptId} data-testid="answer-source">
                  <a
                    href={transcriptPageUrl(source.transcriptId, source.startS ?? undefined)}
                    translate={false}
                  >
                    {source.title}
                  </a>
                  {source.startS !== null ? (
                    <span class="time muted"> {formatDuration(source.startS)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
