import { randomUUID } from 'node:crypto';
import type { OperationInfo } from '@scribekit/sandbox/spec';
import type { Contract } from '../contract/load-contract.js';
import type { PlannedRequest, RequestKind } from './exchange.js';
import { type IdBook, kindOfParam, pathParamsOf } from './id-book.js';

/** A planned request, or why the operation cannot be sent. */
export type Step =
  | { request: PlannedRequest }
  | { skip: string; operation: OperationInfo; kind?: RequestKind; name?: string };

/** Every read-only operation of the spec: the GETs, in the spec's order. */
export const readOperationsOf = (contract: Contract) =>
  contract.operations.filter((op) => op.method === 'GET');

/** The query verify sends with a read: `personal=true` where the operation takes it (knowledge bases). */
function queryFor(operation: OperationInfo): Record<string, string> | string {
  const query: Record<string, string> = {};
  for (const param of operation.parameters.filter((p) => p.in === 'query')) {
    if (param.name === 'personal') query.personal = 'true';
    else if (param.required)
      return `needs the query parameter ${param.name}, which verify cannot choose`;
  }
  return query;
}

/** The operation's path with each parameter filled from `ids`, or what is missing. */
function fillPath(
  operation: OperationInfo,
  ids: (kind: string) => string | undefined,
): { path: string } | { missing: string } {
  let path = operation.specPath;
  for (const param of pathParamsOf(operation)) {
    const kind = kindOfParam(operation.specPath, param.name);
    const id = ids(kind);
    if (id === undefined) return { missing: kind };
    path = path.replace(`{${param.name}}`, encodeURIComponent(id));
  }
  return { path };
}

/** A read of `operation` with ids from the book, or why it cannot be sent (yet). */
export function readStep(operation: OperationInfo, book: IdBook): Step {
  const query = queryFor(operation);
  if (typeof query === 'string') return { skip: query, operation };
  const filled = fillPath(operation, (kind) => book.first(kind));
  if ('missing' in filled) {
    return {
      skip: `no ${filled.missing.replace(/_/g, ' ')} id to read: the lists answered none (create one, or see --budget)`,
      operation,
    };
  }
  return { request: { operation, kind: 'read', path: filled.path, query } };
}

/** The `maximum` of a query parameter's schema, if it has one. */
function maximumOf(contract: Contract, pointer: string | null): number | undefined {
  if (!pointer) return undefined;
  const max = (contract.resolve(pointer) as { maximum?: unknown } | undefined)?.maximum;
  return typeof max === 'number' ? max : undefined;
}

/**
 * The free probes, derived from the spec: an unknown id for each kind of resource read by id
 * (404 with the envelope), a wrong key (401), each knowledge-base list without its space
 * parameter (400 invalid_input_data), each page size one over its maximum (400 or 422).
 */
export function probeSteps(contract: Contract, book: IdBook): Step[] {
  const reads = readOperationsOf(contract);
  const steps: Step[] = [];
  const unknown = randomUUID();
  const kinds = new Set<string>();
  for (const operation of reads) {
    const params = pathParamsOf(operation);
    if (params.length !== 1) continue;
    const kind = kindOfParam(operation.specPath, (params[0] as { name: string }).name);
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    const query = queryFor(operation);
    const filled = fillPath(operation, () => unknown);
    if (typeof query === 'string' || 'missing' in filled) continue;
    steps.push({
      request: {
        operation,
        kind: 'probe',
        name: 'unknown-id',
        path: filled.path,
        query,
        expectStatus: [404],
      },
    });
  }
  const firstList = reads.find((op) => pathParamsOf(op).length === 0);
  if (firstList) {
    const query = queryFor(firstList);
    if (typeof query !== 'string') {
      steps.push({
        request: {
          operation: firstList,
          kind: 'probe',
          name: 'wrong-key',
          path: firstList.specPath,
          query,
          wrongKey: true,
          expectStatus: [401],
        },
      });
    }
  }
  for (const operation of reads) {
    const takesSpace = operation.parameters.some((p) => p.in === 'query' && p.name === 'personal');
    if (!takesSpace || pathParamsOf(operation).length > 0) continue;
    steps.push({
      request: {
        operation,
        kind: 'probe',
        name: 'no-scope-parameter',
        path: operation.specPath,
        query: {},
        expectStatus: [400],
        expectErrorKey: 'invalid_input_data',
      },
    });
  }
  for (const operation of reads) {
    for (const param of operation.parameters.filter((p) => p.in === 'query')) {
      const max = maximumOf(contract, param.schemaPointer);
      if (max === undefined) continue;
      const query = queryFor(operation);
      const filled = fillPath(operation, (kind) => book.first(kind));
      if (typeof query === 'string') continue;
      if ('missing' in filled) {
        steps.push({
          operation,
          kind: 'probe',
          name: `${param.name}-over-maximum`,
          skip: `no ${filled.missing.replace(/_/g, ' ')} id to probe with`,
        });
        continue;
      }
      steps.push({
        request: {
          operation,
          kind: 'probe',
          name: `${param.name}-over-maximum`,
          path: filled.path,
          query: { ...query, [param.name]: String(max + 1) },
          expectStatus: [400, 422],
        },
      });
    }
  }
  return steps;
}
