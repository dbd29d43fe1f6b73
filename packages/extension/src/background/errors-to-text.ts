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
import { ownEntry } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { KeyRefusalView } from '../key-state.js';
import type { ErrorInfo, ErrorKind } from '../messages/envelope.js';

/** No API key is saved yet. */
export class NoKeyError extends Error {
  constructor() {
    super('No API key is saved.');
    this.name = 'NoKeyError';
  }
}

/** Input the extension refuses before asking the API (a link that is not a URL, say). */
/** The service refused the saved key earlier: nothing is sent with it until a key is saved. */
export class KeyRefusedError extends Error {
  constructor(readonly refusal: KeyRefusalView) {
    super(i18n.t('errors.auth'));
  }
}

export class BadInputError extends Error {
  /** What to do instead. */
  readonly detail: string;

  constructor(title: string, detail: string) {
    super(title);
    this.name = 'BadInputError';
    this.detail = detail;
  }
}

/** A start refused because one for the same page is on its way or its job is running. */
export class AlreadyStartedError extends Error {
  /** Which job is in the way. */
  readonly kind: 'source_import' | 'recording_job';

  constructor(kind: 'source_import' | 'recording_job') {
    super(kind);
    this.name = 'AlreadyStartedError';
    this.kind = kind;
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
  // In the language of the words around it, not the runtime's locale.
  const clock = at.toLocaleTimeString(i18n.t('common.lang'), {
    hour: '2-digit',
    minute: '2-digit',
  });
  if (seconds < 90) return i18n.t('errors.inSeconds', seconds, [String(seconds), clock]);
  const minutes = Math.ceil(seconds / 60);
  return i18n.t('errors.inMinutes', [String(minutes), clock]);
}

// The SDK's resource types as words (written out so the locales test sees every key).
const jobKindNames: Record<string, () => string> = {
  transcript: () => i18n.t('errors.jobKind.transcript'),
  export: () => i18n.t('errors.jobKind.export'),
  source_import: () => i18n.t('errors.jobKind.sourceImport'),
  recording_job: () => i18n.t('errors.jobKind.recordingJob'),
  smart_report: () => i18n.t('errors.jobKind.smartReport'),
  file: () => i18n.t('errors.jobKind.file'),
};

/** A resource type in the browser's language; a type added later reads as its own words. */
function jobKindName(resourceType: string): string {
  return ownEntry(jobKindNames, resourceType)?.() ?? resourceType.replaceAll('_', ' ');
}

/** Turns any failure into plain words with the request id, for every page to show. */
export function describeError(error: unknown, context: ErrorContext): ErrorInfo {
  const now = context.now ?? new Date();
  if (error instanceof NoKeyError) {
    return info('no_key', i18n.t('errors.noKey'), i18n.t('errors.noKeyDetail'));
  }
  if (error instanceof BadInputError) return info('bad_input', error.message, error.detail);
  if (error instanceof KeyRefusedError) {
    const { status, requestId, scope } = error.refusal;
    return status === 403 && scope
      ? info('scope', i18n.t('errors.scope', [scope]), i18n.t('errors.scopeDetail', [scope]), {
          status,
          requestId,
          scope,
        })
      : info('auth', i18n.t('errors.auth'), i18n.t('errors.authDetail'), { status, requestId });
  }
  if (error instanceof AlreadyStartedError) {
    return error.kind === 'recording_job'
      ? info('conflict', i18n.t('popup.botAlready'), i18n.t('errors.oneBotDetail'))
      : info('conflict', i18n.t('popup.beingTranscribed'), i18n.t('errors.oneImportDetail'));
  }
  if (!(error instanceof ScribekitError)) {
    const text = error instanceof Error ? error.message : String(error);
    return info('unknown', i18n.t('errors.extension'), text);
  }

  if (error instanceof JobFailedError) {
    return info(
      'job_failed',
      error.jobStatus === 'cancelled'
        ? i18n.t('errors.jobCancelled', [jobKindName(error.resourceType)])
        : i18n.t('errors.jobFailed', [jobKindName(error.resourceType)]),
      error.errorHint ?? error.jobError ?? i18n.t('common.retry'),
    );
  }
  const base = { status: error.status ?? null, requestId: error.requestId ?? null };
  const said = serviceText(error);
  if (error instanceof TimeoutError) {
    return info(
      'timeout',
      i18n.t('errors.timeout', [hostOf(context.baseUrl)]),
      i18n.t('errors.timeoutDetail'),
      base,
    );
  }
  if (error instanceof ConnectionError) {
    return context.online
      ? info(
          'unreachable',
          i18n.t('errors.unreachable', [hostOf(context.baseUrl)]),
          i18n.t('errors.unreachableDetail'),
          base,
        )
      : info('offline', i18n.t('errors.offline'), i18n.t('errors.offlineDetail'), base);
  }
  if (error instanceof AuthenticationError) {
    return info('auth', i18n.t('errors.auth'), i18n.t('errors.authDetail'), base);
  }
  if (error instanceof PermissionError) {
    if (error.requiredScope) {
      return info(
        'scope',
        i18n.t('errors.scope', [error.requiredScope]),
        i18n.t('errors.scopeDetail', [error.requiredScope]),
        { ...base, scope: error.requiredScope },
      );
    }
    if (error.needsWebSession) {
      return info('session', i18n.t('errors.session'), i18n.t('errors.sessionDetail'), base);
    }
    return info(
      'scope',
      i18n.t('errors.forbidden'),
      said || i18n.t('errors.forbiddenDetail'),
      base,
    );
  }
  if (error instanceof NotFoundError) {
    return info('not_found', i18n.t('errors.notFound'), i18n.t('errors.notFoundDetail'), base);
  }
  if (error instanceof RateLimitError) {
    const seconds = error.retryAfter;
    return info(
      'rate_limited',
      i18n.t('errors.rateLimited'),
      seconds === null
        ? i18n.t('errors.rateLimitedDetail')
        : i18n.t('errors.retryWhen', [retryWhen(seconds, now)]),
      { ...base, retryAfterS: seconds },
    );
  }
  if (error instanceof ServerError) {
    return info(
      'server',
      i18n.t('errors.server', [String(error.status ?? 500)]),
      i18n.t('errors.serverDetail'),
      base,
    );
  }
  if (error instanceof ValidationError) {
    return info('invalid', i18n.t('errors.invalid'), said || error.message, base);
  }
  if (error instanceof ConflictError) {
    return info('conflict', i18n.t('errors.conflict'), said, base);
  }
  return info('unknown', i18n.t('errors.other', [String(error.status ?? '?')]), said, base);
}
