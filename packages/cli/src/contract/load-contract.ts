import type {
  OpenApiDocument,
  OperationInfo,
  Router,
  SpecValidator,
} from '@scribekit/sandbox/spec';

/** The spec as the sandbox reads it: its operations, a router and the Ajv validator. */
export interface Contract {
  doc: OpenApiDocument;
  operations: OperationInfo[];
  router: Router;
  validator: SpecValidator;
  /** The value at a spec pointer, `$ref`s followed. */
  resolve(pointer: string): unknown;
}

/** Why verify and proxy need the sandbox package, and how to add it. */
export const CONTRACT_MISSING =
  '@scribekit/sandbox is not installed: verify and proxy check answers with its reading of the spec (`@scribekit/sandbox/spec`). Add it with `npm install --save-dev @scribekit/sandbox` (or globally).';

/**
 * Loads the bundled spec through `@scribekit/sandbox/spec`, so the CLI checks a service with the
 * very validator the sandbox checks itself with; null when the optional peer is not installed.
 */
export async function loadContract(): Promise<Contract | null> {
  let spec: typeof import('@scribekit/sandbox/spec');
  try {
    spec = await import('@scribekit/sandbox/spec');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return null;
  }
  const doc = await spec.loadSpec();
  const operations = spec.readOperations(doc);
  return {
    doc,
    operations,
    router: new spec.Router(operations),
    validator: new spec.SpecValidator(doc),
    resolve: (pointer) => spec.resolveRef(doc, pointer).value,
  };
}

/** A JSON pointer into a body as a reader writes it: `/items/0/title` → `items[0].title`. */
export function fieldOf(pointer: string): string {
  if (pointer === '' || pointer === '/') return '(body)';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}
