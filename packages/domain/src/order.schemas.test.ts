import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES as M,
  CalculateFeeRequest,
  CreateOrderRequest,
  MyOrdersQuery,
  OrderLookupQuery,
  PasswordRetrievalRequest,
  UpdateOrderStatusRequest,
  guestPlaceholderEmail,
  isGuestPlaceholderEmail,
  isVietnameseMobile,
  localMobile,
} from './order.schemas';

const valid = {
  items: [{ product: 1, variant: null, quantity: 2 }],
  shipping_address: '12 Nguyễn Huệ',
  phone_number: '0909123456',
  email: 'An@Example.com',
  city: 'Thành phố Hồ Chí Minh',
  district: 'Quận 1',
  ward: 'Phường Bến Nghé',
  shipping_fee: 30000,
  promotion_ids: [],
  payment_method: 'cash',
};

/** The field → messages map the server answers for a failed parse. */
function errors(input: unknown): Record<string, string[]> {
  const result = CreateOrderRequest.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('CreateOrderRequest', () => {
  it('accepts the spec payload, normalises it and ignores the client fee', () => {
    const parsed = CreateOrderRequest.parse({ ...valid, phone_number: '0909 123 456', note: '  Giao giờ hành chính ' });
    expect(parsed).toMatchObject({
      items: [{ product: 1, variant: null, quantity: 2 }],
      phone_number: '0909123456',
      email: 'an@example.com',
      note: 'Giao giờ hành chính',
      full_name: '',
      promotion_ids: [],
      payment_method: 'cash',
    });
    expect(parsed.city_code).toBeUndefined();
  });

  it('defaults payment to cash, an absent variant to null and absent vouchers to none', () => {
    const { payment_method: _p, promotion_ids: _v, ...rest } = valid;
    const parsed = CreateOrderRequest.parse({ ...rest, items: [{ product: 3, quantity: 1 }] });
    expect(parsed.payment_method).toBe('cash');
    expect(parsed.promotion_ids).toEqual([]);
    expect(parsed.items[0]!.variant).toBeNull();
  });

  it('keeps address codes and treats blank ones as absent', () => {
    const parsed = CreateOrderRequest.parse({ ...valid, city_code: '79', district_code: ' 760 ', ward_code: '' });
    expect([parsed.city_code, parsed.district_code, parsed.ward_code]).toEqual(['79', '760', undefined]);
    expect(errors({ ...valid, city_code: 'HCM' })).toEqual({ city_code: [M.codeInvalid] });
  });

  it.each([0, -1, 1.5, 'abc', 10 ** 9, '2', true, null, undefined, 1000])('refuses quantity %s', (quantity) => {
    expect(errors({ ...valid, items: [{ product: 1, quantity }] })).toEqual({
      'items.0.quantity': [M.quantityInvalid],
    });
  });

  it.each([0, -3, 1.5, '7', true, null, 2 ** 31])('refuses product id %s', (product) => {
    expect(errors({ ...valid, items: [{ product, quantity: 1 }] })).toEqual({ 'items.0.product': [M.productInvalid] });
  });

  it.each([0, '7', true, 2.5])('refuses variant id %s', (variant) => {
    expect(errors({ ...valid, items: [{ product: 1, variant, quantity: 1 }] })).toEqual({
      'items.0.variant': [M.variantInvalid],
    });
  });

  it('needs 1 to 50 lines', () => {
    expect(errors({ ...valid, items: [] })).toEqual({ items: [M.itemsRequired] });
    expect(errors({ ...valid, items: undefined })).toEqual({ items: [M.itemsRequired] });
    const many = Array.from({ length: 51 }, (_, i) => ({ product: i + 1, quantity: 1 }));
    expect(errors({ ...valid, items: many })).toEqual({ items: [M.itemsTooMany] });
    expect(errors({ ...valid, items: many.slice(0, 50) })).toEqual({});
  });

  it('takes one voucher at most, as strict ids', () => {
    expect(errors({ ...valid, promotion_ids: [1, 2] })).toEqual({ promotion_ids: [M.oneVoucherOnly] });
    expect(errors({ ...valid, promotion_ids: ['1'] })).toEqual({ 'promotion_ids.0': [M.promotionInvalid] });
    expect(CreateOrderRequest.parse({ ...valid, promotion_ids: null }).promotion_ids).toEqual([]);
  });

  it('knows only the three payment methods', () => {
    expect(errors({ ...valid, payment_method: 'bitcoin' })).toEqual({ payment_method: [M.paymentMethodInvalid] });
    for (const method of ['cash', 'sepay', 'payos']) expect(errors({ ...valid, payment_method: method })).toEqual({});
  });

  it('uses the spec messages for the address and contact fields', () => {
    expect(
      errors({
        ...valid,
        shipping_address: '  ',
        city: '',
        district: undefined,
        ward: null,
        phone_number: '0123456789',
        email: 'not-an-email',
      }),
    ).toEqual({
      shipping_address: [M.addressRequired],
      city: [M.cityRequired],
      district: [M.districtRequired],
      ward: [M.wardRequired],
      phone_number: [M.phoneInvalid],
      email: [M.emailInvalid],
    });
  });

  it('limits the note to 500 characters', () => {
    expect(errors({ ...valid, note: 'x'.repeat(500) })).toEqual({});
    expect(errors({ ...valid, note: 'x'.repeat(501) })).toEqual({ note: [M.noteTooLong] });
  });

  it('accepts a guest placeholder e-mail', () => {
    expect(errors({ ...valid, email: guestPlaceholderEmail('0909 123 456') })).toEqual({});
  });
});

describe('phone and placeholder e-mail', () => {
  it.each([
    ['0909123456', true],
    ['84909123456', true],
    ['0309123456', true],
    ['0509123456', true],
    ['0709 123 456', true],
    ['0809123456', true],
    ['0209123456', false],
    ['0409123456', false],
    ['090912345', false],
    ['09091234567', false],
    ['+84909123456', false],
    ['abcdefghij', false],
  ])('%s → %s', (phone, ok) => {
    expect(isVietnameseMobile(phone)).toBe(ok);
  });

  it.each([
    ['0909123456', '0909123456'],
    ['84909123456', '0909123456'],
    ['+84909123456', '0909123456'],
    ['+84 909 123 456', '0909123456'],
    ['0909.123.456', '0909123456'],
    ['(090) 912-3456', '0909123456'],
    [' 0909 123 456 ', '0909123456'],
    ['+0909123456', null],
    ['0209123456', null],
    ['840909123456', null],
    ['a0909123456', null],
    ['', null],
  ])('localMobile(%j) → %s', (phone, local) => {
    expect(localMobile(phone)).toBe(local);
  });

  it('builds and recognises the placeholder', () => {
    expect(guestPlaceholderEmail('0909 123 456')).toBe('0909123456@guest.local');
    expect(isGuestPlaceholderEmail('0909123456@GUEST.local')).toBe(true);
    expect(isGuestPlaceholderEmail('an@example.com')).toBe(false);
  });
});

describe('OrderLookupQuery', () => {
  it('takes the id as text or number and the e-mail case-insensitively', () => {
    expect(OrderLookupQuery.parse({ order_id: ' 12345678 ', email: ' An@Example.com ' })).toEqual({
      order_id: 12345678,
      email: { email: 'an@example.com' },
    });
    expect(OrderLookupQuery.parse({ order_id: 12345678, email: 'a@b.vn' }).order_id).toBe(12345678);
  });

  it('reads e-mails as e-mails and phones in any form as the local phone', () => {
    const contact = (email: string) => OrderLookupQuery.parse({ order_id: '1', email }).email;
    expect(contact(' An@Example.com ')).toEqual({ email: 'an@example.com' });
    expect(contact('0909 123 456')).toEqual({ phone: '0909123456' });
    expect(contact('+84 909 123 456')).toEqual({ phone: '0909123456' });
    expect(contact('84909123456')).toEqual({ phone: '0909123456' });
  });

  it('uses the spec messages', () => {
    const issues = (input: unknown) =>
      OrderLookupQuery.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([
      ['order_id', M.orderIdRequired],
      ['email', M.emailRequired],
    ]);
    expect(issues({ order_id: '', email: '' })).toEqual([
      ['order_id', M.orderIdRequired],
      ['email', M.emailRequired],
    ]);
    expect(issues({ order_id: 'abc', email: 'x' })).toEqual([
      ['order_id', M.orderIdInvalid],
      ['email', M.emailInvalid],
    ]);
    expect(issues({ order_id: '99999999999', email: 'a@b.vn' })).toEqual([['order_id', M.orderIdInvalid]]);
    expect(issues({ order_id: '1', email: '0209 123 456' })).toEqual([['email', M.phoneInvalid]]);
    expect(issues({ order_id: '1', email: 'a'.repeat(250) + '@b.vn' })).toEqual([['email', M.emailInvalid]]);
  });
});

describe('CalculateFeeRequest', () => {
  it('takes order_total as digits or as an integer', () => {
    const base = { destination_address: '1 Lê Lợi', ward: 'Phường Bến Nghé', district: 'Quận 1', city: 'Hồ Chí Minh' };
    expect(CalculateFeeRequest.parse({ ...base, order_total: '350000' }).order_total).toBe(350_000);
    expect(CalculateFeeRequest.parse({ ...base, order_total: 350_000 }).order_total).toBe(350_000);
    for (const bad of ['abc', '-1', '1.5', -1, 1.5, null, true]) {
      expect(CalculateFeeRequest.safeParse({ ...base, order_total: bad }).success).toBe(false);
    }
  });
});

describe('small requests', () => {
  it('UpdateOrderStatusRequest knows the statuses', () => {
    expect(UpdateOrderStatusRequest.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(UpdateOrderStatusRequest.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe(M.statusInvalid);
  });

  it('MyOrdersQuery pages from 1', () => {
    expect(MyOrdersQuery.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(MyOrdersQuery.parse({ page: '3', page_size: '5' })).toEqual({ page: 3, page_size: 5 });
    expect(MyOrdersQuery.parse({ page_size: '100000' })).toEqual({ page: 1, page_size: 100 });
    expect(MyOrdersQuery.safeParse({ page_size: '0' }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(MyOrdersQuery.safeParse({ page: 'x' }).success).toBe(false);
  });

  it('PasswordRetrievalRequest needs an e-mail and a password', () => {
    expect(PasswordRetrievalRequest.parse({ email: 'A@b.vn', password: 'x' })).toEqual({
      email: 'a@b.vn',
      password: 'x',
    });
    expect(PasswordRetrievalRequest.safeParse({ email: 'a@b.vn', password: '' }).success).toBe(false);
  });
});
