import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Io } from '../io/io.js';

/**
 * The user's config folder for scribekit: `SCRIBEKIT_CONFIG_DIR`, else
 * `$XDG_CONFIG_HOME/scribekit`, else `%APPDATA%\scribekit` on Windows, else `~/.config/scribekit`.
 */
export function configDir(env: Io['env']): string {
  if (env.SCRIBEKIT_CONFIG_DIR) return env.SCRIBEKIT_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'scribekit');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'scribekit');
  return join(env.HOME || homedir(), '.config', 'scribekit');
}
