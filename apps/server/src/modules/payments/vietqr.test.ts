import { QRPay } from 'vietnam-qr-pay';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { crc16, qrImageDataUrl, vietQrPayload } from './vietqr';

const transfer = { bankBin: '970422', accountNumber: '0123456789', amount: 1_234_000, content: 'DH12345678' };

describe('VietQR payload', () => {
  it('decodes back, with an independent decoder, to the bank, account, amount, content and a valid CRC', () => {
    const qr = new QRPay(vietQrPayload(transfer));
    expect(qr.isValid).toBe(true);
    expect(qr.provider.name).toBe('VIETQR');
    expect(qr.consumer.bankBin).toBe('970422');
    expect(qr.consumer.bankNumber).toBe('0123456789');
    expect(qr.amount).toBe('1234000');
    expect(qr.additionalData.purpose).toBe('DH12345678');
    expect(qr.currency).toBe('704');
    expect(qr.nation).toBe('VN');
    expect(qr.initMethod).toBe('12');
  });

  it('matches the encoder banks publish for the same transfer, byte for byte', () => {
    const reference = QRPay.initVietQR({
      bankBin: transfer.bankBin,
      bankNumber: transfer.accountNumber,
      amount: String(transfer.amount),
      purpose: transfer.content,
    }).build();
    expect(vietQrPayload(transfer)).toBe(reference);
  });

  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('refuses a field too long for the format rather than writing a broken code', () => {
    expect(() => vietQrPayload({ ...transfer, content: 'x'.repeat(120) })).toThrow(/too long/);
  });
});

/** The dark modules of the SVG the server returns: its path is 1×1 squares, `M x y` absolute, `m dx dy` relative. */
function modulesOfSvg(svg: string): { size: number; dark: Set<string> } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, move, a, b] of path.matchAll(/([Mm])(-?\d+)[ ,](-?\d+)h1v1[Hh]-?\d+Z/g)) {
    [x, y] = move === 'M' ? [Number(a), Number(b)] : [x + Number(a), y + Number(b)];
    dark.add(`${x},${y}`);
  }
  return { size, dark };
}

describe('QR image', () => {
  it('is an SVG data URL that a QR reader decodes back to the payload', () => {
    const payload = vietQrPayload(transfer);
    const url = qrImageDataUrl(payload);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const { size, dark } = modulesOfSvg(Buffer.from(url.split(',')[1]!, 'base64').toString());
    expect(dark.size).toBeGreaterThan(100);
    // Rasterise the SVG's squares at 4 px per module and read the picture like a camera would.
    const scale = 4;
    const width = size * scale;
    const data = new Uint8Array(width * width * 4);
    for (let py = 0; py < width; py++) {
      for (let px = 0; px < width; px++) {
        const on = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`);
        data.set(on ? [0, 0, 0, 255] : [255, 255, 255, 255], (py * width + px) * 4);
      }
    }
    expect(decodeQR({ width, height: width, data })).toBe(payload);
  });
});
