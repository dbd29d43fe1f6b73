import { appendFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Contract } from '../contract/load-contract.js';
import { checkAnswer } from '../verify/check-answer.js';
import { answerOf } from '../verify/exchange.js';
import { checkRequest } from './check-request.js';
import { redactBody, redactHeaders, redactPathQuery } from './redact.js';
import { type Violation, violationOf, violationsHeader } from './violation.js';

export interface ProxyOptions {
  /** The service's address (with or without /api/v1). */
  target: string;
  /** 0 picks a free port. */
  port: number;
  /** Append each exchange to this JSONL cassette, without credentials. */
  record?: string;
  /** Called with each violation (the command prints it on stderr). */
  onViolation: (violation: Violation, request: { method: string; path: string }) => void;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

// Hop-by-hop headers, and what fetch sets itself or undoes (it decodes compressed bodies).
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
  'content-encoding',
]);

const LOCAL_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * A validating proxy on 127.0.0.1: forwards every request to the target as it came, and checks
 * the request (the app's mistakes) and the answer (the service's, or the spec's) against the
 * spec; the answer goes back unchanged but for a `Scribekit-Violations` header when any was found.
 */
export async function startProxy(contract: Contract, options: ProxyOptions): Promise<RunningProxy> {
  const target = new URL(options.target.replace(/\/+$/, '').replace(/\/api\/v1$/, ''));
  const base = target.href.replace(/\/+$/, '');

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const headers = headersOf(incoming);
    // The proxy answers only its own loopback name: a page on another site resolving its host
    // to 127.0.0.1 (DNS rebinding) cannot reach the service through it.
    if (!LOCAL_HOSTS.test(headers.host ?? '')) {
      outgoing.writeHead(403, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({
          detail: [
            { key: 'host_not_allowed', text: 'The proxy answers only 127.0.0.1 and localhost.' },
          ],
        }),
      );
      return;
    }
    const url = new URL(incoming.url ?? '/', 'http://proxy.local');
    const body = await readBody(incoming);
    const method = (incoming.method ?? 'GET').toUpperCase();
    const checked = checkRequest(contract, { method, url, headers, body });
    const violations: Violation[] = [...checked.violations];
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers))
      if (!NOT_FORWARDED.has(name)) forwarded[name] = value;
    let response: Response;
    try {
      response = await fetch(`${base}${url.pathname}${url.search}`, {
        method,
        headers: forwarded,
        body: body.length > 0 && method !== 'GET' && method !== 'HEAD' ? body : undefined,
        redirect: 'manual',
      });
    } catch (error) {
      const text = `The proxy could not reach ${target.origin}: ${(error as Error).cause ?? (error as Error).message}`;
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: [{ key: 'proxy_target_unreachable', text }] }));
      return;
    }
    const raw = Buffer.from(await response.clone().arrayBuffer());
    const answer = await answerOf(response);
    const operation = checked.operationId
      ? contract.operations.find((op) => op.operationId === checked.operationId)
      : undefined;
    if (operation) {
      const problems = checkAnswer(
        contract,
        { operation, kind: 'read', path: url.pathname, query: {} },
        answer,
      );
      violations.push(...problems.map((p) => violationOf('service', operation.operationId, p)));
    }
    for (const violation of violations)
      options.onViolation(violation, { method, path: url.pathname });
    const back: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (!NOT_FORWARDED.has(name)) back[name] = value;
    if (violations.length > 0) back['scribekit-violations'] = violationsHeader(violations);
    // Recorded before the answer goes back: once the app has it, the cassette has it too.
    if (options.record) {
      const requestBody = body.length === 0 ? undefined : parseMaybe(body.toString('utf8'));
      const line = {
        at: new Date().toISOString(),
        operation: checked.operationId,
        request: {
          method,
          path: redactPathQuery(url),
          headers: redactHeaders(headers),
          ...(requestBody === undefined ? {} : { body: redactBody(requestBody) }),
        },
        response: {
          status: answer.status,
          headers: redactHeaders(answer.headers),
          ...(answer.body === undefined ? {} : { body: redactBody(answer.body) }),
        },
        violations,
      };
      await appendFile(options.record, `${JSON.stringify(line)}\n`);
    }
    outgoing.writeHead(response.status, back);
    outgoing.end(raw);
  };

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({
          detail: [{ key: 'proxy_error', text: String((error as Error)?.message ?? error) }],
        }),
      );
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function parseMaybe(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return `[${Buffer.byteLength(text)} bytes, not JSON]`;
  }
}
