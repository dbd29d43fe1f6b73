import { type Contract, fieldOf } from '../contract/load-contract.js';
import type { Answer, PlannedRequest } from './exchange.js';

const ERROR_SCHEMA = '#/components/schemas/Error';

interface ErrorEnvelope {
  detail?: { key?: unknown }[];
  request_id?: unknown;
}

/**
 * Every way an answer breaks the spec or the probe's expectation, each as `where: what`:
 * a documented status, the body against the operation's schema, `X-Request-Id` (and the error
 * body's `request_id` repeating it), the error envelope, `Retry-After` on 429.
 */
export function checkAnswer(contract: Contract, request: PlannedRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const { operation } = request;
  if (request.expectStatus && !request.expectStatus.includes(answer.status)) {
    problems.push(`status: ${answer.status}, expected ${request.expectStatus.join(' or ')}`);
  }
  if (answer.unparsable) {
    problems.push(`body: not JSON (content-type ${answer.contentType ?? 'none'})`);
  } else {
    const issues = contract.validator.responseIssues(
      operation,
      answer.status,
      answer.body === undefined ? null : answer.contentType,
      answer.body,
    );
    for (const issue of issues) {
      const where = issue.where.startsWith('/') ? fieldOf(issue.where) : issue.where;
      problems.push(`${where}: ${issue.message}`);
    }
  }
  const requestId = answer.headers['x-request-id'];
  if (!requestId) problems.push('header X-Request-Id: missing');
  if (answer.status >= 400) {
    const documented = contract.validator.documentedResponse(operation, answer.status) !== null;
    // A documented error status was checked against its schema above; an undocumented one still
    // owes the envelope.
    if (!documented && !answer.unparsable) {
      for (const issue of contract.validator.pointerIssues(ERROR_SCHEMA, answer.body)) {
        problems.push(`error envelope ${fieldOf(issue.where)}: ${issue.message}`);
      }
    }
    const envelope = (answer.body ?? {}) as ErrorEnvelope;
    if (requestId && typeof envelope.request_id === 'string' && envelope.request_id !== requestId) {
      problems.push('request_id: differs from the X-Request-Id header');
    }
    if (request.expectErrorKey) {
      const keys = Array.isArray(envelope.detail) ? envelope.detail.map((d) => d?.key) : [];
      if (!keys.includes(request.expectErrorKey)) {
        problems.push(
          `detail[].key: ${keys.map(String).join(', ') || 'none'}, expected ${request.expectErrorKey}`,
        );
      }
    }
  }
  if (answer.status === 429) {
    const retryAfter = answer.headers['retry-after'];
    if (retryAfter === undefined) problems.push('header Retry-After: missing on 429');
    else if (!/^\d+$/.test(retryAfter)) {
      problems.push(`header Retry-After: ${JSON.stringify(retryAfter)} is not whole seconds`);
    }
  }
  return [...new Set(problems)];
}
