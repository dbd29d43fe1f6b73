import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The port `--persist` listens on unless `--port` says otherwise: the address an extension build
 * without `WXT_API_BASE_URL` points at, so a newcomer's saved address keeps working.
 */
export const PERSIST_PORT = 4010;

/**
 * Where `--persist` keeps the sandbox's state unless `--data-dir` says otherwise: the user's
 * config directory (`$XDG_CONFIG_HOME` or `~/.config` on Linux, Application Support on macOS,
 * `%APPDATA%` on Windows), under `scribekit/sandbox`.
 */
export function persistDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') {
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'scribekit', 'sandbox');
  }
  if (platform === 'darwin') {
    return join(home, 'Library', 'Application Support', 'scribekit', 'sandbox');
  }
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'scribekit', 'sandbox');
}

/**
 * `--persist`: the same address, key and data at every start — the fixed port and the data
 * directory above, each unless given explicitly (the key is kept in the data directory).
 */
export function withPersistDefaults(
  given: { port?: number | undefined; dataDir?: string | undefined },
  persist: boolean,
  dataDir: () => string = persistDataDir,
): { port?: number | undefined; dataDir?: string | undefined } {
  if (!persist) return given;
  return { port: given.port ?? PERSIST_PORT, dataDir: given.dataDir ?? dataDir() };
}
