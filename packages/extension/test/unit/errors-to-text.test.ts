import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@scribekit/sandbox';
import { JobFailedError, PermissionError } from '@scribekit/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { operationsFor } from '../../src/background/api.js';
import {
  BadInputError,
  describeError,
  NoKeyError,
  retryWhen,
} from '../../src/background/errors-to-text.js';
import type { ErrorInfo } from '../../src/messages/envelope.js';
import { clearFaults, injectFault, startTestSandbox } from '../support/sandbox.js';
import { getMessageIn } from './setup-i18n.js';

let sandbox: Sandbox;
const NOON = new Date(2030, 0, 1, 12, 0, 0);

beforeAll(async () => {
  sandbox = await startTestSandbox(200);
});
afterAll(() => sandbox.close());
beforeEach(() => clearFaults(sandbox));

async function failureOf(
  run: () => Promise<unknown>,
  context: { baseUrl?: string; online?: boolean } = {},
): Promise<ErrorInfo> {
  try {
    await run();
  } catch (error) {
    return describeError(error, {
      baseUrl: context.baseUrl ?? sandbox.baseUrl,
      online: context.online ?? true,
      now: NOON,
    });
  }
  throw new Error('expected the call to fail');
}

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('describeError, on real answers of the sandbox', () => {
  test('401: the key was rejected', async () => {
    const error = await failureOf(() =>
      operationsFor('sk_not_a_key', sandbox.baseUrl).probeTranscripts(),
    );
    expect(error).toMatchObject({
      kind: 'auth',
      status: 401,
      title: 'The API rejected the API key.',
    });
    expect(error.requestId).toMatch(REQUEST_ID);
  });

  test('403: names the scope the key lacks', async () => {
    const key = sandbox.createApiKey('reader', ['transcripts:read']);
    const error = await failureOf(() =>
      operationsFor(key, sandbox.baseUrl).previewImport('https://vimeo.com/1'),
    );
    expect(error).toMatchObject({
      kind: 'scope',
      status: 403,
      scope: 'imports:write',
      title: 'This API key lacks the imports:write scope.',
    });
    expect(error.requestId).toMatch(REQUEST_ID);
  });

  test('404: not found', async () => {
    const error = await failureOf(() =>
      operationsFor(sandbox.apiKey, sandbox.baseUrl).getImport(randomUUID()),
    );
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
    expect(error.requestId).toMatch(REQUEST_ID);
  });

  test('429: says when to try again', async () => {
    await injectFault(sandbox, {
      match: { path: '/api/v1/transcripts/' },
      effect: { status: 429, retry_after: 90 },
    });
    const error = await failureOf(() =>
      operationsFor(sandbox.apiKey, sandbox.baseUrl).probeTranscripts(),
    );
    const at = new Date(NOON.getTime() + 90_000).toLocaleTimeString('en', {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(error).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterS: 90,
      detail: `Try again in 2 minutes (at ${at}).`,
    });
  });

  test('5xx: the service had a problem', async () => {
    await injectFault(sandbox, {
      match: { path: '/api/v1/transcripts/' },
      effect: { status: 502 },
    });
    const error = await failureOf(() =>
      operationsFor(sandbox.apiKey, sandbox.baseUrl).probeTranscripts(),
    );
    expect(error).toMatchObject({
      kind: 'server',
      status: 502,
      title: 'The API had a problem (502).',
    });
    expect(error.requestId).toMatch(REQUEST_ID);
  });

  test('422: passes the service text on', async () => {
    const error = await failureOf(() =>
      operationsFor(sandbox.apiKey, sandbox.baseUrl).startImport({
        url: 'https://vimeo.com/1',
        clip_start_s: 10,
        clip_end_s: 5,
      }),
    );
    expect(error.kind).toBe('invalid');
    expect(error.detail).toContain('clip_end_s');
  });

  test('409: the job is not in a state for that', async () => {
    const ops = operationsFor(sandbox.apiKey, sandbox.baseUrl);
    const job = await ops.startRecording('google_meet', 'https://meet.google.com/abc-defg-hij');
    await ops.cancelRecording(job.id);
    const error = await failureOf(() => ops.cancelRecording(job.id));
    expect(error).toMatchObject({ kind: 'conflict', status: 409 });
    expect(error.detail).toContain('cancelled');
  });

  test('a timeout says the API took too long', async () => {
    await injectFault(sandbox, {
      match: { path: '/api/v1/transcripts/' },
      effect: { delay_ms: 1_000 },
    });
    const error = await failureOf(() =>
      operationsFor(sandbox.apiKey, sandbox.baseUrl, { timeoutMs: 150 }).probeTranscripts(),
    );
    expect(error).toMatchObject({ kind: 'timeout', status: null });
    expect(error.title).toBe(
      `The API at ${new URL(sandbox.baseUrl).host} took too long to answer.`,
    );
  });

  test('a closed port is unreachable when online, and "offline" when the browser is offline', async () => {
    const closed = 'http://127.0.0.1:9';
    const run = () => operationsFor('sk_x', closed).probeTranscripts();
    expect(await failureOf(run, { baseUrl: closed })).toMatchObject({
      kind: 'unreachable',
      title: "Can't reach the API at 127.0.0.1:9.",
    });
    expect(await failureOf(run, { baseUrl: closed, online: false })).toMatchObject({
      kind: 'offline',
      title: 'You are offline.',
    });
  });
});

describe('describeError, on errors made here', () => {
  const context = { baseUrl: 'https://api.example.com', online: true, now: NOON };

  test.each([
    ['no key', new NoKeyError(), { kind: 'no_key', title: 'No API key is set.' }],
    [
      'bad input',
      new BadInputError('That is not a link.', 'Paste a full address.'),
      { kind: 'bad_input', title: 'That is not a link.', detail: 'Paste a full address.' },
    ],
    [
      'a 403 that asks for a web session',
      new PermissionError({
        status: 403,
        requestId: 'req-1',
        details: [
          {
            key: 'not_enough_access_rights',
            text: 'Not available by API key; log in to the web app.',
          },
        ],
      }),
      { kind: 'session', requestId: 'req-1', title: 'This action needs a signed-in web session.' },
    ],
    [
      'a failed export',
      new JobFailedError('export', { id: 'e1', status: 'failed', error: 'Renderer crashed' }),
      { kind: 'job_failed', title: 'The export failed.', detail: 'Renderer crashed' },
    ],
    [
      'a cancelled recording job',
      new JobFailedError('recording_job', { id: 'r1', status: 'cancelled' }),
      { kind: 'job_failed', title: 'The recording job was cancelled.' },
    ],
    [
      'a failed job of a type added later',
      new JobFailedError('dubbing_job_v2', { id: 'd1', status: 'failed' }),
      { kind: 'job_failed', title: 'The dubbing job v2 failed.' },
    ],
    [
      'anything else',
      new Error('boom'),
      { kind: 'unknown', title: 'Something went wrong in the extension.', detail: 'boom' },
    ],
  ] as const)('%s', (_name, error, want) => {
    expect(describeError(error, context)).toMatchObject(want);
  });

  test('in German the job kind is a German word too', async () => {
    fakeBrowser.i18n.getMessage = await getMessageIn('de');
    const cancelled = new JobFailedError('recording_job', { id: 'r1', status: 'cancelled' });
    expect(describeError(cancelled, context).title).toBe(
      'Der Auftrag (Aufnahme) wurde abgebrochen.',
    );
  });

  test("retryWhen's clock is in the language of its words, not the runtime's locale", async () => {
    const afternoon = new Date(2026, 10, 12, 14, 2, 0);
    expect(retryWhen(30, afternoon)).toBe('in 30 seconds (at 02:02 PM)');
    fakeBrowser.i18n.getMessage = await getMessageIn('de');
    expect(retryWhen(30, afternoon)).toMatch(/\(um 14:02\)$/);
  });

  test('retryWhen counts seconds under 90 and minutes above', () => {
    expect(retryWhen(1, NOON)).toMatch(/^in 1 second \(at .+\)$/);
    expect(retryWhen(30, NOON)).toMatch(/^in 30 seconds \(at .+\)$/);
    expect(retryWhen(3600, NOON)).toMatch(/^in 60 minutes \(at .+\)$/);
  });
});
