import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import { openOptions } from './open-page.js';

/** Properties of `ErrorBox`. */
export interface ErrorBoxProps {
  /** The failure to show. */
  error: ErrorInfo;
  /** Buttons shown under the text (e.g. "Try again", "Open options"). */
  children?: ComponentChildren;
}

/** A failure in plain words, with the request id to quote to support. */
export function ErrorBox({ error, children }: ErrorBoxProps) {
  return (
    <div class="message error" role="alert" data-error-kind={error.kind}>
      <p class="message-title">{error.title}</p>
      {error.detail ? <p>{error.detail}</p> : null}
      {error.requestId ? (
        <p class="request-id">
          {i18n.t('common.requestId')} <code>{error.requestId}</code>
        </p>
      ) : null}
      {children ? <div class="row">{children}</div> : null}
    </div>
  );
}

/** True when the fix for this failure is in the options page. */
export function isAboutTheKey(error: ErrorInfo): boolean {
  return error.kind === 'no_key' || error.kind === 'auth' || error.kind === 'scope';
}

/** "Open settings" when the fix for `error` is in the options page; nothing otherwise. */
export function OpenSettingsButton({
  error,
  closeWindow = true,
}: {
  error: ErrorInfo;
  closeWindow?: boolean;
}) {
  return isAboutTheKey(error) ? (
    <button type="button" onClick={() => void openOptions(closeWindow)}>
      {i18n.t('common.openSettings')}
    </button>
  ) : null;
}
