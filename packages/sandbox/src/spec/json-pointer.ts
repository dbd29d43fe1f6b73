/** Escapes one segment of a JSON pointer (RFC 6901). */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(segments: (string | number)[]): string {
  return `#/${segments.map((s) => escapePointerSegment(String(s))).join('/')}`;
}

/** Reads the value a local pointer (`#/a/b`) names inside `doc`; undefined when absent. */
export function getByPointer(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined;
  const parts = pointer
    .slice(1)
    .split('/')
    .slice(1)
    .map((p) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Follows `$ref` chains from `pointer`, returning the final object and its own pointer. */
export function resolveRef(doc: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = pointer;
  for (let hops = 0; hops < 32; hops++) {
    const value = getByPointer(doc, current);
    const ref =
      value && typeof value === 'object' ? (value as Record<string, unknown>).$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return { value, pointer: current };
    current = ref;
  }
  throw new Error(`$ref chain too long at ${pointer}`);
}
