import decodeQR from 'qr/decode.js';

/**
 * Reads a QR image the server returns (an SVG data URL) the way a phone would: the SVG's squares are painted
 * into pixels and handed to a QR decoder. Its path is 1×1 squares, `M x y` absolute or `m dx dy` relative.
 */
export function readQrDataUrl(url: string): string {
  const [prefix, encoded = ''] = url.split(',', 2);
  if (prefix !== 'data:image/svg+xml;base64') throw new Error(`not an SVG data URL: ${prefix}`);
  const svg = Buffer.from(encoded, 'base64').toString();
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, move, a, b] of path.matchAll(/([Mm])(-?\d+)[ ,](-?\d+)h1v1[Hh]-?\d+Z/g)) {
    [x, y] = move === 'M' ? [Number(a), Number(b)] : [x + Number(a), y + Number(b)];
    dark.add(`${x},${y}`);
  }
  const scale = 4;
  const width = size * scale;
  const data = new Uint8Array(width * width * 4);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      const on = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`);
      data.set(on ? [0, 0, 0, 255] : [255, 255, 255, 255], (py * width + px) * 4);
    }
  }
  return decodeQR({ width, height: width, data });
}
