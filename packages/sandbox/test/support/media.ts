import { makeWav as makeFixtureWav } from '../../src/fixtures/make-wav.js';

/**
 * A real PCM WAV file: `seconds` of a quiet tone at `sampleRate` Hz, 16-bit mono. The low default
 * rate keeps long recordings small; the duration in the header is what the sandbox reads.
 */
export function makeWav(seconds: number, sampleRate = 1000): Buffer {
  return Buffer.from(makeFixtureWav(seconds, 'sandbox tests', sampleRate));
}
