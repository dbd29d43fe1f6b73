import { describe, expect, test } from 'vitest';
import {
  isOptionalHost,
  permissionText,
  whyNotAsked,
} from '../../src/entrypoints/options/host-permission.js';

// The options page names the real reason when the browser does not ask for the API's host.

const OPTIONAL = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

describe('host permission', () => {
  test.each([
    ['https://api.example.com/*', true],
    ['http://127.0.0.1/*', true],
    ['http://localhost/*', true],
    ['http://192.168.1.20/*', false],
    ['http://api.example.com/*', false],
  ])('%s is optional: %s', (pattern, want) => {
    expect(isOptionalHost(pattern, OPTIONAL)).toBe(want);
  });

  test('a listed host the browser would not ask for is refused with its reason', () => {
    const view = whyNotAsked(
      '127.0.0.1',
      'http://127.0.0.1/*',
      OPTIONAL,
      new Error('This function must be called during a user gesture'),
    );
    expect(view).toMatchObject({ state: 'unavailable' });
    const text = permissionText(view);
    expect(text).toContain('This function must be called during a user gesture');
    expect(text).toContain('127.0.0.1');
    expect(text).not.toContain('so not to');
  });

  test('a host outside the listed ones says which hosts can be asked for', () => {
    const view = whyNotAsked('192.168.1.20', 'http://192.168.1.20/*', OPTIONAL, new Error('x'));
    expect(view).toEqual({ host: '192.168.1.20', state: 'outside' });
    expect(permissionText(view)).toBe(
      'Scribekit can only ask for access to https addresses, localhost and 127.0.0.1, so not to 192.168.1.20.',
    );
  });
});
