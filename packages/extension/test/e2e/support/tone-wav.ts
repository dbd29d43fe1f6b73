/**
 * A 16-bit mono WAV of a sine tone at `hz`, in bursts of `burstMs` on and off when asked (a
 * microphone's noise suppression dampens a tone that never changes), at half of full scale.
 */
export function toneWav(hz: number, seconds: number, burstMs = 0, sampleRate = 48_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(sampleRate, 24);
  bytes.writeUInt32LE(sampleRate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(samples * 2, 40);
  const burst = Math.round((burstMs / 1000) * sampleRate);
  for (let i = 0; i < samples; i += 1) {
    const on = burst === 0 || Math.floor(i / burst) % 2 === 0;
    const value = on ? 16_000 * Math.sin((2 * Math.PI * hz * i) / sampleRate) : 0;
    bytes.writeInt16LE(Math.round(value), 44 + i * 2);
  }
  return bytes;
}
