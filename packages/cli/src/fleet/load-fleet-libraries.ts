import type { Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

/** The parts of BullMQ and ioredis fleet mode uses. */
export interface FleetLibraries {
  Queue: typeof Queue;
  QueueEvents: typeof QueueEvents;
  Worker: typeof Worker;
  Redis: typeof Redis;
}

/** BullMQ and ioredis: optional peers of the CLI, loaded only in fleet mode. */
export async function loadFleetLibraries(): Promise<FleetLibraries> {
  try {
    const [bullmq, ioredis] = await Promise.all([import('bullmq'), import('ioredis')]);
    return {
      Queue: bullmq.Queue,
      QueueEvents: bullmq.QueueEvents,
      Worker: bullmq.Worker,
      Redis: ioredis.Redis,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'Fleet mode needs BullMQ and ioredis, optional parts of the CLI: `npm install bullmq@6 ioredis@5` beside it (or `npm install --global bullmq@6 ioredis@5` next to a global CLI).',
    );
  }
}
