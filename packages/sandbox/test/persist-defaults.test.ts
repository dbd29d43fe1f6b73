import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PERSIST_PORT, persistDataDir, withPersistDefaults } from '../src/persist-defaults.js';

describe('--persist (a newcomer sandbox that survives restarts)', () => {
  test('takes the extension build default port and the user config directory', () => {
    const dir = () => '/home/ana/.config/scribekit/sandbox';
    expect(withPersistDefaults({}, true, dir)).toEqual({ port: 4010, dataDir: dir() });
    expect(PERSIST_PORT).toBe(4010);
  });

  test('--port and --data-dir still win, --port 0 included; without --persist nothing changes', () => {
    const dir = () => '/unused';
    expect(withPersistDefaults({ port: 0 }, true, dir)).toEqual({ port: 0, dataDir: '/unused' });
    expect(withPersistDefaults({ port: 5000, dataDir: '/srv/sb' }, true, dir)).toEqual({
      port: 5000,
      dataDir: '/srv/sb',
    });
    expect(withPersistDefaults({}, false, dir)).toEqual({});
  });

  test.each([
    ['linux', { XDG_CONFIG_HOME: '/x/cfg' }, join('/x/cfg', 'scribekit', 'sandbox')],
    ['linux', {}, join('/home/ana', '.config', 'scribekit', 'sandbox')],
    ['darwin', {}, join('/home/ana', 'Library', 'Application Support', 'scribekit', 'sandbox')],
    [
      'win32',
      { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' },
      join('C:\\Users\\ana\\AppData\\Roaming', 'scribekit', 'sandbox'),
    ],
  ] as const)('keeps its data under the %s config directory', (platform, env, want) => {
    expect(persistDataDir(env, platform, '/home/ana')).toBe(want);
  });
});
