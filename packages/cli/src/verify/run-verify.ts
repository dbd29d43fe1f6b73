import { randomUUID } from 'node:crypto';
import type { OperationInfo } from '@scribekit/sandbox/spec';
import type { Contract } from '../contract/load-contract.js';
import { AuthError } from '../errors.js';
import type { WriteBudget } from './budget.js';
import { checkAnswer } from './check-answer.js';
import { type Answer, answerOf, type PlannedRequest, type RequestKind, urlOf } from './exchange.js';
import { IdBook, pathParamsOf } from './id-book.js';
import { probeSteps, readOperationsOf, readStep, type Step } from './plan.js';
import { plannedWrites } from './writes.js';

/** The verdict on one operation (a read, a probe or a write), as `--json` prints it. */
export interface OperationResult {
  operation: string;
  method: string;
  /** The path sent, under /api/v1, with its query. */
  path: string;
  /** null when nothing was sent (skipped) or no answer came. */
  status: number | null;
  result: 'conforms' | 'diverges' | 'skipped';
  /** Each `where: what`; for a skipped operation, why. */
  problems: string[];
  kind: RequestKind;
  /** The probe's or write's name. */
  name?: string;
  /** The answer's X-Request-Id, to quote to the service's support. */
  request_id?: string;
}

/** A request and its answer, kept to compare the service with the sandbox. */
export interface Exchange {
  request: PlannedRequest;
  answer: Answer;
}

/** Where verify sends its requests. */
export interface VerifyTarget {
  /** The API root, ending in /api/v1. */
  apiUrl: string;
  apiKey: string;
  /** What the refused-key error names: `the key of profile "work"`. */
  keySource: string;
}

export interface VerifyOptions {
  budget: WriteBudget;
  signal: AbortSignal;
  /** Longest `Retry-After` verify waits once before retrying a 429 (seconds, default 30). */
  maxRetryAfterS?: number;
  /** Called with each result as it is known, for live output. */
  onResult?: (result: OperationResult) => void;
}

export interface VerifyRun {
  results: OperationResult[];
  exchanges: Exchange[];
}

const REQUEST_TIMEOUT_MS = 30_000;

/** A key of the user's own format that no service knows. */
const wrongKeyLike = (key: string) =>
  `${key.slice(0, key.indexOf('_') + 1)}verify${randomUUID().replace(/-/g, '')}`;

/**
 * Sends every read-only operation of the spec that the account can reach (lists first, then
 * reads by the ids the lists answered), the writes the budget allows, then the free probes, and
 * checks each answer against the spec.
 */
export async function runVerify(
  contract: Contract,
  target: VerifyTarget,
  options: VerifyOptions,
): Promise<VerifyRun> {
  const book = new IdBook();
  const results: OperationResult[] = [];
  const exchanges: Exchange[] = [];
  const bodies = new Map<string, unknown>();
  const record = (result: OperationResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  const skip = (operation: OperationInfo, kind: RequestKind, reason: string, name?: string) =>
    record({
      operation: operation.operationId,
      method: operation.method,
      path: operation.specPath,
      status: null,
      result: 'skipped',
      problems: [reason],
      kind,
      ...(name ? { name } : {}),
    });

  const send = async (request: PlannedRequest): Promise<Answer> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${request.wrongKey ? wrongKeyLike(target.apiKey) : target.apiKey}`,
      accept: 'application/json',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(urlOf(target.apiUrl, request), {
        method: request.operation.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      throw new Error(
        `cannot reach ${target.apiUrl} (${request.operation.method} ${request.path}): ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
    return answerOf(response);
  };

  const run = async (step: Step): Promise<Answer | null> => {
    if ('skip' in step) {
      skip(step.operation, step.kind ?? 'read', step.skip, step.name);
      return null;
    }
    const { request } = step;
    let answer = await send(request);
    const problems: string[] = [];
    const retryAfter = answer.headers['retry-after'];
    const wait = retryAfter === undefined ? Number.NaN : Number(retryAfter);
    if (answer.status === 429 && wait >= 0 && wait <= (options.maxRetryAfterS ?? 30)) {
      // The 429 itself is checked (Retry-After, envelope); the retry's answer is the verdict.
      problems.push(...checkAnswer(contract, request, answer).map((p) => `on 429: ${p}`));
      await new Promise((done) => setTimeout(done, wait * 1000));
      answer = await send(request);
    }
    exchanges.push({ request, answer });
    if (request.kind !== 'probe' && answer.status === 401 && results.length === 0) {
      throw new AuthError(`the service refuses ${target.keySource} (status 401)`);
    }
    problems.push(...checkAnswer(contract, request, answer));
    // A 403 the spec allows, where none was expected, is the key's lack of scope: nothing learnt
    // of the service, so the operation is skipped rather than judged.
    const denied =
      answer.status === 403 &&
      !request.expectStatus?.includes(403) &&
      checkAnswer(
        contract,
        { ...request, expectStatus: undefined, expectErrorKey: undefined },
        answer,
      ).length === 0;
    const query = new URLSearchParams(request.query).toString();
    record({
      operation: request.operation.operationId,
      method: request.operation.method,
      path: `${request.path}${query ? `?${query}` : ''}`,
      status: answer.status,
      result: denied ? 'skipped' : problems.length > 0 ? 'diverges' : 'conforms',
      problems: denied
        ? [`403: the key lacks ${request.operation.security.flat().join(' or ') || 'access'}`]
        : problems,
      kind: request.kind,
      ...(request.name ? { name: request.name } : {}),
      ...(answer.headers['x-request-id'] ? { request_id: answer.headers['x-request-id'] } : {}),
    });
    if (answer.status >= 200 && answer.status < 300) {
      book.harvest(request.operation, answer.body);
      bodies.set(request.operation.operationId, answer.body);
    }
    return answer;
  };

  const reads = readOperationsOf(contract);
  for (const operation of reads.filter((op) => pathParamsOf(op).length === 0)) {
    await run(readStep(operation, book));
  }
  for (const step of plannedWrites(contract, book, bodies, options.budget)) {
    const answer = await run(step);
    if ('request' in step && answer && step.cleanup) {
      const cleanup = step.cleanup(answer);
      if (cleanup) await run(cleanup);
    }
  }
  // Reads by id, until no more become possible: a read may answer the id another needs.
  let pending = reads.filter((op) => pathParamsOf(op).length > 0);
  for (let progress = true; progress && pending.length > 0; ) {
    progress = false;
    const waiting: OperationInfo[] = [];
    for (const operation of pending) {
      const step = readStep(operation, book);
      if ('skip' in step) waiting.push(operation);
      else {
        await run(step);
        progress = true;
      }
    }
    pending = waiting;
  }
  for (const operation of pending) await run(readStep(operation, book));
  for (const step of probeSteps(contract, book)) {
    await run(step);
  }
  return { results, exchanges };
}
