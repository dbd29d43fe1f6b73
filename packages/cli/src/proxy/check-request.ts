import type { Contract } from '../contract/load-contract.js';
import { type Violation, violationOf } from './violation.js';

/** What the proxy knows of an incoming request. */
export interface IncomingRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The raw body, empty when none. */
  body: Buffer;
}

export interface RequestCheck {
  operationId: string | null;
  violations: Violation[];
}

/**
 * The app's mistakes in one request, against the spec: no such operation, no key, path and
 * query parameters (unknown ones too), declared headers, and the JSON body against its schema.
 * Values are validated on copies: the request is forwarded exactly as the app sent it.
 */
export function checkRequest(contract: Contract, request: IncomingRequest): RequestCheck {
  const match = contract.router.match(request.method, request.url.pathname);
  if (!match || 'allowed' in match) {
    const why = match
      ? `${request.method} is not an operation of this path (the spec has ${match.allowed.join(', ')})`
      : 'no operation of the spec has this path';
    return {
      operationId: null,
      violations: [
        violationOf('app', null, `request ${request.method} ${request.url.pathname}: ${why}`),
      ],
    };
  }
  const { operation } = match;
  const problems: string[] = [];
  if (operation.security.length > 0 && !/^Bearer \S+/i.test(request.headers.authorization ?? '')) {
    problems.push('header Authorization: missing (Bearer <API_KEY>)');
  }
  const query: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  const known = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of new Set(request.url.searchParams.keys())) {
    if (!known.has(name))
      problems.push(`query.${name}: not a parameter of ${operation.operationId}`);
  }
  for (const p of operation.parameters) {
    if (p.in === 'query') {
      const values = request.url.searchParams.getAll(p.name);
      if (values.length > 0) query[p.name] = p.isArray ? values : values.at(-1);
    } else if (p.in === 'header') {
      const value = request.headers[p.name.toLowerCase()];
      if (value !== undefined) headers[p.name.toLowerCase()] = value;
    }
  }
  const details = [
    ...contract.validator.validateParameters(operation, 'path', { ...match.pathParams }),
    ...contract.validator.validateParameters(operation, 'query', query),
    ...contract.validator.validateParameters(operation, 'header', headers),
  ];
  const mediaType =
    (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const contents = operation.requestBody?.contents ?? {};
  if (request.body.length === 0) {
    if (operation.requestBody?.required) problems.push('body: missing (required)');
  } else if (!operation.requestBody) {
    problems.push(`body: ${operation.operationId} takes none`);
  } else if (!(mediaType in contents)) {
    problems.push(
      `header Content-Type: ${mediaType || 'none'}, the spec takes ${Object.keys(contents).join(' or ')}`,
    );
  } else if (mediaType === 'application/json') {
    try {
      details.push(
        ...contract.validator.validateBody(
          operation,
          mediaType,
          JSON.parse(request.body.toString('utf8')),
        ),
      );
    } catch {
      problems.push('body: not JSON');
    }
  }
  for (const detail of details) {
    const where = detail.loc?.join('.');
    const text =
      where && detail.text.startsWith(`${where}: `)
        ? detail.text.slice(where.length + 2)
        : detail.text;
    const message = text === 'Field required' ? 'missing (required)' : text;
    problems.push(where ? `${where}: ${message}` : message);
  }
  return {
    operationId: operation.operationId,
    violations: problems.map((p) => violationOf('app', operation.operationId, p)),
  };
}
