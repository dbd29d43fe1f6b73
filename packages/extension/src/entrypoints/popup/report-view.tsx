import type { PageReport } from '../../messages.js';
import { ImportCard } from './import-card.js';
import { LinkForm } from './link-form.js';
import { MeetingCard } from './meeting-card.js';

/** One report: the import preview, the meeting, or why nothing can be done (with a link form). */
export function ReportView({ report, from }: { report: PageReport; from: 'page' | 'link' }) {
  if (report.kind === 'import') return <ImportCard report={report} from={from} />;
  if (report.kind === 'meeting') return <MeetingCard report={report} />;
  return (
    <>
      <div class="message warn" data-testid="unsupported">
        <p>{report.reason}</p>
      </div>
      {from === 'page' ? <LinkForm /> : null}
    </>
  );
}
