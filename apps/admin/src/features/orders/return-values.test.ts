import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import type { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { describe, expect, it } from 'vitest';
import { ReturnForm, type ReturnValues, restockPlaces, returnBody, returnValuesOf } from './return-values';

const order = {
  items: [
    { id: 7, product_name: 'Trà', variant_name: null, quantity: 3 },
    { id: 8, product_name: 'Thạch', variant_name: 'Vị dừa', quantity: 1 },
  ],
  returns: [{ lines: [{ order_item: 7, quantity: 2, restock: true }] }],
  fulfilment_location: { id: 2, name: 'Cửa hàng', address: '', phone: null, opening_hours: '' },
} as unknown as AdminOrder;

const places = restockPlaces([
  { id: 1, name: 'Kho', holds_stock: true },
  { id: 2, name: 'Cửa hàng', holds_stock: true },
  { id: 3, name: 'Trưng bày', holds_stock: false },
] as AdminStoreLocation[]);

const withLines = (v: ReturnValues, quantities: (number | undefined)[], more: Partial<ReturnValues> = {}) => ({
  ...v,
  lines: v.lines.map((l, i) => ({ ...l, quantity: quantities[i] })),
  ...more,
});

describe('the return dialog’s values', () => {
  it('starts from what each line may still give back, restocked at the order’s location', () => {
    const v = returnValuesOf(order, places);
    expect(v.lines).toEqual([
      { order_item: 7, name: 'Trà', returnable: 1, quantity: undefined, restock: true },
      { order_item: 8, name: 'Thạch - Vị dừa', returnable: 1, quantity: undefined, restock: true },
    ]);
    expect(v.location).toBe(2);
    expect(places.map((p) => p.id)).toEqual([1, 2]);
  });

  it('sends only the lines taken back, the location only when one restocks, the refund only with a method', () => {
    const start = returnValuesOf(order, places);
    const v = withLines(start, [undefined, 1], { reason: 'Móp', refund_method: 'card', refund_amount: 45_000 });
    v.lines[1]!.restock = false;
    expect(returnBody(v)).toEqual({
      lines: [{ order_item: 8, quantity: 1, restock: false }],
      location: null,
      reason: 'Móp',
      refund: { amount: 45_000, method: 'card', reference: '' },
    });
  });

  it.each([
    ['no line', [undefined, 0], {}, { lines: 'Chọn ít nhất một dòng hàng để trả.' }],
    [
      'more than left',
      [2, 0],
      {},
      { 'lines.0.quantity': '"Trà" chỉ còn 1 có thể trả (số đã giao trừ phần đã trả trước đó).' },
    ],
    ['no reason', [1, 0], { reason: ' ' }, { reason: 'Vui lòng nhập lý do trả hàng.' }],
    [
      'a refund without its amount',
      [1, 0],
      { refund_method: 'cash' },
      { refund_amount: 'Số tiền hoàn phải là số nguyên dương (đồng).' },
    ],
  ] as const)('refuses %s', (_, quantities, more, messages) => {
    const v = withLines(returnValuesOf(order, places), [...quantities], { reason: 'Lý do', ...more });
    const result = ReturnForm.safeParse(v);
    expect(result.success).toBe(false);
    const found = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(found).toEqual(messages);
  });

  it('passes a good return', () => {
    const v = withLines(returnValuesOf(order, places), [1, 1], { reason: 'Giao nhầm' });
    expect(ReturnForm.safeParse(v).success).toBe(true);
  });
});
