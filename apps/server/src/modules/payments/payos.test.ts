import { describe, expect, it } from 'vitest';
import { isPayosSignatureValid, orderIdOfPayosCode, payosDataString, payosOrderCode, payosSignature } from './payos';

/** The webhook example PayOS publishes with its signature (payos.vn/docs/tich-hop-webhook/kiem-tra-du-lieu-voi-signature). */
const PUBLISHED = {
  checksumKey: '1a54716c8f0efb2744fb28b6e38b25da7f67a925d98bc1c18bd8faaecadd7675',
  data: {
    orderCode: 123,
    amount: 3000,
    description: 'VQRIO123',
    accountNumber: '12345678',
    reference: 'TF230204212323',
    transactionDateTime: '2023-02-04 18:25:00',
    currency: 'VND',
    paymentLinkId: '124c33293c43417ab7879e14c8d9eb18',
    code: '00',
    desc: 'Thành công',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: '',
    counterAccountNumber: '',
    virtualAccountName: '',
    virtualAccountNumber: '',
  },
  signature: '412e915d2871504ed31be63c8f62a149a4410d34c4c42affc9006ef9917eaa03',
};

describe('PayOS signature', () => {
  it("reproduces PayOS's published webhook example", () => {
    expect(payosSignature(PUBLISHED.data, PUBLISHED.checksumKey)).toBe(PUBLISHED.signature);
    expect(isPayosSignatureValid(PUBLISHED.data, PUBLISHED.signature, PUBLISHED.checksumKey)).toBe(true);
  });

  it('rejects a changed amount, another key, and signatures of the wrong form', () => {
    const { data, checksumKey, signature } = PUBLISHED;
    expect(isPayosSignatureValid({ ...data, amount: 300_000 }, signature, checksumKey)).toBe(false);
    expect(isPayosSignatureValid(data, signature, 'another-key')).toBe(false);
    expect(isPayosSignatureValid(data, signature.slice(0, 20), checksumKey)).toBe(false);
    expect(isPayosSignatureValid(data, 'not hex at all', checksumKey)).toBe(false);
    expect(isPayosSignatureValid(data, '', checksumKey)).toBe(false);
  });

  it('signs the payment request over the five documented fields in alphabetical order', () => {
    const fields = {
      orderCode: 12345678,
      amount: 150000,
      description: 'DH12345678',
      returnUrl: 'https://shop.vn/order-success/12345678',
      cancelUrl: 'https://shop.vn/payment/12345678',
    };
    expect(payosDataString(fields)).toBe(
      'amount=150000&cancelUrl=https://shop.vn/payment/12345678&description=DH12345678&orderCode=12345678' +
        '&returnUrl=https://shop.vn/order-success/12345678',
    );
  });

  it('writes null as empty and arrays as JSON with sorted keys', () => {
    expect(payosDataString({ b: null, a: [{ y: 1, x: 'q' }], c: undefined })).toBe('a=[{"x":"q","y":1}]&b=');
  });
});

describe('PayOS order codes', () => {
  it('are the order id first, then a new code per link that still names the order', () => {
    expect(payosOrderCode(12345678, 0)).toBe(12345678);
    expect(payosOrderCode(12345678, 1)).toBe(1234567801);
    expect(payosOrderCode(99999999, 99)).toBe(9999999999);
    for (const attempt of [0, 1, 2, 50, 99]) {
      for (const id of [10_000_000, 12345678, 99_999_999])
        expect(orderIdOfPayosCode(payosOrderCode(id, attempt))).toBe(id);
    }
  });
});
