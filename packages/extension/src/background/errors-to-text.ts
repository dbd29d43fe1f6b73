import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  JobFailedError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ScribekitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '@scribekit/sdk';
import type { ErrorInfo, ErrorKind } from '../messages.js';

/** No API key is saved yet. */
export class NoKeyError extends Error {
  constructor() {
    super('No API key is saved.');
    this.name = 'NoKeyError';
  }
}

/** Input the extension refuses before asking the API (a link that is not a URL, say). */
export class BadInputError extends Error {
  /** What to do instead. */
  readonly detail: string;

  constructor(title: string, detail: string) {
    super(title);
    this.name = 'BadInputError';
    this.detail = detail;
  }
}

/** What `describeError` needs to know besides the error. */
export interface ErrorContext {
  /** The API address, to name it when it cannot be reached. */
  baseUrl: string;
  /** Whether the browser thinks it is online (`navigator.onLine`). */
  online: boolean;
  /** The current time, for "try again at". */
  now?: Date;
}

function info(
  kind: ErrorKind,
  title: string,
  detail: string,
  extra: Partial<ErrorInfo> = {},
): ErrorInfo {
  return {
    kind,
    title,
    detail,
    status: null,
    requestId: null,
    retryAfterS: null,
    scope: null,
    ...extra,
  };
}

/** The texts of the error body's details, joined; empty when it had none. */
function serviceText(error: ScribekitError): string {
  return error.details
    .map((detail) => detail.text)
    .filter((text) => text.length > 0)
    .join(' ');
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** "in 30 seconds (at 14:05)" / "in 2 minutes (at 14:07)". */
export function retryWhen(seconds: number, now: Date): string {
  const at = new Date(now.getTime() + seconds * 1000);
  const clock = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'} (at ${clock})`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes (at ${clock})`;
}

/** Turns any failure into plain words with the request id, for every page to show. */
export function describeError(error: unknown, context: ErrorContext): ErrorInfo {
  const now = context.now ?? new Date();
  if (error instanceof NoKeyError) {
    return info(
      'no_key',
      'No API key is set.',
      'Open the extension options and paste an API key from the web app (Settings, API keys).',
    );
  }
  if (error instanceof BadInputError) return info('bad_input', error.message, error.detail);
  if (!(error instanceof ScribekitError)) {
    const text = error instanceof Error ? error.message : String(error);
    return info('unknown', 'Something went wrong in the extension.', text);
  }

  if (error instanceof JobFailedError) {
    return info(
      'job_failed',
      `The ${error.resourceType.replace('_', ' ')} ${error.jobStatus === 'cancelled' ? 'was cancelled' : 'failed'}.`,
      error.errorHint ?? error.jobError ?? 'Try again.',
    );
  }
  const base = { status: error.status ?? null, requestId: error.requestId ?? null };
  const said = serviceText(error);
  if (error instanceof TimeoutError) {
    return info(
      'timeout',
      `The API at ${hostOf(context.baseUrl)} took too long to answer.`,
      'It may be busy. Try again in a moment.',
      base,
    );
  }
  if (error instanceof ConnectionError) {
    return context.online
      ? info(
          'unreachable',
          `Can't reach the API at ${hostOf(context.baseUrl)}.`,
          'Check the API address in the options, or try again later.',
          base,
        )
      : info('offline', 'You are offline.', 'Connect to the internet and try again.', base);
  }
  if (error instanceof AuthenticationError) {
    return info(
      'auth',
      'The API rejected the API key.',
      'It may be mistyped or revoked. Paste a current key in the options.',
      base,
    );
  }
  if (error instanceof PermissionError) {
    if (error.requiredScope) {
      return info(
        'scope',
        `This API key lacks the ${error.requiredScope} scope.`,
        `Create a key that includes ${error.requiredScope} in the web app (Settings, API keys) and save it in the options.`,
        { ...base, scope: error.requiredScope },
      );
    }
    if (error.needsWebSession) {
      return info(
        'session',
        'This action needs a signed-in web session.',
        'API keys cannot do it; use the web app.',
        base,
      );
    }
    return info(
      'scope',
      'The API key is not allowed to do this.',
      said || 'Check its scopes.',
      base,
    );
  }
  if (error instanceof NotFoundError) {
    return info(
      'not_found',
      'The API could not find it.',
      'It may have been deleted, or it belongs to another account.',
      base,
    );
  }
  if (error instanceof RateLimitError) {
    const seconds = error.retryAfter;
    return info(
      'rate_limited',
      'Too many requests to the API.',
      seconds === null ? 'Wait a little and try again.' : `Try again ${retryWhen(seconds, now)}.`,
      { ...base, retryAfterS: seconds },
    );
  }
  if (error instanceof ServerError) {
    return info(
      'server',
      `The API had a problem (${error.status ?? 'server error'}).`,
      'This is on the service side. Try again in a few minutes.',
      base,
    );
  }
  if (error instanceof ValidationError) {
    return info('invalid', 'The API did not accept the request.', said || error.message, base);
  }
  if (error instanceof ConflictError) {
    return info('conflict', 'The API refused: the job is not in a state for that.', said, base);
  }
  return info('unknown', `The API answered with an error (${error.status ?? '?'}).`, said, base);
}
