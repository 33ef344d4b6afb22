import { describe, expect, it } from 'vitest';
import { AdminOrderEdit, ORDER_EDIT_MESSAGES as E, StaffOrderCreateRequest } from './admin-order-edit.schemas';

const order = {
  customer: { name: 'Quán Mây', phone: '0912 345 678' },
  items: [{ product: 1, variant: null, quantity: 12 }],
  source: 'store',
};
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('staff order wording', () => {
  it('an empty phone asks for it, as the other required fields do; a wrong one is invalid', () => {
    expect(messages(StaffOrderCreateRequest.safeParse({ ...order, customer: { name: 'An', phone: ' ' } }))).toEqual({
      'customer.phone': E.phoneRequired,
    });
    expect(messages(StaffOrderCreateRequest.safeParse({ ...order, customer: { name: 'An', phone: '123' } }))).toEqual({
      'customer.phone': 'Số điện thoại không hợp lệ',
    });
    expect(StaffOrderCreateRequest.parse(order).customer.phone).toBe('0912345678');
    expect(messages(AdminOrderEdit.safeParse({ version: 0, phone_number: '' }))).toEqual({
      phone_number: E.phoneRequired,
    });
  });

  it('an order without lines says so in staff words, not the shopper’s empty cart', () => {
    expect(messages(StaffOrderCreateRequest.safeParse({ ...order, items: [] }))).toEqual({ items: E.itemsRequired });
    expect(messages(AdminOrderEdit.safeParse({ version: 0, items: [] }))).toEqual({ items: E.itemsRequired });
    expect(E.itemsRequired).toBe('Đơn chưa có sản phẩm.');
  });
});
