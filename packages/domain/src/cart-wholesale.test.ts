import { describe, expect, it } from 'vitest';
import { addItem, lineTotal, toCartItem, unitPriceOf } from './cart.rules';

const product = {
  id: 1,
  name: 'Trà đen',
  slug: 'tra-den',
  image_url: '',
  price: 130_000,
  discount_price: null,
  unit: 'Thùng',
  stock: 100,
  max_quantities_in_cart: null,
  order_multiple: 6,
  price_tiers: [{ min_quantity: 12, price: 120_000 }],
};

describe('the cart with packs and quantity prices', () => {
  it('keeps the pack size and tiers on the line, priced by the tier its quantity reaches', () => {
    const six = toCartItem(product, 6);
    expect(six).toMatchObject({ orderMultiple: 6, tiers: [{ min_quantity: 12, price: 120_000 }] });
    expect(unitPriceOf(six)).toBe(130_000);
    expect(lineTotal({ ...six, quantity: 12 })).toBe(1_440_000);
  });

  it('refuses a quantity that is not whole packs, naming the product', () => {
    const refused = addItem([], product, 4);
    expect(refused).toMatchObject({ success: false });
    expect(refused.success ? '' : refused.message).toContain('bội số của 6');
    expect(addItem([], product, 12).success).toBe(true);
  });

  it('a line without packs or tiers is priced as before', () => {
    const plain = toCartItem({ ...product, order_multiple: 1, price_tiers: [] }, 3);
    expect(plain.orderMultiple).toBeUndefined();
    expect(lineTotal(plain)).toBe(390_000);
  });
});
