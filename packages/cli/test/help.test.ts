import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { commands } from '../src/commands/index.js';
import { stripAnsi } from '../src/io/style.js';
import { bin } from './support/build-once.js';
import { run } from './support/test-io.js';

/** Every command's words, nouns with verbs expanded: `transcribe`, `transcripts list`, … */
const commandLines = Object.entries(commands).flatMap(([name, entry]) =>
  entry.verbs
    ? [
        // A noun that is a command too (`captions <id>`) has its own help.
        ...(entry.load ? [[name]] : []),
        ...Object.keys(entry.verbs).map((verb) => [name, verb]),
      ]
    : [[name]],
);

describe('scribekit --help', () => {
  test('lists every command with its summary, the batch example and the exit codes', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const [name, entry] of Object.entries(commands)) {
      expect(stdout).toMatch(
        new RegExp(`^  ${name} +${entry.summary.replace(/[()…]/g, '.')}$`, 'm'),
      );
    }
    expect(stdout).toContain('npx @scribekit/cli transcribe ./recordings --out ./transcripts');
    expect(stdout).toContain(
      'Exit codes: 0 ok, 1 a job failed, 2 usage, 3 authentication or scope, 130 interrupted\n(143 by SIGTERM, 129 by SIGHUP, 141 when stdout was closed).',
    );
  });

  test('scribekit help CMD is scribekit CMD --help (a noun and its verb too); help alone is the index', async () => {
    for (const argv of [['transcribe'], ['transcripts', 'get'], ['transcripts']]) {
      const viaHelp = await run(['help', ...argv]);
      const viaFlag = await run([...argv, '--help']);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).not.toBe('');
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
    }
    expect((await run(['help'])).stdout).toBe((await run(['--help'])).stdout);
    const unknown = await run(['help', 'transcibe']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command: transcibe');
  });

  test('is plain when piped and coloured on a terminal, NO_COLOR and CI turning colour off', async () => {
    const piped = await run(['--help']);
    expect(piped.stdout).not.toContain('\u001b[');
    const terminal = await run(['--help'], { terminal: true });
    expect(terminal.stdout).toContain('\u001b[1mCommands\u001b[22m');
    expect(stripAnsi(terminal.stdout)).toBe(piped.stdout);
    for (const env of [{ NO_COLOR: '1' }, { CI: 'true' }]) {
      expect((await run(['--help'], { terminal: true, env })).stdout).toBe(piped.stdout);
    }
  });

  test("the built command colours by its own rule: FORCE_COLOR wins, Node's own colour settings change nothing", () => {
    // A real process, whose stdout is a pipe: what node:util's styleText would judge by itself.
    const help = (env: Record<string, string>) => {
      const clean = { ...process.env };
      for (const name of ['NO_COLOR', 'FORCE_COLOR', 'CI', 'NODE_DISABLE_COLORS', 'TERM']) {
        delete clean[name];
      }
      return execFileSync(process.execPath, [bin, '--help'], {
        encoding: 'utf8',
        env: { ...clean, ...env },
      });
    };
    const plain = help({});
    expect(plain).not.toContain('\u001b[');
    expect(help({ NODE_DISABLE_COLORS: '1', TERM: 'xterm-256color' })).toBe(plain);
    const forced: Array<Record<string, string>> = [
      { FORCE_COLOR: '1' },
      { FORCE_COLOR: '1', NO_COLOR: '1' },
      { FORCE_COLOR: '1', NODE_DISABLE_COLORS: '1' },
      { FORCE_COLOR: '3', CI: 'true' },
    ];
    for (const env of forced) {
      const coloured = help(env);
      expect(coloured, JSON.stringify(env)).toContain('\u001b[1mCommands\u001b[22m');
      expect(coloured).toContain('\u001b[36mtranscribe\u001b[39m');
      expect(stripAnsi(coloured)).toBe(plain);
    }
    expect(help({ FORCE_COLOR: '0', TERM: 'xterm-256color' })).toBe(plain);
  });

  test.each(commandLines)('%s %s --help shows usage, options and an example', async (...words) => {
    const { code, stdout } = await run([...words.filter(Boolean), '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Usage\n  scribekit ${words.filter(Boolean).join(' ')}`);
    expect(stdout).toMatch(/\nExamples?\n {2}(scribekit|op |export |SCRIBEKIT_|source )/);
    expect(stdout).toContain('-h, --help');
  });
});

describe('usage errors exit 2', () => {
  test('no command at all prints the list on stderr', async () => {
    const { code, stdout, stderr } = await run([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage\n  scribekit <command> [options]');
  });

  test('a noun without its verb', async () => {
    const { code, stdout, stderr } = await run(['transcripts']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^✖ scribekit transcripts needs a command\n/);
    expect(stderr).toContain('  transcripts search  ');
  });

  test('an unknown command', async () => {
    const { code, stderr } = await run(['transcirbe']);
    expect(code).toBe(2);
    expect(stderr).toBe('✖ unknown command: transcirbe. Run `scribekit --help` for the list.\n');
  });

  test('an unknown verb prints the noun help', async () => {
    const { code, stderr } = await run(['transcripts', 'lst']);
    expect(code).toBe(2);
    expect(stderr).toContain('✖ unknown command: scribekit transcripts lst');
    expect(stderr).toContain('  transcripts list    List transcripts');
  });

  test('an unknown option, with the hint to the command help', async () => {
    const { code, stderr } = await run(['transcripts', 'list', '--colour']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      '✖ unknown option --colour\nRun `scribekit transcripts list --help` for its options and an example.\n',
    );
  });

  test('a missing argument', async () => {
    const { code, stderr } = await run(['export', 'abc']);
    expect(code).toBe(2);
    expect(stderr).toContain('✖ Missing required argument: --format');
  });

  test('a key given as an argument is refused, never used', async () => {
    for (const flag of ['--api-key=sk_live_x', '--key', '--token']) {
      const { code, stderr } = await run(['transcripts', 'list', flag]);
      expect(code).toBe(2);
      expect(stderr).toContain('a key is never taken as an argument');
    }
  });

  test('--json errors are JSON on stdout', async () => {
    const { code, stdout } = await run(['transcripts', 'list', '--limit', '0', '--json']);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({
      error: {
        message: '--limit must be a whole number from 1 to 200, got 0',
        status: null,
        details: [],
        request_id: null,
      },
    });
  });
});

describe('no key', () => {
  test('exits 3 and says how to get one', async () => {
    const { code, stderr } = await run(['transcripts', 'list']);
    expect(code).toBe(3);
    expect(stderr).toBe(
      '✖ no API key: set SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL, or run `scribekit login`\n',
    );
  });
});
