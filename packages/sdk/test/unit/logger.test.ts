import { afterEach, describe, expect, test } from 'vitest';
import { type Logger, logAt, redactedHeaders, resolveLogLevel } from '../../src/logger.js';

const saved = process.env.SCRIBEKIT_LOG;
afterEach(() => {
  if (saved === undefined) delete process.env.SCRIBEKIT_LOG;
  else process.env.SCRIBEKIT_LOG = saved;
});

describe('resolveLogLevel', () => {
  test('the option wins, then SCRIBEKIT_LOG, then warn', () => {
    process.env.SCRIBEKIT_LOG = 'debug';
    expect(resolveLogLevel('error')).toBe('error');
    expect(resolveLogLevel(undefined)).toBe('debug');
    delete process.env.SCRIBEKIT_LOG;
    expect(resolveLogLevel(undefined)).toBe('warn');
  });

  test('an unknown level names where it came from', () => {
    process.env.SCRIBEKIT_LOG = 'loud';
    expect(() => resolveLogLevel(undefined)).toThrow(/SCRIBEKIT_LOG must be one of debug/);
    expect(() => resolveLogLevel('verbose' as never)).toThrow(/logLevel must be one of/);
  });
});

describe('logAt', () => {
  test('gives a log function only for levels at or above the threshold', () => {
    const lines: string[] = [];
    const logger = { info: (m: string) => lines.push(m) } as unknown as Logger;
    expect(logAt(logger, 'warn', 'info')).toBeUndefined();
    logAt(logger, 'debug', 'info')?.('hello');
    expect(lines).toEqual(['[scribekit] hello']);
  });
});

test('redactedHeaders hides the API key but keeps the scheme', () => {
  const headers = new Headers({ Authorization: 'Bearer sk_secret', 'X-Trace': '1' });
  expect(redactedHeaders(headers)).toEqual({ authorization: 'Bearer ***', 'x-trace': '1' });
});
