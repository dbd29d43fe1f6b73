import type { Answer } from './exchange.js';
import type { Exchange } from './run-verify.js';

/** One way the service's answer and the sandbox's differ for the same request. */
export interface SandboxDifference {
  operation: string;
  /** The probe's or write's name. */
  name?: string;
  /** `status`, `error key`, `field items[].tags`, `header Cache-Control`, `request`. */
  where: string;
  service: string;
  sandbox: string;
}

// Headers a client may read; transport headers (date, server, a CDN's own) are not compared.
const COMPARED_HEADERS = [
  'content-type',
  'x-request-id',
  'retry-after',
  'cache-control',
  'allow',
  'location',
  'content-disposition',
];

/** The field paths of a body, array items merged as `[]`: `items[].id`, `meta.total`. */
function fieldsOf(node: unknown, prefix = '', out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 5 || node === null || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    // `items[]` marks a list with items: the fields of an empty list's items are unknown, not absent.
    if (node.length > 0) out.add(`${prefix}[]`);
    for (const item of node.slice(0, 20)) fieldsOf(item, `${prefix}[]`, out, depth + 1);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.add(path);
    fieldsOf(value, path, out, depth + 1);
  }
  return out;
}

/**
 * Fields of `one` the `other` lacks, leaving out what is data rather than shape: a list empty on
 * one side, and the fields of items the other side's empty list could not show.
 */
function onlyIn(one: Set<string>, other: Set<string>): string[] {
  return [...one].filter((field) => {
    if (other.has(field) || field.endsWith('[]')) return false;
    const list = field.lastIndexOf('[]');
    return list < 0 || other.has(field.slice(0, list + 2));
  });
}

const errorKeys = (answer: Answer) => {
  const detail = (answer.body as { detail?: { key?: unknown }[] } | undefined)?.detail;
  return Array.isArray(detail)
    ? [...new Set(detail.map((d) => String(d?.key)))].sort().join(', ')
    : '';
};

const keyOf = (exchange: Exchange) =>
  `${exchange.request.kind}|${exchange.request.name ?? ''}|${exchange.request.operation.operationId}`;

/**
 * Where the service and the sandbox answer the same requests differently — status, error key,
 * fields present in one only, headers — the list that brings the sandbox and the spec closer to
 * the service. Ids differ by nature (each side reads its own resources) and are not compared.
 */
export function compareWithSandbox(service: Exchange[], sandbox: Exchange[]): SandboxDifference[] {
  const differences: SandboxDifference[] = [];
  const sandboxByKey = new Map(sandbox.map((e) => [keyOf(e), e]));
  const serviceKeys = new Set(service.map(keyOf));
  for (const ours of service) {
    const { operationId } = ours.request.operation;
    const name = ours.request.name;
    const add = (where: string, serviceSide: string, sandboxSide: string) =>
      differences.push({
        operation: operationId,
        ...(name ? { name } : {}),
        where,
        service: serviceSide,
        sandbox: sandboxSide,
      });
    const theirs = sandboxByKey.get(keyOf(ours));
    if (!theirs) {
      add('request', 'sent', 'not sent (the sandbox had nothing to read)');
      continue;
    }
    const [a, b] = [ours.answer, theirs.answer];
    if (a.status !== b.status) add('status', String(a.status), String(b.status));
    if (a.status >= 400 || b.status >= 400) {
      const [ka, kb] = [errorKeys(a), errorKeys(b)];
      if (ka !== kb) add('error key', ka || 'none', kb || 'none');
    }
    if (a.status < 300 && b.status < 300) {
      const [fa, fb] = [fieldsOf(a.body), fieldsOf(b.body)];
      for (const field of onlyIn(fa, fb)) add(`field ${field}`, 'present', 'absent');
      for (const field of onlyIn(fb, fa)) add(`field ${field}`, 'absent', 'present');
    }
    for (const header of COMPARED_HEADERS) {
      const [ha, hb] = [a.headers[header], b.headers[header]];
      if ((ha === undefined) !== (hb === undefined)) {
        add(
          `header ${header}`,
          ha === undefined ? 'absent' : 'present',
          hb === undefined ? 'absent' : 'present',
        );
      } else if (header === 'content-type' && ha !== hb) {
        add(`header ${header}`, String(ha), String(hb));
      }
    }
  }
  for (const theirs of sandbox) {
    if (serviceKeys.has(keyOf(theirs))) continue;
    differences.push({
      operation: theirs.request.operation.operationId,
      ...(theirs.request.name ? { name: theirs.request.name } : {}),
      where: 'request',
      service: 'not sent (the service had nothing to read)',
      sandbox: 'sent',
    });
  }
  return differences;
}
