import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { BatchDetails, BatchItemView } from '../../messages/page-batches.js';
import { sendMessage } from '../../messages/send-message.js';
import { batchRowText } from '../../ui/batch-text.js';
import { transcriptPageUrl } from '../../ui/open-page.js';

/** How often the page asks for the progress of a batch that runs. */
const REFRESH_MS = 3_000;

function statusLabel(status: BatchItemView['status']): string {
  switch (status) {
    case 'queued':
      return i18n.t('batch.status.queued');
    case 'importing':
      return i18n.t('batch.status.importing');
    case 'transcribing':
      return i18n.t('batch.status.transcribing');
    case 'done':
      return i18n.t('batch.status.done');
    case 'skipped':
      return i18n.t('batch.status.skipped');
    case 'failed':
      return i18n.t('batch.status.failed');
  }
}

/** The page batches ("Transcribe N videos"), each with every video's state and transcript. */
export function BatchesSection() {
  const [batches, setBatches] = useState<BatchDetails[] | null>(null);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const listed = await sendMessage('listBatches', null);
      if (closed || !listed.ok) return;
      const details = await Promise.all(
        listed.value.map((batch) => sendMessage('getBatch', { id: batch.id })),
      );
      if (closed) return;
      setBatches(details.flatMap((result) => (result.ok ? [result.value] : [])));
      setNow(Date.now());
      const live = listed.value.some(
        (batch) => batch.state === 'running' || batch.state === 'waiting',
      );
      if (live) timer = setTimeout(() => void load(), REFRESH_MS);
    };
    void load();
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  }, []);

  if (!batches || batches.length === 0) return null;
  return (
    <section class="stack" aria-labelledby="batches-title" data-testid="batches">
      <h2 id="batches-title">{i18n.t('batch.section')}</h2>
      {batches.map((batch, index) => (
        <article
          key={batch.id}
          id={`batch-${batch.id}`}
          class="card stack"
          data-batch-id={batch.id}
          data-batch-state={batch.state}
        >
          <h3 translate={false}>{batch.title || batch.pageUrl}</h3>
          <p class="small muted">{i18n.t('batch.fromPage', [batch.pageUrl])}</p>
          <p data-testid="batch-row">{batchRowText(batch, now)}</p>
          <progress
            max={batch.total}
            value={batch.done + batch.skipped + batch.failed}
            aria-label={batch.title || batch.pageUrl}
          />
          {/* The newest batch and every running one open; older finished ones folded. */}
          <details open={index === 0 || batch.state === 'running' || batch.state === 'waiting'}>
            <summary>{i18n.t('batch.found', batch.total)}</summary>
            <ol class="batch-items">
              {batch.items.map((item) => (
                <li key={item.url} data-testid="batch-item" data-status={item.status}>
                  {item.transcriptId && (item.status === 'done' || item.status === 'skipped') ? (
                    <a href={transcriptPageUrl(item.transcriptId)} translate={false}>
                      {item.title || item.url}
                    </a>
                  ) : (
                    <span translate={false}>{item.title || item.url}</span>
                  )}
                  <span class="muted small">
                    {item.error
                      ? `${statusLabel(item.status)}: ${item.error}`
                      : statusLabel(item.status)}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        </article>
      ))}
    </section>
  );
}
