import { i18n } from '#i18n';
import type { JobView } from '../messages/popup.js';
import type { StorageArea } from './storage-area.js';

/**
 * A start the person asked for that the service has not confirmed yet. It is written before the
 * create request goes out and removed once the job is tracked (or the service refused), so a
 * closed popup, a second click or a restarted background never sends a second job for one click.
 * The create endpoints do not honour `Idempotency-Key`: a start whose answer never came is *in
 * doubt* until its attempt's deadline has passed and the service's list says whether it landed.
 */
export interface StartIntent {
  /** Sent as `Idempotency-Key`, and kept when the request is sent again after a restart. */
  key: string;
  /** Which job it starts. */
  kind: JobView['kind'];
  /** The canonical address (`detectPage`'s `url`): one start per recording at a time. */
  url: string;
  /** Title the job is shown with. */
  title: string;
  /** Title sent with an import (the preview's); null lets the service name it. */
  requestTitle: string | null;
  /** Provider or platform name. */
  sourceLabel: string;
  /** Provider or platform code, as the create request takes it. */
  code: string;
  /** Language code of an import; null for automatic detection. */
  language: string | null;
  /** Whether to run speaker detection once the transcript is ready (older imports' option). */
  separateSpeakers: boolean;
  /** When the person asked (ms since epoch). */
  createdAt: number;
  /**
   * When the answer to the last create request sent can no longer come (ms since epoch): its
   * time limit after it went out. Before then the service may still be making the job.
   */
  deadline?: number;
}

const STORAGE_KEY = 'starts';

function looksLikeIntent(value: unknown): value is StartIntent {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Partial<StartIntent>;
  return (
    typeof intent.key === 'string' &&
    typeof intent.url === 'string' &&
    (intent.kind === 'source_import' || intent.kind === 'recording_job') &&
    typeof intent.createdAt === 'number'
  );
}

/** The starts on their way, in memory and in storage; claims are decided one at a time. */
export function createStartJournal(area: StorageArea) {
  let loading: Promise<void> | null = null;
  let intents: StartIntent[] = [];
  // Every change waits for the one before it, so two claims for one page never both succeed.
  let queue: Promise<unknown> = Promise.resolve();
  // Starts whose create request this background has sent and is waiting on (not in doubt).
  const sending = new Set<string>();
  const listeners = new Set<(intents: StartIntent[]) => void>();

  async function load(): Promise<StartIntent[]> {
    loading ??= area.get(STORAGE_KEY).then((stored) => {
      const raw = stored[STORAGE_KEY];
      intents = Array.isArray(raw) ? raw.filter(looksLikeIntent) : [];
    });
    await loading;
    return intents;
  }

  async function commit(next: StartIntent[]): Promise<void> {
    intents = next;
    await area.set({ [STORAGE_KEY]: next }).catch(() => undefined);
    for (const listener of listeners) listener(next);
  }

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /** Every start on its way, oldest first. */
    all: async (): Promise<StartIntent[]> => [...(await load())],
    /**
     * Records `intent` unless a start for the same address is on its way or `busy` finds a job
     * already running there; returns what is in the way, or null when the intent was recorded.
     * `busy` runs inside the claim, so nothing can start in between.
     */
    claim<T>(
      intent: StartIntent,
      busy: () => Promise<T | undefined>,
    ): Promise<{ intent: StartIntent } | { job: T } | null> {
      return serial(async () => {
        const current = await load();
        const pending = current.find((other) => other.url === intent.url);
        if (pending) return { intent: pending };
        const running = await busy();
        if (running !== undefined) return { job: running };
        await commit([...current, intent]);
        return null;
      });
    },
    /** Sets the deadline of a start's new attempt (before its request goes out again). */
    setDeadline(key: string, deadline: number): Promise<void> {
      return serial(async () => {
        const current = await load();
        if (!current.some((intent) => intent.key === key)) return;
        await commit(
          current.map((intent) => (intent.key === key ? { ...intent, deadline } : intent)),
        );
      });
    },
    /**
     * Marks a start's request as sent by this background (true) or answered (false). A start on
     * record that no live request stands for is in doubt (`isSending` false).
     */
    markSending(key: string, on: boolean): void {
      if (on) sending.add(key);
      else sending.delete(key);
      for (const listener of listeners) listener(intents);
    },
    /** Whether this background is waiting on the start's create request. */
    isSending: (key: string): boolean => sending.has(key),
    /** Forgets a start: its job is tracked, or the service said no. */
    release(key: string): Promise<void> {
      return serial(async () => {
        const current = await load();
        if (current.some((intent) => intent.key === key)) {
          await commit(current.filter((intent) => intent.key !== key));
        }
      });
    },
    /** Calls `listener` with every start on its way after each change; returns the unsubscribe. */
    subscribe(listener: (intents: StartIntent[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What `createStartJournal` returns. */
export type StartJournal = ReturnType<typeof createStartJournal>;

/** Id of the view of a start on its way (never an API id). */
export const startingId = (intent: Pick<StartIntent, 'key'>) => `starting:${intent.key}`;

/**
 * A start on its way as the popup shows it: a job with nothing to do yet, "Starting…" while its
 * request is out, "Checking whether the service received it…" while it is in doubt.
 */
export function intentView(intent: StartIntent, sending: boolean): JobView {
  return {
    id: startingId(intent),
    kind: intent.kind,
    title: intent.title,
    url: intent.url,
    sourceLabel: intent.sourceLabel,
    phase: 'queued',
    progress: null,
    label: sending ? i18n.t('jobs.starting') : i18n.t('jobs.checking'),
    transcriptId: null,
    error: null,
    errorHint: null,
    gone: false,
    warning: null,
    checkError: null,
    createdAt: intent.createdAt,
    starting: true,
  };
}
