// A batch of the videos of one page: started in the popup, followed on the All transcripts page.

/** A batch of the videos of one page, as pages see it. */
export interface BatchView {
  /** Batch id. */
  id: string;
  /** Canonical address of the page. */
  pageUrl: string;
  /** The page's title. */
  title: string;
  /** Videos in the batch. */
  total: number;
  /** Already transcribed before the batch started (not imported again). */
  skipped: number;
  /** Transcribed by this batch so far. */
  done: number;
  /** Failed. */
  failed: number;
  /** `running`, `waiting` (for the import quota), `done` or `cancelled`. */
  state: 'running' | 'waiting' | 'done' | 'cancelled';
  /** While waiting: when the next import may be sent (ms since epoch). */
  nextAt: number | null;
  /** When it was started and ended (ms since epoch). */
  createdAt: number;
  endedAt: number | null;
}

/** What starting a batch of a page's videos would do. */
export interface BatchPlanView {
  /** Distinct videos the page links to (more than `total` when capped). */
  found: number;
  /** Videos the batch would take. */
  total: number;
  /** Of those, already transcribed (or being transcribed) on the service: skipped. */
  alreadyDone: number;
  /** Imports the batch needs. */
  toImport: number;
  /** How long until the last of them can be sent under the import quota, in ms (0: all now). */
  quotaWaitMs: number;
  /** The import quota planned with: `limit` imports per `windowMs`. */
  limit: number;
  windowMs: number;
  /** A batch of this page that is still running (then there is nothing to start). */
  running: BatchView | null;
}

/** One video of a batch, on the All transcripts page. */
export interface BatchItemView {
  /** Canonical address. */
  url: string;
  /** Title from the page ('' when none). */
  title: string;
  /** Where it stands. */
  status: 'queued' | 'importing' | 'transcribing' | 'done' | 'skipped' | 'failed';
  /** Its transcript, once known. */
  transcriptId: string | null;
  /** Why it failed. */
  error: string | null;
}

/** A batch with its videos. */
export interface BatchDetails extends BatchView {
  /** Every video, in page order. */
  items: BatchItemView[];
}
