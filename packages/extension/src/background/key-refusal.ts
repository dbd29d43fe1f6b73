import { AuthenticationError, PermissionError } from '@scribekit/sdk';
import type { KeyRefusalView } from '../key-state.js';
import type { StorageArea } from './storage-area.js';

const STORAGE_KEY = 'keyRefused';

/**
 * The one record of a saved key the service refused (401, or 403 for the work a batch or a check
 * needs). While it stands, the background sends nothing with that key — page batches, the
 * poller and starts all halt after that one refused request, the CLI's rule — and the popup and
 * the badge say so. Saving a working key clears it, and the work goes on by itself.
 */
export function createKeyRefusal(area: StorageArea, now: () => number = Date.now) {
  let known: KeyRefusalView | null | undefined;
  const listeners = new Set<(refused: KeyRefusalView | null) => void>();

  async function read(): Promise<KeyRefusalView | null> {
    if (known !== undefined) return known;
    const stored = (await area.get(STORAGE_KEY))[STORAGE_KEY] as KeyRefusalView | undefined;
    known = stored && typeof stored.at === 'number' ? stored : null;
    return known;
  }

  function tell(refused: KeyRefusalView | null) {
    for (const listener of listeners) listener(refused);
  }

  return {
    read,
    /** Records a refusal (the first one stands until a key is saved). */
    async mark(refusal: Omit<KeyRefusalView, 'at'>): Promise<void> {
      if (await read()) return;
      known = { ...refusal, at: now() };
      await area.set({ [STORAGE_KEY]: known });
      tell(known);
    },
    /** A key was saved (or forgotten): the refusal no longer holds. */
    async clear(): Promise<void> {
      if ((await read()) === null) return;
      known = null;
      await area.remove(STORAGE_KEY);
      tell(null);
    },
    /** Calls `listener` on every change; returns a function that stops it. */
    subscribe(listener: (refused: KeyRefusalView | null) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What `createKeyRefusal` returns. */
export type KeyRefusal = ReturnType<typeof createKeyRefusal>;

/** The refusal an error of the work (a batch's import, a job's check) stands for, or null. */
export function refusalOf(error: unknown): Omit<KeyRefusalView, 'at'> | null {
  if (error instanceof AuthenticationError) {
    return { status: 401, requestId: error.requestId ?? null, scope: null };
  }
  if (error instanceof PermissionError && !error.needsWebSession) {
    return { status: 403, requestId: error.requestId ?? null, scope: error.requiredScope };
  }
  return null;
}
