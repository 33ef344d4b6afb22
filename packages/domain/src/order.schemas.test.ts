import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES as M,
  CreateOrderRequest,
  PasswordRetrievalRequest,
  UpdateOrderStatusRequest,
  guestPlaceholderEmail,
  isGuestPlaceholderEmail,
  isVietnameseMobile,
  localMobile,
} from './order.schemas';
import { LOCATION_MESSAGES as LM } from './locations.rules';

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

  it('ships by default; a pickup (DESIGN §15) needs its store and no address', () => {
    expect(CreateOrderRequest.parse(valid)).toMatchObject({ delivery_method: 'ship', pickup_location: null });
    const { shipping_address: _a, city: _c, district: _d, ward: _w, ...contact } = valid;
    const pickup = CreateOrderRequest.parse({ ...contact, delivery_method: 'pickup', pickup_location: 7 });
    expect(pickup).toMatchObject({ delivery_method: 'pickup', pickup_location: 7, shipping_address: '', city: '' });
    expect(errors({ ...contact, delivery_method: 'pickup' })).toEqual({ pickup_location: [LM.pickupRequired] });
    expect(errors({ ...contact, delivery_method: 'pickup', pickup_location: '7' })).toEqual({
      pickup_location: [LM.pickupInvalid],
    });
    // Shipped, the address is needed whatever store is named.
    expect(errors({ ...contact, pickup_location: 7 })).toEqual({
      shipping_address: [M.addressRequired],
      city: [M.cityRequired],
      district: [M.districtRequired],
      ward: [M.wardRequired],
    });
    expect(errors({ ...valid, delivery_method: 'drone' })).toEqual({ delivery_method: [LM.deliveryMethodInvalid] });
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

describe('small requests', () => {
  it('UpdateOrderStatusRequest knows the statuses', () => {
    expect(UpdateOrderStatusRequest.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(UpdateOrderStatusRequest.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe(M.statusInvalid);
  });

  it('PasswordRetrievalRequest needs an e-mail and a password', () => {
    expect(PasswordRetrievalRequest.parse({ email: 'A@b.vn', password: 'x' })).toEqual({
      email: 'a@b.vn',
      password: 'x',
    });
    expect(PasswordRetrievalRequest.safeParse({ email: 'a@b.vn', password: '' }).success).toBe(false);
  });
});
