import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { readQrDataUrl } from '../../testing/qr-reader';
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

describe('QR image', () => {
  it('is an SVG data URL that a QR reader decodes back to the payload', () => {
    const payload = vietQrPayload(transfer);
    const url = qrImageDataUrl(payload);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(readQrDataUrl(url)).toBe(payload);
  });
});
