import { formatVnd } from '@shop/domain/money';
import { describe, expect, it } from 'vitest';
import { amountForTransfer, formatAccountNumber, formatCountdown, paymentDetailsText } from './payment-format';

describe('formatAccountNumber', () => {
  it.each([
    ['0123456789', '0123 4567 89'],
    ['01234567', '0123 4567'],
    ['123', '123'],
    ['', ''],
    ['0123 4567 89', '0123 4567 89'],
    ['0123.456.789', '0123 4567 89'],
    ['VQR0123456789', 'VQR0 1234 5678 9'],
  ])('%j → %j', (input, expected) => {
    expect(formatAccountNumber(input)).toBe(expected);
  });
});

describe('formatCountdown (m:ss)', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [61, '1:01'],
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0.2, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('amountForTransfer', () => {
  it('writes digits only', () => {
    expect(amountForTransfer(150000)).toBe('150000');
    expect(amountForTransfer(0)).toBe('0');
    expect(amountForTransfer(-1)).toBe('0');
  });
});

describe('paymentDetailsText', () => {
  it('lists every detail on its own line', () => {
    const text = paymentDetailsText({
      bank_name: 'MB Bank',
      account_number: '0123456789',
      account_name: 'CONG TY TRA SUA',
      amount: 150000,
      content: 'DH12345678',
    });
    expect(text.split('\n')).toEqual([
      'Ngân hàng: MB Bank',
      'Số tài khoản: 0123456789',
      'Chủ tài khoản: CONG TY TRA SUA',
      `Số tiền: ${formatVnd(150000)}`,
      'Nội dung chuyển khoản: DH12345678',
    ]);
  });
});
