import { AuthError } from '../errors.js';
import { describeMoment } from './clock.js';

/** A mistake the assistant or the user can fix (a path outside the folders, a wrong id): a tool error. */
export class ToolUserError extends Error {
  override name = 'ToolUserError';
}

/** The quota leaves no slot within the time a tool waits: a tool error that says when one opens. */
export class QuotaWaitError extends ToolUserError {
  constructor(
    readonly quota: 'upload-init' | 'source-import' | 'smart-report',
    readonly until: number,
    readonly limit?: { limit: number; windowMs?: number },
    /** Requests this machine counted in the window (from a 429); absent: all of them are its own. */
    readonly countedHere?: number,
  ) {
    super(quotaText(quota, until, limit, countedHere));
  }
}

const QUOTA_NOUNS = {
  'upload-init': 'upload',
  'source-import': 'link import',
  'smart-report': 'Smart Report',
} as const;

function quotaText(
  quota: QuotaWaitError['quota'],
  until: number,
  limit: QuotaWaitError['limit'],
  countedHere: number | undefined,
): string {
  if (quota === 'smart-report') {
    // A report holds its slot until it is written: when one frees is not known, only the latest.
    return `All ${limit?.limit ?? 3} Smart Report slots of this API key are busy (reports being made by this server, by \`scribekit transcribe --report\` or by other servers on this machine) and none freed while this call waited. Try again in a few minutes; a slot frees by ${describeMoment(until)} at the latest.`;
  }
  const noun = QUOTA_NOUNS[quota];
  const count = limit ? `${limit.limit} ${noun}${limit.limit === 1 ? '' : 's'}` : '';
  const rate = limit?.windowMs
    ? `${count} per ${limit.windowMs >= 3_600_000 ? `${limit.windowMs / 3_600_000} h` : `${Math.round(limit.windowMs / 1000)} s`}`
    : `only so many ${noun}s an hour`;
  const used =
    limit && countedHere !== undefined && countedHere < limit.limit
      ? `${countedHere} of them by this machine (\`scribekit transcribe\` and MCP servers) and the rest by other clients of the key`
      : 'this key has used them (counted together with `scribekit transcribe` and other servers on this machine)';
  return (
    `No ${noun} slot is free for this API key: the service allows ${rate}, and ${used}. ` +
    `The next slot opens at ${describeMoment(until)}. This call uploaded and imported nothing; ` +
    'ask again after that time.'
  );
}

/** The fields of the SDK's errors a message needs (duck-typed: no error class is loaded for it). */
interface ServiceErrorLike {
  name: string;
  message: string;
  status?: number;
  requestId?: string;
  details?: { key: string; text: string }[];
  retryAfter?: number | null;
  requiredScope?: string | null;
  needsWebSession?: boolean;
  jobError?: string | null;
  errorHint?: string | null;
  resourceType?: string;
}

const withRequestId = (text: string, error: ServiceErrorLike) =>
  error.requestId ? `${text} (request id ${error.requestId})` : text;

/**
 * What a tool says when it fails: what happened and what to do, in a sentence an assistant can
 * pass on; the service's own text and request id where there was a response.
 */
export function describeToolError(error: unknown, baseUrl?: string): string {
  if (error instanceof ToolUserError) return error.message;
  if (error instanceof AuthError) {
    return `${error.message}. The MCP server reads the key as every scribekit command does: SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL in the server's environment (the "env" of its entry in the client's configuration), or the profile saved by \`scribekit login\` (--profile NAME).`;
  }
  if (!(error instanceof Error)) return String(error);
  const service = error as ServiceErrorLike;
  const serviceText = service.details?.length
    ? service.details.map((detail) => detail.text).join('; ')
    : service.message;
  switch (service.name) {
    case 'AuthenticationError':
      return withRequestId(
        `The service refused the API key (401: ${serviceText}). Run \`scribekit login\` again, or fix SCRIBEKIT_API_KEY in the server's environment.`,
        service,
      );
    case 'PermissionError':
      return withRequestId(
        service.needsWebSession
          ? `This operation needs a signed-in web session; no API key can do it (403: ${serviceText}).`
          : `The API key lacks the scope ${service.requiredScope ?? 'this operation needs'} (403: ${serviceText}). Make a key with that scope in the web app's settings.`,
        service,
      );
    case 'NotFoundError':
      return withRequestId(
        `Not found (404: ${serviceText}). Check the id: search_transcripts or list_jobs list the ones this key can see.`,
        service,
      );
    case 'RateLimitError': {
      const until = Date.now() + (service.retryAfter ?? 60) * 1000;
      return withRequestId(
        `The service is limiting this key's requests (429: ${serviceText}); try again at ${describeMoment(until)}.`,
        service,
      );
    }
    case 'JobFailedError':
      return `The ${service.resourceType?.replace('_', ' ') ?? 'job'} failed: ${service.jobError ?? service.message}${service.errorHint ? ` — ${service.errorHint}` : ''}.`;
    case 'ConnectionError':
      return `Cannot reach the Scribekit service${baseUrl ? ` at ${baseUrl}` : ''}: ${service.message}. Check the address (SCRIBEKIT_BASE_URL or the profile) and the network.`;
    case 'TimeoutError':
      return `The service did not answer in time: ${service.message}. Try again.`;
    case 'ValidationError':
      return withRequestId(
        `The service refused the request (${service.status}: ${serviceText}).`,
        service,
      );
    default:
      return typeof service.status === 'number'
        ? withRequestId(`The service answered ${service.status}: ${serviceText}.`, service)
        : `Unexpected error: ${service.message}`;
  }
}
