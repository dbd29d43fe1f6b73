import type { OperationInfo } from '@scribekit/sandbox/spec';

const FINISHED = new Set(['completed', 'ready', 'done', 'succeeded', 'finished']);

/** `smart-reports` → `smart_report`, `knowledge-bases` → `knowledge_base`, `by-transcript` → `transcript`. */
const singular = (segment: string) =>
  segment.replace(/^by-/, '').replace(/s$/, '').replace(/-/g, '_');

const segmentsOf = (specPath: string) => specPath.split('/').filter(Boolean);

/**
 * The kind of resource a path parameter names, read from the path itself: the segment before
 * it, made singular (`/transcripts/{id}/meta` → transcript, `/smart-reports/by-transcript/{id}`
 * → transcript).
 */
export function kindOfParam(specPath: string, param: string): string {
  const segments = segmentsOf(specPath);
  const at = segments.indexOf(`{${param}}`);
  return singular(segments[at - 1] ?? param);
}

/** The kind of the items a GET answers with: its last literal segment, made singular. */
export function kindOfItems(specPath: string): string | null {
  const last = segmentsOf(specPath).at(-1);
  return last && !last.startsWith('{') ? singular(last) : null;
}

/** The path parameters of an operation. */
export const pathParamsOf = (operation: OperationInfo) =>
  operation.parameters.filter((p) => p.in === 'path');

/**
 * The ids verify has seen, by kind (`transcript`, `file`, `export`…), the finished ones first:
 * sub-resources of a completed transcript are worth more than a pending one's 409.
 */
export class IdBook {
  private readonly ids = new Map<string, string[]>();

  add(kind: string, id: string, finished = false): void {
    const known = this.ids.get(kind) ?? [];
    if (known.includes(id)) return;
    if (finished) known.unshift(id);
    else known.push(id);
    this.ids.set(kind, known);
  }

  first(kind: string): string | undefined {
    return this.ids.get(kind)?.[0];
  }

  /**
   * Learns the ids in one answer: the items of a list (their kind from the path), the object of
   * a by-id read, and every `<kind>_id` field anywhere (`file_id` of a transcript).
   */
  harvest(operation: OperationInfo, body: unknown): void {
    const itemsKind = kindOfItems(operation.specPath);
    const items = Array.isArray(body)
      ? body
      : body && typeof body === 'object'
        ? Object.values(body).find((v): v is unknown[] => Array.isArray(v))
        : undefined;
    if (itemsKind && items) {
      for (const item of items) this.addRecord(itemsKind, item);
    }
    const last = pathParamsOf(operation).find((p) => operation.specPath.endsWith(`{${p.name}}`));
    if (last && !itemsKind) this.addRecord(kindOfParam(operation.specPath, last.name), body);
    this.walk(body, 0);
  }

  private addRecord(kind: string, record: unknown): void {
    if (!record || typeof record !== 'object') return;
    const { id, status } = record as { id?: unknown; status?: unknown };
    if (typeof id === 'string')
      this.add(kind, id, typeof status === 'string' && FINISHED.has(status));
  }

  private walk(node: unknown, depth: number): void {
    if (!node || typeof node !== 'object' || depth > 4) return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 50)) this.walk(item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.endsWith('_id') && key !== 'request_id' && typeof value === 'string') {
        this.add(key.slice(0, -3), value);
      } else this.walk(value, depth + 1);
    }
  }
}
