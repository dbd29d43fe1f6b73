import type { OperationInfo } from '@scribekit/sandbox/spec';

/** Why a request is sent: a read, a free probe of an error answer, or a write within the budget. */
export type RequestKind = 'read' | 'probe' | 'write';

/** One request verify sends, and what its answer must be besides fitting the spec. */
export interface PlannedRequest {
  operation: OperationInfo;
  kind: RequestKind;
  /** The probe's or write's name (`unknown-id`, `wrong-key`, `upload-init`); reads have none. */
  name?: string;
  /** The path under /api/v1 with its parameters filled: `/transcripts/3f…/meta`. */
  path: string;
  query: Record<string, string>;
  body?: unknown;
  /** Send a key the service cannot know instead of the user's. */
  wrongKey?: boolean;
  /** Statuses a probe must get (any documented status when absent). */
  expectStatus?: number[];
  /** An error key the answer's envelope must carry. */
  expectErrorKey?: string;
}

/** An answer as verify keeps it: headers lower-cased, the body parsed when it is JSON. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, the text when it is not JSON, undefined when empty. */
  body: unknown;
  contentType: string | null;
  /** The text was not JSON although the content type said so (or said nothing). */
  unparsable?: boolean;
}

/** Reads a fetch Response into an Answer. */
export async function answerOf(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  if (text === '') return { status: response.status, headers, body: undefined, contentType };
  try {
    return { status: response.status, headers, body: JSON.parse(text), contentType };
  } catch {
    return { status: response.status, headers, body: text, contentType, unparsable: true };
  }
}

/** The full address of a planned request under an API root (`…/api/v1`). */
export function urlOf(apiUrl: string, request: Pick<PlannedRequest, 'path' | 'query'>): string {
  const search = new URLSearchParams(request.query).toString();
  return `${apiUrl}${request.path}${search ? `?${search}` : ''}`;
}
