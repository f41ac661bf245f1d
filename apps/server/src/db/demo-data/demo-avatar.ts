import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A 96x96 PNG avatar: a diagonal two-colour gradient with a soft circle, different per seed.
 * Generated so the demo needs no image files and no network.
 */
export function demoAvatarPng(seed: number): Buffer {
  const size = 96;
  const hue = (seed * 47) % 360;
  const rgb = (h: number, s: number, l: number) => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
  };
  const from = rgb(hue, 0.7, 0.55);
  const to = rgb((hue + 60) % 360, 0.7, 0.4);
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const dx = x - size / 2;
      const dy = y - size * 0.42;
      const inHead = dx * dx + dy * dy < (size * 0.2) ** 2;
      const inBody = y > size * 0.68 && Math.abs(dx) < size * 0.32 - (size - y) * 0.1;
      const light = inHead || inBody ? 0.35 : 0;
      const o = y * (size * 3 + 1) + 1 + x * 3;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! * (1 - t) + to[c]! * t;
        raw[o + c] = Math.round(base + (255 - base) * light);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
