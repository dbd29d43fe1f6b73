import { browser } from 'wxt/browser';

/**
 * Listens to a port of the background until the returned function is called. The browser may
 * restart the background, which drops the port: it is opened again so updates keep coming.
 */
export function listenToPort(name: string, onMessage: (message: unknown) => void): () => void {
  let closed = false;
  let port: ReturnType<typeof browser.runtime.connect> | null = null;
  function connect() {
    port = browser.runtime.connect({ name });
    port.onMessage.addListener(onMessage);
    port.onDisconnect.addListener(() => {
      if (!closed) setTimeout(connect, 500);
    });
  }
  connect();
  return () => {
    closed = true;
    port?.disconnect();
  };
}
