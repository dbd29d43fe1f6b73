import { ConnectionError, errorFromResponse, TimeoutError } from '@scribekit/sdk';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import {
  CAPTURE_FAILED,
  CAPTURE_REFUSED,
  CAPTURE_RUNNING,
  NO_KEY,
  type RecorderFailure,
} from './protocol.js';

/** The codes the offscreen document reports for its own failures. */
const OWN_CODES = new Set([CAPTURE_RUNNING, NO_KEY, CAPTURE_REFUSED, CAPTURE_FAILED]);

/** A failure of "Record this tab" already in the browser's language, with what to do next. */
export class RecorderError extends Error {
  constructor(text: string) {
    super(text);
    this.name = 'RecorderError';
  }
}

/** A failure code of the offscreen document, in words. */
export function recorderCodeInWords(code: string): string {
  switch (code) {
    case CAPTURE_RUNNING:
      return i18n.t('recording.finishFirst');
    case NO_KEY:
      return i18n.t('errors.noKey');
    case CAPTURE_REFUSED:
      return i18n.t('recording.captureRefused');
    case CAPTURE_FAILED:
      return i18n.t('recording.captureFailed');
    default:
      return i18n.t('recording.startFailed');
  }
}

/**
 * Why a recording could not start, in words: ours as they are, Chrome's (English, for
 * developers) by what they mean.
 */
export function startFailureInWords(error: unknown): string {
  if (error instanceof RecorderError) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  // tabCapture: the tab was not clicked on (or is one of Chrome's own pages).
  if (/not been invoked|cannot be captured/i.test(text)) return i18n.t('recording.notInvoked');
  // tabCapture: the tab is captured already (another recorder, a screen share).
  if (/active stream/i.test(text)) return i18n.t('recording.alreadyCaptured');
  return i18n.t('recording.startFailed');
}

/** The SDK error the offscreen document reported, rebuilt so the background can word it. */
function rebuilt(failure: RecorderFailure): Error | null {
  const { status } = failure;
  if (typeof status === 'number' && status >= 200 && status <= 599) {
    const headers = new Headers();
    if (typeof failure.retryAfter === 'number') {
      headers.set('retry-after', String(failure.retryAfter));
    }
    return errorFromResponse(new Response(null, { status, headers }), failure.body ?? null);
  }
  if (failure.code === 'TimeoutError') return new TimeoutError();
  if (failure.code === 'ConnectionError') return new ConnectionError();
  return null;
}

/** Why an upload or its transcript failed, in words, with the request id when there was one. */
export function uploadFailureInWords(
  failure: RecorderFailure,
  describe: (error: unknown) => ErrorInfo,
): string {
  if (failure.code === 'JobFailedError') {
    return [i18n.t('recording.transcriptFailed'), failure.hint ?? ''].join(' ').trim();
  }
  const error = rebuilt(failure);
  if (!error) {
    return OWN_CODES.has(failure.code)
      ? recorderCodeInWords(failure.code)
      : i18n.t('recording.uploadStopped');
  }
  const info = describe(error);
  const id = info.requestId ? ` ${i18n.t('common.requestId')} ${info.requestId}` : '';
  return `${info.title} ${info.detail}${id}`.trim();
}
