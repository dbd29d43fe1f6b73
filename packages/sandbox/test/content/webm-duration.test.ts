import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { mediaDuration } from '../../src/content/media/media-duration.js';
import { opusPacketMs, webmDuration } from '../../src/content/media/webm-duration.js';

// A 3-second 440 Hz tone recorded by Chromium's MediaRecorder (audio/webm;codecs=opus, 32 kbps,
// 1 s timeslices), as the extension's "Record this tab" writes them: Segment and Clusters of
// unknown size, no Duration in Info, 60 ms Opus packets.
const recorded = new Uint8Array(
  readFileSync(new URL('./fixtures/chromium-mediarecorder-3s.webm', import.meta.url)),
);
const whole = (bytes: Uint8Array) => ({ sampleBytes: bytes, sizeBytes: bytes.length });

/** The fixture with a Duration (float64, timecode units) added to its Info element. */
function withDuration(bytes: Uint8Array, durationMs: number): Uint8Array {
  const info = 0x30; // 15 49 A9 66, then a 1-byte size
  expect([...bytes.subarray(info, info + 4)]).toEqual([0x15, 0x49, 0xa9, 0x66]);
  const size = (bytes[info + 4] ?? 0) & 0x7f;
  const field = new Uint8Array(11);
  field.set([0x44, 0x89, 0x88]);
  new DataView(field.buffer).setFloat64(3, durationMs);
  const out = new Uint8Array(bytes.length + field.length);
  out.set(bytes.subarray(0, info + 4));
  out[info + 4] = 0x80 | (size + field.length);
  out.set(bytes.subarray(info + 5, info + 5 + size), info + 5);
  out.set(field, info + 5 + size);
  out.set(bytes.subarray(info + 5 + size), info + 5 + size + field.length);
  return out;
}

describe('webmDuration', () => {
  test('a MediaRecorder recording without Duration: the end of its last Opus packet', () => {
    const found = webmDuration(whole(recorded));
    expect(found.status).toBe('found');
    // Recorded for 3 s of wall-clock time.
    const durationS = found.status === 'found' ? found.durationS : 0;
    expect(durationS).toBeGreaterThan(2.9);
    expect(durationS).toBeLessThan(3.2);
  });

  test('the Duration of the Info element wins when the file states it', () => {
    expect(webmDuration(whole(withDuration(recorded, 4321)))).toEqual({
      status: 'found',
      durationS: 4.321,
    });
  });

  test('a Duration in the first bytes is enough: the rest of the file may lie beyond the sample', () => {
    const file = withDuration(recorded, 7_200_000);
    expect(webmDuration({ sampleBytes: file.subarray(0, 400), sizeBytes: 90_000_000 })).toEqual({
      status: 'found',
      durationS: 7200,
    });
  });

  test('without a Duration and with part of the file: the size decides, at the bit rate of the blocks seen', () => {
    // As if the recording went on for 100 times as long: a long tab recording beyond the sample.
    const sample = { sampleBytes: recorded.subarray(0, 6000), sizeBytes: recorded.length * 100 };
    const found = webmDuration(sample);
    expect(found.status).toBe('unknown');
    const full = webmDuration(whole(recorded));
    const estimate = mediaDuration(sample, 'webm', 'audio');
    expect(estimate).toMatchObject({ source: 'estimate' });
    if (full.status !== 'found' || !('durationS' in estimate)) throw new Error('no duration');
    // 32 kbit/s measured, not the 96 kbit/s typical of WebM: within 10 % of the true length.
    expect(estimate.durationS / (full.durationS * 100)).toBeGreaterThan(0.9);
    expect(estimate.durationS / (full.durationS * 100)).toBeLessThan(1.1);
  });

  test('a sample with less than a second of blocks measures no bit rate', () => {
    expect(webmDuration({ sampleBytes: recorded.subarray(0, 1200), sizeBytes: 1e6 })).toEqual({
      status: 'unknown',
    });
  });

  test('a recording cut in the middle of a block (a crash) counts the whole blocks only', () => {
    const full = webmDuration(whole(recorded));
    const cut = webmDuration(whole(recorded.subarray(0, Math.floor(recorded.length / 2) + 7)));
    expect(full.status === 'found' && cut.status === 'found').toBe(true);
    if (full.status !== 'found' || cut.status !== 'found') return;
    expect(cut.durationS).toBeGreaterThan(full.durationS * 0.4);
    expect(cut.durationS).toBeLessThan(full.durationS * 0.6);
  });

  test('only the EBML header, or a broken one, is corrupt', () => {
    expect(webmDuration(whole(recorded.subarray(0, 0x28)))).toEqual({
      status: 'corrupt',
      reason: 'the file has no Segment',
    });
    const broken = recorded.slice(0, 200);
    broken[4] = 0; // no valid size
    expect(webmDuration(whole(broken)).status).toBe('corrupt');
  });

  test('mediaDuration reads WebM from its header, as the transcript length', () => {
    expect(mediaDuration(whole(withDuration(recorded, 65_000)), 'webm', 'audio')).toEqual({
      durationS: 65,
      source: 'header',
    });
  });
});

describe('opusPacketMs', () => {
  test.each([
    ['CELT 20 ms, one frame', [0xfc], 20],
    ['CELT 20 ms, three frames (code 3)', [0xff, 0x83], 60],
    ['SILK 60 ms, one frame', [0x18], 60],
    ['hybrid 10 ms, two frames', [0x61], 20],
    ['CELT 2.5 ms, one frame', [0x80], 2.5],
  ])('%s', (_name, packet, ms) => {
    expect(opusPacketMs(new Uint8Array(packet))).toBe(ms);
  });
});
