import { useState } from 'preact/hooks';
import { type ErrorInfo, type JobView, sendMessage } from '../../messages.js';
import { ErrorBox } from '../../ui/error-box.js';
import { Loading } from '../../ui/loading.js';
import { openTranscript } from '../../ui/open-page.js';
import { useJobs } from './use-jobs.js';

/** The recent jobs started from the extension, with live progress. */
export function JobsSection() {
  const jobs = useJobs();
  return (
    <section class="section" aria-labelledby="jobs-title" data-testid="jobs">
      <h2 id="jobs-title">Recent jobs</h2>
      {jobs === null ? (
        <Loading label="Loading jobs…" />
      ) : jobs.length === 0 ? (
        <p class="muted" data-testid="no-jobs">
          No jobs yet. Transcriptions and recordings you start appear here.
        </p>
      ) : (
        <ul class="jobs">
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}

function JobItem({ job }: { job: JobView }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const active = job.phase === 'queued' || job.phase === 'working';
  const titleId = `job-${job.id}`;

  async function act(type: 'cancelJob' | 'retryJob') {
    setBusy(true);
    setError(null);
    const result = await sendMessage(type, { id: job.id });
    setBusy(false);
    if (!result.ok) setError(result.error);
  }

  return (
    <li class="job" aria-labelledby={titleId} data-job-phase={job.phase} data-job-kind={job.kind}>
      <div class="row spread">
        <span class="job-title" id={titleId}>
          {job.title}
        </span>
        <span class={`phase ${job.phase}`}>{job.label}</span>
      </div>
      <p class="muted small">
        {job.sourceLabel} · {job.kind === 'recording_job' ? 'Recording bot' : 'Import'}
      </p>
      {active ? (
        <progress
          aria-label={`${job.title}: ${job.label}`}
          max={1}
          {...(job.progress === null ? {} : { value: job.progress })}
        />
      ) : null}
      {job.phase === 'failed' && job.error ? <p class="small">{job.error}</p> : null}
      {job.warning ? <p class="small">{job.warning}</p> : null}
      {job.checkError && active ? (
        <p class="small" role="status">
          Couldn't check it: {job.checkError.title} {job.checkError.detail}
          {job.checkError.requestId ? ` Request id: ${job.checkError.requestId}.` : ''}
        </p>
      ) : null}
      <div class="job-actions">
        {job.phase === 'done' && job.transcriptId ? (
          <button type="button" onClick={() => void openTranscript(job.transcriptId ?? '', true)}>
            Open transcript
          </button>
        ) : null}
        {job.kind === 'recording_job' && active ? (
          <button
            type="button"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void act('cancelJob')}
          >
            Cancel recording
          </button>
        ) : null}
        {job.kind === 'source_import' && job.phase === 'failed' ? (
          <button
            type="button"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void act('retryJob')}
          >
            Retry import
          </button>
        ) : null}
      </div>
      {error ? <ErrorBox error={error} /> : null}
    </li>
  );
}
