import { useEffect, useState } from 'preact/hooks';
import type { BatchView } from '../../messages/page-batches.js';
import { sendMessage } from '../../messages/send-message.js';

/** How often an open popup asks for its batches' progress. */
const REFRESH_MS = 2_000;

/**
 * The page batches the background keeps, refreshed while the popup is open (null until known).
 * Asked for once `enabled` (a key is saved): not in the popup's first frame, which paints first.
 */
export function useBatches(enabled = true): [BatchView[] | null, (batch: BatchView) => void] {
  const [batches, setBatches] = useState<BatchView[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const result = await sendMessage('listBatches', null);
      if (closed) return;
      if (result.ok) setBatches(result.value);
      timer = setTimeout(() => void load(), REFRESH_MS);
    };
    void load();
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  }, [enabled]);
  // A batch the popup has just started shows at once, before the next refresh.
  const add = (batch: BatchView) =>
    setBatches((current) => [batch, ...(current ?? []).filter((one) => one.id !== batch.id)]);
  return [batches, add];
}
