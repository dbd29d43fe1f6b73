import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { DEFAULT_QUEUE } from '../fleet/redis-names.js';

export default defineCommand({
  name: 'worker',
  description:
    "Fleet mode: take the items `scribekit transcribe … --redis URL` queued and transcribe them, with the ledger, the quota of this API key and item claims shared in Redis (BullMQ). Start as many as you like, on one machine or several that see the same files and output folder; a killed worker's items are taken over. Needs the optional packages bullmq and ioredis. Runs until Ctrl+C.",
  args: {
    redis: {
      type: 'string',
      description: 'Redis address, e.g. redis://127.0.0.1:6379',
      required: true,
      valueHint: 'url',
    },
    queue: { type: 'string', description: 'Queue name', default: DEFAULT_QUEUE, valueHint: 'name' },
    concurrency: {
      type: 'string',
      description: 'Items worked on at once by this worker',
      default: '4',
      valueHint: 'n',
    },
    'lock-ms': {
      type: 'string',
      description: "After how long without a sign of life a worker's items go to another",
      default: '30000',
      valueHint: 'ms',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit worker --redis redis://127.0.0.1:6379',
    'scribekit transcribe ./recordings --out /shared/transcripts --redis redis://127.0.0.1:6379   # queue the work',
  ],
  async run({ args, io }) {
    const concurrency = Number(args.concurrency);
    const lockMs = Number(args['lock-ms']);
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new UsageError('--concurrency must be a whole number ≥ 1');
    if (!Number.isInteger(lockMs) || lockMs < 1000)
      throw new UsageError('--lock-ms must be at least 1000');
    const { runWorker } = await import('../fleet/run-worker.js');
    return runWorker({
      io,
      profile: args.profile,
      redisUrl: args.redis,
      queue: args.queue,
      concurrency,
      lockMs,
      json: Boolean(args.json),
    });
  },
});
