import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../errors.js';

/** In a fleet batch's output folder: which queue and Redis it belongs to. */
export const FLEET_MARKER = '.scribekit-fleet.json';
/** The local batch's ledger (the SDK's `LEDGER_FILE_NAME`), named here so `--help` loads no SDK. */
const LOCAL_LEDGER = '.scribekit-batch.jsonl';

interface FleetMarker {
  redis: string;
  queue: string;
}

/** A Redis address without its password, fit to print and to keep in a file. */
export function redisWithoutSecret(url: string): string {
  if (!URL.canParse(url)) return 'redis';
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/** Marks `dir` as a fleet's output folder, so a local run there refuses instead of redoing it. */
export function markFleetFolder(dir: string, redisUrl: string, queue: string): void {
  const marker: FleetMarker = { redis: redisWithoutSecret(redisUrl), queue };
  writeFileSync(join(dir, FLEET_MARKER), `${JSON.stringify(marker)}\n`);
}

/**
 * Refuses a batch on a folder another kind of batch owns: a local run on a fleet's folder would
 * upload everything again and overwrite its outputs (the fleet's ledger is in Redis), and a fleet
 * on a local batch's folder would not see that ledger either.
 */
export function refuseForeignFolder(dir: string, mode: 'local' | 'fleet'): void {
  if (mode === 'local' && existsSync(join(dir, FLEET_MARKER))) {
    let marker: Partial<FleetMarker> = {};
    try {
      marker = JSON.parse(readFileSync(join(dir, FLEET_MARKER), 'utf8')) as FleetMarker;
    } catch {
      // Named below without the details.
    }
    const where = marker.redis ? ` (queue "${marker.queue}" on ${marker.redis})` : '';
    throw new UsageError(
      `${dir} is the output folder of a fleet batch${where}: its ledger is in Redis, so a local run would upload everything again. Follow the fleet with the same command and --redis ${marker.redis ?? 'URL'}, or give another --out.`,
    );
  }
  if (mode === 'fleet' && existsSync(join(dir, LOCAL_LEDGER))) {
    throw new UsageError(
      `${dir} holds a local batch (its ledger ${LOCAL_LEDGER}): finish it without --redis, or give the fleet another --out.`,
    );
  }
}
