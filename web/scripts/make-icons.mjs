// Draws the app's icons (web manifest, issue 17) as PNG files in web/public/icons/, with nothing but
// node:zlib: a white house with a door on the app's accent colour. Run again after changing the
// drawing: `node web/scripts/make-icons.mjs` (the PNG files are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const ACCENT = [0x0b, 0x5c, 0xad]; // --noq-accent in src/styles.css
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4 × 4 samples per pixel: smooth edges

/** The house in a unit square (0..1, y downwards): roof, walls, and the door cut out. */
function house(x, y) {
  const roof = y >= 0.2 && y <= 0.5 && Math.abs(x - 0.5) <= ((y - 0.2) / 0.3) * 0.33;
  const walls = x >= 0.27 && x <= 0.73 && y >= 0.48 && y <= 0.8;
  const door = x >= 0.44 && x <= 0.56 && y >= 0.6 && y <= 0.8;
  return (roof || walls) && !door;
}

/** Inside a square with rounded corners of radius r (the background of the 'any' icons). */
function rounded(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * RGBA pixels of one icon. 'any': a rounded square, the house filling it. 'maskable': the colour to
 * every edge and the house inside the safe zone (the middle 80 %, as a circle), so any mask keeps it.
 */
function draw(size, purpose) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = purpose === 'maskable' ? 0.72 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let symbol = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (purpose === 'maskable' || rounded(x, y, 0.18)) background++;
          if (house(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)) symbol++;
        }
      }
      const n = SAMPLES * SAMPLES;
      const white = symbol / n;
      const alpha = purpose === 'maskable' ? 1 : Math.max(background, symbol) / n;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(ACCENT[c] * (1 - white) + WHITE[c] * white);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4); // filter 0 per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, size, purpose] of [
  ['icon-192.png', 192, 'any'],
  ['icon-512.png', 512, 'any'],
  ['icon-maskable-512.png', 512, 'maskable'],
]) {
  writeFileSync(new URL(name, dir), png(size, draw(size, purpose)));
}
