// Receives Scribekit webhook notifications and logs them.
//   SCRIBEKIT_WEBHOOK_SECRET=… PORT=8787 node server.mjs
import { createWebhookReceiver } from './receiver.mjs';

const secret = process.env.SCRIBEKIT_WEBHOOK_SECRET;
if (!secret) {
  console.error(
    'usage: SCRIBEKIT_WEBHOOK_SECRET=<secret from webhook creation> [PORT=8787] node server.mjs',
  );
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8787);

const server = createWebhookReceiver({
  secret,
  onEvent: (event) => console.log(`${event.created_at} ${event.event} ${event.id}`),
});
server.listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/`));
