import type { PageReport } from '../../messages/popup.js';
import { ImportCard } from './import-card.js';
import { LinkForm } from './link-form.js';
import { MeetingCard } from './meeting-card.js';
import { SitesNote } from './sites-note.js';
import type { PageName } from './use-page-name.js';

/** One report: the import preview, the meeting, or why nothing can be done (with a link form). */
export function ReportView({
  report,
  from,
  page,
  confirm = false,
  withoutReason = false,
  brief = false,
}: {
  report: PageReport;
  from: 'page' | 'link';
  /** The page's own name and picture (on the page itself). */
  page?: PageName;
  confirm?: boolean;
  /** Leave out why nothing can be done (the page's videos are offered instead). */
  withoutReason?: boolean;
  /** Nothing can be done and something else leads: say no more than the heading. */
  brief?: boolean;
}) {
  // On the page itself, a link can be pasted instead; a pasted link's report offers no second form.
  const pasteForm =
    from === 'page' ? (
      <LinkForm renderReport={(pasted) => <ReportView report={pasted} from="link" />} />
    ) : null;
  if (report.kind === 'import') {
    return <ImportCard report={report} from={from} page={page} whenUnsupported={pasteForm} />;
  }
  if (report.kind === 'meeting') {
    // On the page itself the header above already names the meeting and shows its address.
    return <MeetingCard report={report} confirm={confirm} named={from === 'link'} />;
  }
  if (brief) return null;
  if (withoutReason) return pasteForm;
  // Nothing to do here is the normal state of most pages: a calm note, not a warning.
  return (
    <>
      <div class="stack" data-testid="unsupported" data-hint={report.hint ?? undefined}>
        <p class="muted">{report.reason}</p>
        {report.hint === 'paste_meeting_link' ? null : <SitesNote />}
      </div>
      {pasteForm}
    </>
  );
}
