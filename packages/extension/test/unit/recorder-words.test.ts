import { ConnectionError, errorFromResponse, JobFailedError } from '@scribekit/sdk';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { describeError } from '../../src/background/errors-to-text.js';
import { CAPTURE_REFUSED } from '../../src/recording/protocol.js';
import { failureOf } from '../../src/recording/recorder-failure.js';
import {
  recorderCodeInWords,
  startFailureInWords,
  uploadFailureInWords,
} from '../../src/recording/recorder-words.js';
import { getMessageIn } from './setup-i18n.js';

// "Record this tab" fails in the person's language with what to do next: Chrome's own English
// messages and the SDK errors the offscreen document reports are never shown as they are.

const describe_ = (error: unknown) =>
  describeError(error, { baseUrl: 'http://127.0.0.1:4010', online: true });

/** Words of Chrome's and the SDK's English that must not reach a German page. */
const ENGLISH = /invoked|cannot be captured|active stream|Fault injected|Internal|request \w/i;

describe('the recorder in German', () => {
  beforeEach(async () => {
    fakeBrowser.i18n.getMessage = await getMessageIn('de');
  });

  test.each([
    [
      'a tab the toolbar was not clicked on (or one of Chrome’s pages)',
      'Extension has not been invoked for the current page (see activeTab permission). Chrome pages cannot be captured.',
      /Scribekit-Schaltfläche.*„Diesen Tab aufnehmen“/,
    ],
    [
      'a tab captured already',
      'Cannot capture a tab with an active stream.',
      /bereits aufgenommen oder geteilt/,
    ],
    ['anything else Chrome says', 'Error starting tab capture', /starten Sie Chrome neu/],
  ])('%s', (_name, chrome, want) => {
    const text = startFailureInWords(new Error(chrome));
    expect(text).toMatch(want);
    expect(text).not.toMatch(ENGLISH);
  });

  test('the offscreen document’s refusal of the tab’s stream', () => {
    expect(recorderCodeInWords(CAPTURE_REFUSED)).toMatch(/Laden Sie den Tab neu/);
  });

  test('an upload the service failed: its words in German, with the request id', () => {
    const error = errorFromResponse(new Response(null, { status: 500 }), {
      detail: [{ key: 'injected_fault', text: 'Fault injected by the sandbox (HTTP 500).' }],
      request_id: '0c0a9c9e-0000-4000-8000-000000000001',
    });
    const text = uploadFailureInWords(structuredClone(failureOf(error)), describe_);
    expect(text).toContain('500');
    expect(text).toContain('0c0a9c9e-0000-4000-8000-000000000001');
    expect(text).toContain('Anfrage-ID');
    expect(text).not.toMatch(ENGLISH);
  });

  test('an upload that lost the connection, and a transcript the service failed', () => {
    const lost = uploadFailureInWords(failureOf(new ConnectionError()), describe_);
    expect(lost).toContain('127.0.0.1:4010');
    expect(lost).not.toMatch(ENGLISH);
    const failed = uploadFailureInWords(
      failureOf(new JobFailedError('transcript', { id: 't', status: 'failed', error_hint: null })),
      describe_,
    );
    expect(failed).toMatch(/^Der Dienst konnte die Aufnahme nicht transkribieren/);
  });

  test('a failure the recorder does not know stays a sentence of ours', () => {
    const text = uploadFailureInWords(failureOf(new TypeError('Failed to fetch')), describe_);
    expect(text).toBe('Das Hochladen brach ab, bevor der Dienst die ganze Aufnahme hatte.');
  });
});
