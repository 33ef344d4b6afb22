import { describe, expect, it } from 'vitest';
import { feeRequest, NEW_ORDER_DEFAULTS } from './new-order-values';
import { type BuyerPrices, type LineValue, lineTotal, linesSubtotal, quantityProblem } from './order-lines';

const cream: LineValue = {
  product: 7,
  variant: null,
  quantity: 10,
  unit_price: undefined,
  price_reason: '',
  name: 'Bột kem béo',
  variantName: null,
  price: 89_000,
  stock: 100,
};
const cafes: BuyerPrices = {
  group: 3,
  tiersOf: (product) => (product === 7 ? [{ variant: null, group: 3, min_quantity: 10, price: 80_000 }] : []),
};

describe('a staff order line as the server will price it', () => {
  it('shows the buyer’s group tier, not the ordinary price (80,000 ₫ for a café’s 10 packs)', () => {
    expect(lineTotal(cream, cafes)).toBe(800_000);
    expect(lineTotal({ ...cream, quantity: 9 }, cafes)).toBe(9 * 89_000);
    expect(lineTotal(cream, { ...cafes, group: null })).toBe(890_000);
    expect(lineTotal(cream)).toBe(890_000);
    // Staff's typed price wins; a kept line of an edit shows its snapshot.
    expect(lineTotal({ ...cream, unit_price: 70_000 }, cafes)).toBe(700_000);
    expect(lineTotal({ ...cream, id: 1 }, cafes)).toBe(890_000);
  });

  it('the running total is "—" (null) while any line is invalid', () => {
    expect(linesSubtotal([cream, { ...cream, product: 8, quantity: 1 }], cafes)).toBe(889_000);
    for (const bad of [{ quantity: 0 }, { quantity: Number.NaN }, { quantity: 1.5 }, { unit_price: Number.NaN }])
      expect(linesSubtotal([cream, { ...cream, ...bad }], cafes)).toBeNull();
    expect(linesSubtotal([{ ...cream, quantity: 101 }])).toBeNull();
  });

  it('hints at stock, never at the shopper’s cart limit', () => {
    expect(quantityProblem({ ...cream, quantity: 12 })).toBeUndefined();
    expect(quantityProblem({ ...cream, quantity: 101 })).toBe('Chỉ còn 100 sản phẩm trong kho.');
  });
});

describe('"Tính phí" quotes the order’s own lines', () => {
  it('sends the lines, so the carrier weighs them rather than 1 kg', () => {
    const values = { ...NEW_ORDER_DEFAULTS, city: 'Hà Nội', items: [cream, { ...cream, product: 8, variant: 2 }] };
    expect(feeRequest(values, 1_000_000)).toMatchObject({
      city: 'Hà Nội',
      order_total: 1_000_000,
      items: [
        { product: 7, variant: null, quantity: 10 },
        { product: 8, variant: 2, quantity: 10 },
      ],
    });
  });
});
