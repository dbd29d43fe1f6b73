import { ScribekitError } from '../scribekit-error.js';

/** A webhook notification's `X-Signature` did not match its body under the secret. */
export class WebhookSignatureError extends ScribekitError {
  get name(): string {
    return 'WebhookSignatureError';
  }
}

/** A correctly signed webhook body was not a notification envelope `{id, event, created_at, data}`. */
export class WebhookPayloadError extends ScribekitError {
  get name(): string {
    return 'WebhookPayloadError';
  }
}
