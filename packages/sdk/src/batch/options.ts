import type { components, ExportFormat, Scribekit } from '../index.js';
import type { ItemClaims } from './claims.js';
import type { ContentClaims } from './content-claims.js';
import type { Ledger } from './ledger.js';
import type { OutputSink } from './output.js';
import type { QuotaLimit, QuotaName, QuotaStore } from './quota.js';

type Schemas = components['schemas'];

/**
 * Makes one output file in this process instead of exporting it from the service, e.g. captions
 * built by `@scribekit/sdk/captions` from the transcript's words.
 */
export interface OutputRenderer {
  /**
   * What makes the file (`captions:netflix`), kept in the ledger: a rerun with another renderer
   * (or none) writes the file again, one with the same renderer skips it.
   */
  id: string;
  /** The file's bytes for a completed transcript. */
  render(
    transcriptId: string,
    context: { scribekit: Scribekit; signal: AbortSignal | undefined },
  ): Promise<Uint8Array>;
}

/**
 * Settings of each transcript the batch creates, from a file or a link (an import takes the same
 * language, title and clip). `title` names every transcript of the batch: meant for a batch of
 * one item (an MCP call); without it the service uses the file name or the page's title.
 */
export type TranscriptSettings = Pick<
  Schemas['CreateTranscriptRequest'],
  'language' | 'title' | 'diarize' | 'clip_start_s' | 'clip_end_s'
>;

/** Options of `createBatch`. */
export interface BatchOptions {
  /** The client the batch works through (portable or `@scribekit/sdk/node`'s). */
  scribekit: Scribekit;
  /** Durable steps per item (`openJournalLedger(path)` on Node). */
  ledger: Ledger;
  /** Where outputs are written (`directoryOutput(dir)` on Node). */
  output: OutputSink;
  /**
   * Export formats written per item as `<name>.<format>` (default `['txt']`); `[]` makes the
   * transcripts only (a browser extension that opens them in its own page).
   */
  formats?: ExportFormat[];
  /** Formats made in this process (`OutputRenderer`) instead of by the service's export. */
  render?: Partial<Record<ExportFormat, OutputRenderer>>;
  /** Also create this Smart Report per item and write it as `<name>.<type>.md` (e.g. `summary`). */
  report?: string;
  /** Settings of every transcript (language, diarization, clip). */
  transcript?: TranscriptSettings;
  /** Items worked on at once (default 4). */
  concurrency?: number;
  /** Parts in flight per upload (default 4). */
  uploadConcurrency?: number;
  /**
   * Shared quota state (default: the ledger itself when it is a `QuotaStore`, as the journal
   * ledger is, else memory). A fleet shares one per API key.
   */
  quotas?: QuotaStore;
  /**
   * Known limits instead of the documented ones, e.g. a raised plan. The limit in force is this
   * one, else the one the service states in its answers' `RateLimit-Policy` header, else the
   * documented one: a 429 means the window is full now (other clients may share the key), so the
   * batch waits for its `Retry-After` and goes on at this rate; it never lowers it.
   */
  limits?: Partial<Record<QuotaName, QuotaLimit>>;
  /**
   * Rate-limited requests in flight at once, counted over every user of the quota store
   * (default: as many as the quota allows). 1 sends them one at a time: a key revoked mid-batch
   * is refused once, at the price of a slow request holding up the next.
   */
  maxInFlight?: number;
  /**
   * Keeps processes sharing the key from uploading one content twice: claimed before upload-init,
   * a content another process is uploading is waited for and its transcript reused (default:
   * within this batch only). `directoryContentClaims(dir)` on Node.
   */
  contentClaims?: ContentClaims;
  /** Keeps several workers off one item (default: claims in this process). */
  claims?: ItemClaims;
  /**
   * How long a granted quota slot stays held by a worker that stops renewing it (default 120 000
   * ms). While a request is under way its slot is renewed every third of that; a dead worker's
   * slot frees within this time and counts as used. A fleet passes its lock time.
   */
  quotaLeaseMs?: number;
  /**
   * Gives up after the service has not answered for this long (ms): the batch stops like
   * `stop()`, fails no item, and `run` resolves with `unreachableSince` in its summary. Default:
   * it waits for the service as long as it takes.
   */
  maxOutageMs?: number;
  /**
   * Tells a request that certainly never reached the service (refused connection, DNS or TLS
   * failure): its quota slot is freed instead of counted. Default: none on this portable entry
   * (every failure may have counted; browsers do not say why a fetch failed);
   * `neverReachedService` with `openDirectoryBatch` (`@scribekit/sdk/batch/node`).
   */
  neverReached?: (error: unknown) => boolean;
  /** Tries parked items again (their input was refused: not audio or video, a link the service cannot use). */
  retryFailed?: boolean;
  /**
   * Checks each file's first bytes before spending an upload slot and refuses (parks) an empty
   * file or one that is not audio or video (default true).
   */
  checkMedia?: boolean;
  /** First delay between polls of a job, in ms (default 1 000, growing to 5 000). */
  pollIntervalMs?: number;
  /** Stops the batch: steps in flight end, nothing new starts; `run` rejects with the reason. */
  signal?: AbortSignal;
  /** The clock (tests). */
  now?: () => number;
}
