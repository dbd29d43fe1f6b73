import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWav } from '@scribekit/sandbox';

/** A temp folder with `count` small distinct WAV files; `cleanup()` removes it. */
export async function recordingsFolder(count: number, prefix = 'rec', seconds = 4) {
  const dir = await mkdtemp(join(tmpdir(), 'scribekit-batch-'));
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const path = join(dir, 'in', `${prefix}-${String(i).padStart(3, '0')}.wav`);
    paths.push(path);
  }
  await import('node:fs/promises').then((fs) => fs.mkdir(join(dir, 'in'), { recursive: true }));
  await Promise.all(paths.map((path, i) => writeFile(path, makeWav(seconds, `${prefix}-${i}`))));
  return {
    dir,
    paths,
    out: join(dir, 'out'),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Requests the sandbox answered, as its request log lists them. */
export interface LoggedRequest {
  request_id: string;
  method: string;
  path: string;
  status: number;
  at: string;
}

/** The sandbox's request log (the most recent `limit` requests, oldest first). */
export async function requestLog(baseUrl: string, limit = 1000): Promise<LoggedRequest[]> {
  const response = await fetch(`${baseUrl}/__sandbox/requests?limit=${limit}`);
  const { items } = (await response.json()) as { items: LoggedRequest[] };
  return items;
}

/** Counts logged requests by `METHOD path-pattern` and status. */
export function countRequests(log: LoggedRequest[], method: string, path: RegExp, status?: number) {
  return log.filter(
    (entry) =>
      entry.method === method &&
      path.test(entry.path) &&
      (status === undefined || entry.status === status),
  ).length;
}
