import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@scribekit/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bin } from './support/build-once.js';
import { operator, sandboxEnv, startTestSandbox } from './support/sandbox.js';
import { scratchDir } from './support/scratch.js';
import { freshConfigDir, run } from './support/test-io.js';

let sandbox: Sandbox;
let env: Record<string, string>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  env = sandboxEnv(sandbox);
  await operator(sandbox, 'POST', '/seed', { count: 7, completed: true });
});
afterAll(() => sandbox.close());

describe('scribekit api', () => {
  test('calls an operation as it is: JSON on stdout', async () => {
    const { code, stdout, stderr } = await run(
      ['api', 'GET', '/transcripts/', '--query', 'limit=5'],
      { env },
    );
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const page = JSON.parse(stdout);
    expect(page.items).toHaveLength(5);
    expect(page.meta).toMatchObject({ total: 7, limit: 5 });
  });

  test("an error's envelope on stderr with its exit code; a refused key exits 3", async () => {
    const missing = await run(['api', 'get', 'transcripts/00000000-0000-4000-8000-000000000000'], {
      env,
    });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    const envelope = JSON.parse(missing.stderr);
    expect(envelope.status).toBe(404);
    expect(envelope.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.detail[0].key).toBeTruthy();
    const refused = await run(['api', 'GET', '/transcripts/'], {
      env: { ...env, SCRIBEKIT_API_KEY: 'sk_sandbox_nobody' },
    });
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stderr).status).toBe(401);
  });

  test('--data sends a JSON body; the key never goes to another address (exit 2)', async () => {
    const invalid = await run(['api', 'POST', '/exports/', '--data', '{"format":"srt"}'], { env });
    expect(invalid.code).toBe(1);
    expect([400, 422]).toContain(JSON.parse(invalid.stderr).status);
    for (const path of ['https://evil.example/steal', '//evil.example/x', '/transcripts/../../x']) {
      const refused = await run(['api', 'GET', path], { env });
      expect(refused.code).toBe(2);
    }
    expect((await run(['api', 'GET', '/transcripts/', '--data', '{}'], { env })).code).toBe(2);
  });

  test('--verbose traces each request with its request id, never the key', async () => {
    const { code, stderr } = await run(
      ['api', 'GET', '/transcripts/', '--query', 'limit=1', '--verbose'],
      { env },
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(
      new RegExp(`^› GET ${sandbox.baseUrl}/api/v1/transcripts/\\?limit=1 \\(attempt 1\\)$`, 'm'),
    );
    expect(stderr).toMatch(
      /^‹ 200 GET http:\/\/\S+\/api\/v1\/transcripts\/\?limit=1 {2}\d+ ms {2}request id [0-9a-f-]{36}$/m,
    );
    expect(stderr).not.toContain(sandbox.apiKey);
  });
});

describe('scribekit whoami and logout', () => {
  test('whoami names the account, address, key and inferred scopes; logout forgets the profile', async () => {
    const config = freshConfigDir();
    const key = sandbox.createApiKey('reader', ['transcripts:read', 'files:read']);
    const saved = await run(['login', '--base-url', sandbox.baseUrl], {
      env: { SCRIBEKIT_CONFIG_DIR: config },
      stdin: `${key}\n`,
    });
    expect(saved.code).toBe(0);
    const who = await run(['whoami'], { env: { SCRIBEKIT_CONFIG_DIR: config } });
    expect(who.code).toBe(0);
    expect(who.stdout).toContain('Account  profile "default"\n');
    expect(who.stdout).toContain(`Address  ${sandbox.baseUrl}\n`);
    expect(who.stdout).toContain(`Key      sk_sandbox_…${key.slice(-4)}\n`);
    expect(who.stdout).toContain('Has      transcripts:read, files:read\n');
    expect(who.stdout).toContain('Scopes are inferred');
    expect(who.stdout).not.toContain(key);
    const json = JSON.parse(
      (await run(['whoami', '--json'], { env: { SCRIBEKIT_CONFIG_DIR: config } })).stdout,
    );
    expect(json.scopes).toMatchObject({ has: ['transcripts:read', 'files:read'], inferred: true });

    const out = await run(['logout'], { env: { SCRIBEKIT_CONFIG_DIR: config } });
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('✔ Forgot profile "default"');
    expect(out.stderr).toContain('The key itself still works');
    expect(JSON.parse(readFileSync(join(config, 'credentials.json'), 'utf8'))).toEqual({
      profiles: {},
    });
    expect((await run(['whoami'], { env: { SCRIBEKIT_CONFIG_DIR: config } })).code).toBe(3);
    expect((await run(['logout'], { env: { SCRIBEKIT_CONFIG_DIR: config } })).code).toBe(2);
  });

  test('whoami with a key the service refuses says whose key it is and exits 3', async () => {
    const refused = await run(['whoami'], {
      env: {
        SCRIBEKIT_CONFIG_DIR: freshConfigDir(),
        SCRIBEKIT_API_KEY: 'sk_test_revoked',
        SCRIBEKIT_BASE_URL: sandbox.baseUrl,
      },
    });
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^✖ the service refuses the key from SCRIBEKIT_API_KEY \(401 /);
  });
});

describe('scribekit completion', () => {
  const script = (shell: string) =>
    execFileSync(process.execPath, [bin, 'completion', shell], { encoding: 'utf8' });

  test('bash completes commands, verbs, options and their values', () => {
    const file = join(scratchDir('scribekit-completion'), 'scribekit.bash');
    execFileSync('sh', ['-c', `node '${bin}' completion bash > '${file}'`]);
    const complete = (...words: string[]) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source '${file}'; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _scribekit; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n');
    expect(complete('scribekit', 'tran')).toEqual(['transcribe', 'transcripts']);
    expect(complete('scribekit', 'transcripts', 's')).toEqual(['search']);
    expect(complete('scribekit', 'transcribe', '--re')).toEqual([
      '--report',
      '--redis',
      '--retry-failed',
    ]);
    expect(complete('scribekit', 'export', 'id', '--format', 'd')).toEqual(['docx']);
    expect(complete('scribekit', 'completion', 'f')).toEqual(['fish']);
  });

  test('fish completes from the same table', () => {
    const file = join(scratchDir('scribekit-completion'), 'scribekit.fish');
    execFileSync('sh', ['-c', `node '${bin}' completion fish > '${file}'`]);
    const complete = (line: string) =>
      execFileSync('fish', ['-c', `source '${file}'; complete -C '${line}'`], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((entry) => entry.split('\t')[0]);
    expect(complete('scribekit tran')).toEqual(['transcribe', 'transcripts']);
    expect(complete('scribekit transcripts ')).toEqual(['get', 'list', 'search']);
    expect(complete('scribekit transcribe --dry')).toEqual(['--dry-run']);
  });

  test('zsh: a script zsh reads without error, naming every command', () => {
    const text = script('zsh');
    execFileSync('zsh', ['-n', '-c', text]);
    for (const name of ['transcribe', 'transcripts', 'whoami', 'logout', 'api', 'completion']) {
      expect(text).toContain(`'${name}:`);
    }
  });
});
