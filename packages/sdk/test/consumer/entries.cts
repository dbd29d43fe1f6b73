// Compiled under `module: commonjs` (node10 resolution) and run with require(): every entry resolves.
import assert = require('node:assert/strict');
import sdk = require('@scribekit/sdk');
import captions = require('@scribekit/sdk/captions');
import client = require('@scribekit/sdk/client');
import node = require('@scribekit/sdk/node');
import webhooks = require('@scribekit/sdk/webhooks');

const apiKey: string = 'sk_test';
const scribekit: sdk.Scribekit = sdk.createScribekit({ apiKey, baseUrl: 'http://127.0.0.1:1' });
const fromNode = node.createScribekit({ apiKey, baseUrl: 'http://127.0.0.1:1' });
const typed: client.ScribekitClient = client.createClient({
  apiKey,
  baseUrl: 'http://127.0.0.1:1',
});
const verified: Promise<boolean> = webhooks.verifyWebhookSignature('{}', 'sha256=00', 'secret');
assert.equal(typeof scribekit.client.GET, 'function');
assert.equal(typeof fromNode.uploadFile, 'function');
assert.equal(typeof typed.GET, 'function');
const srt: string = captions.toSrt(
  captions.buildCaptions([{ start_s: 0, end_s: 1.5, text: 'Hello there.' }], { preset: 'netflix' }),
);
assert.match(srt, /^1\n00:00:00,000 --> 00:00:01,500\nHello there\.\n/);
verified.then((ok) => assert.equal(ok, false)).then(() => console.log('cjs ok'));
