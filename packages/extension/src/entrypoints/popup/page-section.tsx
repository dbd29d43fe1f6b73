import { useCallback, useEffect, useState } from 'preact/hooks';
import { type ErrorInfo, type PageReport, sendMessage } from '../../messages.js';
import { ErrorBox, OpenSettingsButton } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { activeTabUrl } from './active-tab.js';
import { ReportView } from './report-view.js';

type State =
  | { step: 'loading' }
  | { step: 'report'; report: PageReport }
  | { step: 'error'; error: ErrorInfo };

/** Looks at the active tab and offers what can be done with it. */
export function PageSection() {
  const [state, setState] = useState<State>({ step: 'loading' });

  const inspect = useCallback(async () => {
    setState({ step: 'loading' });
    const url = await activeTabUrl().catch(() => null);
    if (url === null) {
      setState({
        step: 'report',
        report: {
          kind: 'none',
          url: null,
          reason: "Scribekit can't see this tab's address. Paste the link instead.",
        },
      });
      return;
    }
    const result = await sendMessage('inspectPage', { url, source: 'tab' });
    setState(
      result.ok ? { step: 'report', report: result.value } : { step: 'error', error: result.error },
    );
  }, []);

  useEffect(() => {
    void inspect();
  }, [inspect]);

  return (
    <section
      class="section stack"
      aria-labelledby="page-title"
      aria-busy={state.step === 'loading'}
      data-state={state.step === 'report' ? state.report.kind : state.step}
    >
      <h2 id="page-title">This page</h2>
      {state.step === 'loading' ? <Loading label="Checking this page…" /> : null}
      {state.step === 'error' ? (
        <ErrorBox error={state.error}>
          <button type="button" onClick={() => void inspect()}>
            Try again
          </button>
          <OpenSettingsButton error={state.error} />
        </ErrorBox>
      ) : null}
      {state.step === 'report' ? <ReportView report={state.report} from="page" /> : null}
    </section>
  );
}
