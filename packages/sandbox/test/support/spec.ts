import { loadSpec } from '../../src/spec/load-spec.js';
import { type OperationInfo, readOperations } from '../../src/spec/operations.js';

/** Every operation of the bundled spec, as the sandbox reads it. */
export async function specOperations(): Promise<OperationInfo[]> {
  return readOperations(await loadSpec());
}

/** The operation's path with `{params}` filled from `values`. */
export function fillPath(op: OperationInfo, values: Record<string, string | number>): string {
  return op.specPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    String(values[name] ?? `missing-${name}`),
  );
}
