import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { describe, expect, it } from 'vitest';
import { checkedValues, editBody, editValuesOf } from './order-edit-values';
import type { LineValue } from './order-lines';

const order = {
  id: 12345678,
  version: 4,
  status: 'pending',
  items: [
    {
      id: 7,
      product: { id: 3, name: 'Trà' },
      variant: null,
      product_name: 'Trà',
      variant_name: null,
      quantity: 2,
      price: 50_000,
    },
  ],
  shipping_address: '12 Lê Lợi',
  city: 'Thành phố Hồ Chí Minh',
  district: 'Quận 1',
  ward: 'Phường Bến Nghé',
  phone_number: '0912345678',
  shipping_fee: 15_000,
  staff_note: '',
  invoice: { company_name: null, tax_code: null, address: null, email: null, status: 'none' },
  fulfilment_location: { id: 1, name: 'Kho chính', address: '', phone: null, opening_hours: '' },
} as unknown as AdminOrder;

const newLine: LineValue = {
  product: 9,
  variant: 2,
  quantity: 1,
  unit_price: undefined,
  price_reason: '',
  name: 'Siro',
  variantName: 'Dâu',
  price: 90_000,
  stock: 10,
};

describe('editBody', () => {
  const values = () => editValuesOf(order);

  it('sends nothing when nothing changed', () => {
    expect(editBody(order, values())).toBeNull();
  });

  it.each([
    ['the fulfilment location', (v) => ({ ...v, fulfilment_location: 5 }), { fulfilment_location: 5 }],
    [
      'a quantity',
      (v) => ({ ...v, items: [{ ...v.items[0]!, quantity: 3 }] }),
      { items: [{ id: 7, product: 3, variant: null, quantity: 3 }] },
    ],
    [
      'a new line',
      (v) => ({ ...v, items: [...v.items, newLine] }),
      {
        items: [
          { id: 7, product: 3, variant: null, quantity: 2 },
          { product: 9, variant: 2, quantity: 1 },
        ],
      },
    ],
    [
      'a staff price with its reason',
      (v) => ({ ...v, items: [{ ...v.items[0]!, unit_price: 40_000, price_reason: 'Khách quen' }] }),
      { items: [{ id: 7, product: 3, variant: null, quantity: 2, unit_price: 40_000, price_reason: 'Khách quen' }] },
    ],
    ['a removed line', (v) => ({ ...v, items: [newLine] }), { items: [{ product: 9, variant: 2, quantity: 1 }] }],
    ['the address', (v) => ({ ...v, shipping_address: ' 30 Lê Lợi ' }), { shipping_address: '30 Lê Lợi' }],
    ['the fee', (v) => ({ ...v, shipping_fee: 0 }), { shipping_fee: 0 }],
    ['the note', (v) => ({ ...v, staff_note: 'Gọi trước' }), { staff_note: 'Gọi trước' }],
  ] as [string, (v: ReturnType<typeof values>) => ReturnType<typeof values>, object][])(
    'sends %s with the version',
    (_, change, expected) => {
      expect(editBody(order, change(values()))).toEqual({ ...expected, version: 4 });
    },
  );

  it('leaves out what the form left blank (the order keeps its fee, a counter sale has no address)', () => {
    expect(editBody(order, { ...values(), shipping_fee: undefined })).toBeNull();
    const counter = { ...order, shipping_address: '', city: '', district: '', ward: '' } as AdminOrder;
    const checked = checkedValues(editValuesOf(counter)) as unknown as ReturnType<typeof values>;
    expect(checked).not.toHaveProperty('city');
    expect(editBody(counter, checked)).toBeNull();
  });
});
