/** Whose mistake a violation is: the app's request, or the service's (or the spec's) answer. */
export type Side = 'app' | 'service';

/** One break of the spec the proxy saw. */
export interface Violation {
  side: Side;
  /** The spec's operationId, or null when the request matches none. */
  operation: string | null;
  /** Where: `body.file_id`, `query.limit`, `header X-Request-Id`, `status`. */
  field: string;
  message: string;
}

/** `where: what` (as verify and the validator write problems) split into field and message. */
export function violationOf(side: Side, operation: string | null, problem: string): Violation {
  const at = problem.indexOf(': ');
  return at > 0
    ? { side, operation, field: problem.slice(0, at), message: problem.slice(at + 2) }
    : { side, operation, field: '(request)', message: problem };
}

/** The `Scribekit-Violations` header: the violations as JSON, cut to stay a sane header size. */
export function violationsHeader(violations: Violation[]): string {
  const list = violations.map(({ side, operation, field, message }) => ({
    side,
    operation,
    field,
    message,
  }));
  let text = JSON.stringify(list);
  while (text.length > 6000 && list.length > 1) {
    list.pop();
    text = JSON.stringify([
      ...list,
      {
        side: 'proxy',
        field: '(more)',
        message: `${violations.length - list.length} more on stderr`,
      },
    ]);
  }
  // Header values are Latin-1: anything else is escaped as JSON \u sequences.
  return text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
