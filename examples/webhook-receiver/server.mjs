// Receives Scribekit webhook notifications and logs them.
//   SCRIBEKIT_WEBHOOK_SECRET=… [PORT=8787] [REDIS_URL=redis://127.0.0.1:6379] node server.mjs
// With REDIS_URL, handled event ids live in Redis: run several instances behind a load balancer
// and each event is handled once. SCRIBEKIT_WEBHOOK_SECRET may list secrets separated by commas
// (old and new while rotating).
import { createRedisEventStore } from '@scribekit/sdk/webhooks';
import { createClient } from 'redis';
import { createWebhookReceiver } from './receiver.mjs';

const secret = process.env.SCRIBEKIT_WEBHOOK_SECRET?.split(',').filter(Boolean);
if (!secret?.length) {
  console.error(
    'usage: SCRIBEKIT_WEBHOOK_SECRET=<secret[,old secret]> [PORT=8787] [REDIS_URL=redis://…] node server.mjs',
  );
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8787);

let store;
let redis;
if (process.env.REDIS_URL) {
  redis = createClient({ url: process.env.REDIS_URL });
  redis.on('error', (error) => console.error(`redis: ${error.message}`));
  await redis.connect();
  store = createRedisEventStore(redis);
}

const server = createWebhookReceiver({
  secret,
  store,
  onEvent: (event) => console.log(`${event.created_at} ${event.event} ${event.id}`),
});
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address();
  console.log(`listening on http://127.0.0.1:${actual}/ (${redis ? 'Redis' : 'in-memory'} store)`);
});
process.on('SIGTERM', () => {
  server.close();
  redis?.quit();
});
