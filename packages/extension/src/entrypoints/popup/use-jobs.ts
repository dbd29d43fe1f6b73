import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type JobsUpdate, type JobView, POPUP_PORT, sendMessage } from '../../messages.js';

/**
 * The tracked jobs, live: the popup keeps a port open to the background, which pushes every
 * change and checks active jobs often while the port is open.
 */
export function useJobs(): JobView[] | null {
  const [jobs, setJobs] = useState<JobView[] | null>(null);

  useEffect(() => {
    let closed = false;
    let port: ReturnType<typeof browser.runtime.connect> | null = null;
    void sendMessage('listJobs', null).then((result) => {
      if (!closed && result.ok) setJobs((current) => current ?? result.value);
    });
    function connect() {
      port = browser.runtime.connect({ name: POPUP_PORT });
      port.onMessage.addListener((message: unknown) => {
        const update = message as JobsUpdate;
        if (update?.type === 'jobs') setJobs(update.jobs);
      });
      // The browser may restart the background; reconnect so updates keep coming.
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

  return jobs;
}
