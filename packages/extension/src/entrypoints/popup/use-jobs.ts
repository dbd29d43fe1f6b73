import { useEffect, useState } from 'preact/hooks';
import { type JobsUpdate, type JobView, POPUP_PORT } from '../../messages/popup.js';
import { sendMessage } from '../../messages/send-message.js';
import { listenToPort } from './live-port.js';

/**
 * The tracked jobs, live: the popup keeps a port open to the background, which pushes every
 * change and checks active jobs often while the port is open.
 */
export function useJobs(): JobView[] | null {
  const [jobs, setJobs] = useState<JobView[] | null>(null);

  useEffect(() => {
    let closed = false;
    void sendMessage('listJobs', null).then((result) => {
      if (!closed && result.ok) setJobs((current) => current ?? result.value);
    });
    const stop = listenToPort(POPUP_PORT, (message) => {
      const update = message as JobsUpdate;
      if (update?.type === 'jobs') setJobs(update.jobs);
    });
    return () => {
      closed = true;
      stop();
    };
  }, []);

  return jobs;
}
