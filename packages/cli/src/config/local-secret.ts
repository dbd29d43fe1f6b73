import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Io } from '../io/io.js';
import { configDir } from './config-dir.js';

/**
 * The secret `webhooks listen` signs forwarded deliveries with: made once and kept (0600) in the
 * config folder, so the app under development keeps one secret across runs — the service's own
 * secret changes with every webhook the listener subscribes.
 */
export function localWebhookSecret(env: Io['env']): string {
  const path = join(configDir(env), 'webhook-secret');
  try {
    const saved = readFileSync(path, 'utf8').trim();
    if (saved) return saved;
  } catch {
    // Made below.
  }
  mkdirSync(configDir(env), { recursive: true, mode: 0o700 });
  const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
