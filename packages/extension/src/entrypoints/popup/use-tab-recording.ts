import { useCallback, useEffect, useState } from 'preact/hooks';
import type { TabRecording } from '../../recording/protocol.js';
import { askRecorder } from '../../recording/recording-client.js';

/** How often the popup reads the recording's state while it is open. */
const REFRESH_MS = 500;

/** Phases in which a recording needs the popup's attention first: it runs, or waits for a choice. */
const LEADING = new Set<TabRecording['phase']>([
  'recording',
  'uploading',
  'transcribing',
  'failed',
  'interrupted',
]);

/** Whether the recording goes at the top of the popup (running, or waiting for a decision). */
export function leadsThePopup(recording: TabRecording | null | undefined): boolean {
  return Boolean(recording && LEADING.has(recording.phase));
}

/**
 * The tab recording, live (Chrome only): `undefined` until the background answered, `null` when
 * there is none. The second value replaces it with an answer the popup got itself. Asked for once
 * `enabled` (a key is saved): not in the popup's first frame, which paints first.
 */
export function useTabRecording(
  enabled = true,
): [TabRecording | null | undefined, (recording: TabRecording | null) => void] {
  const [recording, setRecording] = useState<TabRecording | null | undefined>(
    import.meta.env.CHROME ? undefined : null,
  );
  const refresh = useCallback(async () => {
    const answer = await askRecorder({ type: 'get' });
    if (answer.ok) setRecording(answer.recording);
  }, []);
  useEffect(() => {
    if (!import.meta.env.CHROME || !enabled) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh, enabled]);
  return [recording, setRecording];
}
