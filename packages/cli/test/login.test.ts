import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { freshConfigDir, run } from './support/test-io.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('scribekit login', () => {
  test('checks the key, names the scopes it has and lacks, and saves it 0600', async () => {
    const key = sandbox.createApiKey('reader', ['transcripts:read', 'files:read', 'exports:write']);
    const config = freshConfigDir();
    const { code, stdout, stderr } = await run(['login', '--base-url', sandbox.baseUrl], {
      env: { SCRIBEKIT_CONFIG_DIR: config },
      stdin: `${key}\n`,
    });
    expect(code).toBe(0);
    const file = join(config, 'credentials.json');
    expect(stdout).toBe(
      [
        `✔ Key accepted by ${sandbox.baseUrl}, saved as profile "default"`,
        '  Has    transcripts:read, files:read, exports:write',
        '  Lacks  transcripts:write, files:write, imports:read, imports:write, exports:read, reports:read, reports:write, kb:read, kb:write, webhooks:read, webhooks:write, recordings:read, recordings:write',
        `  File   ${file} (readable only by you)`,
        '',
      ].join('\n'),
    );
    expect(stderr).toContain('exit with code 3');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(config).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      profiles: { default: { apiKey: key, baseUrl: sandbox.baseUrl } },
    });
  });

  test('a key the service refuses exits 3 and saves nothing', async () => {
    const config = freshConfigDir();
    const { code, stderr } = await run(['login', '--base-url', sandbox.baseUrl], {
      env: { SCRIBEKIT_CONFIG_DIR: config },
      stdin: 'sk_sandbox_not_a_key\n',
    });
    expect(code).toBe(3);
    expect(stderr).toMatch(/^✖ the service refused this key; nothing was saved \(401 /);
    expect(() => statSync(join(config, 'credentials.json'))).toThrow();
  });

  test('no key on stdin and no terminal is a usage error', async () => {
    const { code, stderr } = await run(['login', '--base-url', sandbox.baseUrl], { stdin: '' });
    expect(code).toBe(2);
    expect(stderr).toContain('none given on stdin');
  });

  test('--profile keeps several accounts; commands pick one, the environment otherwise wins', async () => {
    const config = freshConfigDir();
    const reader = sandbox.createApiKey('reader', ['transcripts:read']);
    const env = { SCRIBEKIT_CONFIG_DIR: config };
    await run(['login', '--base-url', sandbox.baseUrl], { env, stdin: sandbox.apiKey });
    await run(['login', '--base-url', sandbox.baseUrl, '--profile', 'work'], {
      env,
      stdin: reader,
    });
    const profiles = JSON.parse(readFileSync(join(config, 'credentials.json'), 'utf8')).profiles;
    expect(Object.keys(profiles)).toEqual(['default', 'work']);

    // The default profile can list exports; "work" cannot (exit 3, scope named).
    expect((await run(['jobs', '--all', '--json'], { env })).code).toBe(0);
    const work = await run(['export', 'x', '--format', 'txt', '--profile', 'work'], { env });
    expect(work.code).toBe(3);
    expect(work.stderr).toContain('exports:write');
    // SCRIBEKIT_PROFILE picks a profile too; SCRIBEKIT_API_KEY wins over saved profiles.
    const picked = await run(['export', 'x', '--format', 'txt'], {
      env: { ...env, SCRIBEKIT_PROFILE: 'work' },
    });
    expect(picked.code).toBe(3);
    const fromEnv = await run(['export', 'x', '--format', 'txt'], {
      env: { ...env, SCRIBEKIT_PROFILE: 'work', ...sandboxEnv(sandbox) },
    });
    expect(fromEnv.code).toBe(1); // authorised now: the transcript "x" is what fails
    expect(fromEnv.stderr).not.toContain('exports:write');
  });
});
