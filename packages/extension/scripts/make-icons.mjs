// Draws the toolbar icon (a blue rounded square with white sound bars) at 16, 32, 48 and 128 px
// into public/icon/. Run with `node scripts/make-icons.mjs` after changing the drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 128];
const BLUE = [29, 78, 216];
const WHITE = [255, 255, 255];
// Bars as [centre x, half height] in a 0..1 box.
const BARS = [
  [0.26, 0.12],
  [0.42, 0.28],
  [0.58, 0.2],
  [0.74, 0.1],
];

function coverage(size, test) {
  // 4x4 supersampling per pixel for smooth edges.
  const out = new Float64Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          if (test((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size)) hits++;
        }
      }
      out[y * size + x] = hits / 16;
    }
  }
  return out;
}

function inRoundedSquare(u, v) {
  const r = 0.22;
  const cx = Math.min(Math.max(u, r), 1 - r);
  const cy = Math.min(Math.max(v, r), 1 - r);
  return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
}

function inBar(u, v) {
  const half = 0.055;
  return BARS.some(([x, h]) => Math.abs(u - x) <= half && Math.abs(v - 0.5) <= h + half);
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const square = coverage(size, inRoundedSquare);
  const bars = coverage(size, inBar);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const a = square[i];
      const w = bars[i];
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      for (let c = 0; c < 3; c++) raw[offset + c] = Math.round(BLUE[c] * (1 - w) + WHITE[c] * w);
      raw[offset + 3] = Math.round(a * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icon/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const size of SIZES) writeFileSync(new URL(`${size}.png`, dir), png(size));
console.log(`icons: ${SIZES.join(', ')} px`);
