import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { KEY_STATE_PORT, type KeyRefusalView, type KeyStateUpdate } from '../../key-state.js';

/**
 * Whether the service refused the saved key, live: the background pushes it through a port of
 * its own the moment a request is refused, and again when a working key is saved.
 */
export function useKeyRefusal(): KeyRefusalView | null {
  const [refused, setRefused] = useState<KeyRefusalView | null>(null);
  useEffect(() => {
    let closed = false;
    let port: ReturnType<typeof browser.runtime.connect> | null = null;
    function connect() {
      port = browser.runtime.connect({ name: KEY_STATE_PORT });
      port.onMessage.addListener((message: unknown) => {
        const update = message as KeyStateUpdate;
        if (update?.type === 'key-state') setRefused(update.refused);
      });
      // A restarted background drops the port: connect again so the state keeps coming.
      port.onDisconnect.addListener(() => {
        if (!closed) setTimeout(connect, 500);
      });
    }
    connect();
    return () => {
      closed = true;
      port?.disconnect();
    };
  }, []);
  return refused;
}
