// Every failure a server (or the caller) can cause, through the three ways in: the typed client,
// a resource method and a helper. Each must reject with a ScribekitError of the right kind, with
// the status, request id and message a user can act on. A hand-written server makes the faults.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AbortError,
  ConnectionError,
  createScribekit,
  ResponseParseError,
  type Scribekit,
  ScribekitError,
  ServerError,
  TimeoutError,
  unwrap,
} from '../../src/index.js';
import { type LoopbackServer, startLoopbackServer } from './helpers/loopback-server.js';

const TIMEOUT_MS = 200;
const requestId = 'req_failure_table';

/** Keeps a response open without answering until the client goes away. */
const hold = (res: ServerResponse) => new Promise<void>((resolve) => res.on('close', resolve));

const faults: Record<string, (res: ServerResponse) => void | Promise<void>> = {
  'reset-mid-body': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"id": "cut');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  'stalled-headers': hold,
  'stalled-body': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': requestId });
    res.write('{"id": "slow');
    return hold(res);
  },
  'garbled-json': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': requestId });
    res.end('{"id": "x", "status": ');
  },
  'html-error-page': (res) => {
    res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': requestId });
    res.end('<html><head><title>502</title></head><body><h1>502 Bad Gateway</h1></body></html>');
  },
  'empty-200': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': requestId });
    res.end();
  },
  fine: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': requestId });
    res.end(JSON.stringify({ id: 'fine', title: 'Fine', status: 'completed' }));
  },
};

let server: LoopbackServer;
let closedUrl: string;

beforeAll(async () => {
  server = await startLoopbackServer((request, res) => {
    // The fault is named by the transcript id: /api/v1/transcripts/<fault>[/status]
    const fault = request.path.split('/')[4] ?? '';
    return (faults[fault] ?? faults.fine)?.(res);
  });
  const closed = await startLoopbackServer(() => {});
  closedUrl = closed.url;
  await closed.close();
});

afterAll(() => server.close());

type Entry = (scribekit: Scribekit, id: string, signal?: AbortSignal) => Promise<unknown>;

// The typed client (through `unwrap`, as the README shows), a resource method, a helper.
const entries: Record<string, { call: Entry; path: (id: string) => string }> = {
  'client.GET': {
    call: (scribekit, id, signal) =>
      unwrap(scribekit.client.GET('/transcripts/{id}', { params: { path: { id } }, signal })),
    path: (id) => `/api/v1/transcripts/${id}`,
  },
  'transcripts.get': {
    call: (scribekit, id, signal) => scribekit.transcripts.get(id, { signal }),
    path: (id) => `/api/v1/transcripts/${id}`,
  },
  waitForTranscript: {
    call: (scribekit, id, signal) => scribekit.waitForTranscript(id, { signal }),
    path: (id) => `/api/v1/transcripts/${id}/status`,
  },
};

interface Want {
  kind: new (...args: never[]) => ScribekitError;
  status: number | undefined;
  requestId: string | undefined;
  /** The message, with `PATH` standing for the path the entry requests. */
  message: string;
}

const reason = new Error('user left the page');

const cases: [string, { id: string; server?: 'closed'; abort?: 'before' | number; want: Want }][] =
  [
    [
      'connection refused',
      {
        id: 'refused',
        server: 'closed',
        want: {
          kind: ConnectionError,
          status: undefined,
          requestId: undefined,
          // What failed, from the fetch error's cause: Node's own words, not "fetch failed".
          message: 'GET PATH failed to connect (1 attempt): connect ECONNREFUSED HOST',
        },
      },
    ],
    [
      'connection reset in the middle of the body',
      {
        id: 'reset-mid-body',
        want: {
          kind: ConnectionError,
          status: undefined,
          requestId: undefined,
          message:
            'GET PATH lost the connection while reading the body (1 attempt): other side closed',
        },
      },
    ],
    [
      'headers never arrive',
      {
        id: 'stalled-headers',
        want: {
          kind: TimeoutError,
          status: undefined,
          requestId: undefined,
          message: `GET PATH timed out after ${TIMEOUT_MS} ms (1 attempt)`,
        },
      },
    ],
    [
      'the body stalls after the headers',
      {
        id: 'stalled-body',
        want: {
          kind: TimeoutError,
          status: undefined,
          requestId: undefined,
          message: `GET PATH timed out after ${TIMEOUT_MS} ms while reading the body (1 attempt)`,
        },
      },
    ],
    [
      'a 200 with garbled JSON',
      {
        id: 'garbled-json',
        want: {
          kind: ResponseParseError,
          status: 200,
          requestId,
          message: `200 GET PATH answered with a body that is not JSON: "{\\"id\\": \\"x\\", \\"status\\": " (request ${requestId})`,
        },
      },
    ],
    [
      'an HTML error page from a proxy',
      {
        id: 'html-error-page',
        want: {
          kind: ServerError,
          status: 502,
          requestId,
          message: `502 bad_gateway: 502 Bad Gateway (request ${requestId})`,
        },
      },
    ],
    [
      'an empty 200',
      {
        id: 'empty-200',
        want: {
          kind: ResponseParseError,
          status: 200,
          requestId,
          message: `200 GET PATH answered with an empty body (request ${requestId})`,
        },
      },
    ],
    [
      'aborted before sending',
      {
        id: 'fine',
        abort: 'before',
        want: {
          kind: AbortError,
          status: undefined,
          requestId: undefined,
          message: 'The call was aborted: user left the page',
        },
      },
    ],
    [
      'aborted while waiting for the headers',
      {
        id: 'stalled-headers',
        abort: 50,
        want: {
          kind: AbortError,
          status: undefined,
          requestId: undefined,
          message: 'The call was aborted: user left the page',
        },
      },
    ],
    [
      'aborted while the body arrives',
      {
        id: 'stalled-body',
        abort: 50,
        want: {
          kind: AbortError,
          status: undefined,
          requestId: undefined,
          message: 'The call was aborted: user left the page',
        },
      },
    ],
  ];

/** Time limit of the cases that are not about it: far above a busy machine's delays. */
const ROOMY_TIMEOUT_MS = 10_000;

function client(which?: 'closed', timeoutMs = TIMEOUT_MS): Scribekit {
  return createScribekit({
    apiKey: 'sk_test',
    baseUrl: which === 'closed' ? closedUrl : server.url,
    timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
}

describe.each(Object.entries(entries))('a failure through %s', (_name, entry) => {
  test.each(cases)('%s', async (_case, { id, server: which, abort, want }) => {
    const controller = new AbortController();
    if (abort === 'before') controller.abort(reason);
    else if (abort !== undefined) setTimeout(() => controller.abort(reason), abort);
    const started = performance.now();
    // Only the timeout cases run on the short limit; on a busy machine it would cut the others.
    const timeoutMs = want.kind === TimeoutError ? TIMEOUT_MS : ROOMY_TIMEOUT_MS;
    const error = await entry
      .call(client(which, timeoutMs), id, controller.signal)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(want.kind);
    expect(error).toBeInstanceOf(ScribekitError);
    const failure = error as ScribekitError;
    expect(failure.status).toBe(want.status);
    expect(failure.requestId).toBe(want.requestId);
    expect(failure.message).toBe(
      want.message.replace('PATH', entry.path(id)).replace('HOST', new URL(closedUrl).host),
    );
    if (want.kind === AbortError) expect(failure.cause).toBe(reason);
    if (want.status !== undefined) expect(failure.headers?.get('x-request-id')).toBe(requestId);
    // Nothing hangs: every failure ends well before the test's own limit (a bound a busy
    // machine cannot reach, which a hang would).
    expect(performance.now() - started).toBeLessThan(ROOMY_TIMEOUT_MS);
  });

  test('an abort after the answer changes nothing', async () => {
    const controller = new AbortController();
    const result = await entry.call(client(), 'fine', controller.signal);
    controller.abort(reason);
    expect(result).toMatchObject({ status: 'completed' });
  });
});
