import { useEffect, useState } from 'preact/hooks';
import { KEY_STATE_PORT, type KeyRefusalView, type KeyStateUpdate } from '../../key-state.js';
import { listenToPort } from './live-port.js';

/**
 * Whether the service refused the saved key, live: the background pushes it through a port of
 * its own the moment a request is refused, and again when a working key is saved.
 */
export function useKeyRefusal(): KeyRefusalView | null {
  const [refused, setRefused] = useState<KeyRefusalView | null>(null);
  useEffect(
    () =>
      listenToPort(KEY_STATE_PORT, (message) => {
        const update = message as KeyStateUpdate;
        if (update?.type === 'key-state') setRefused(update.refused);
      }),
    [],
  );
  return refused;
}
