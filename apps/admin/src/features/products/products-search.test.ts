import { describe, expect, it } from 'vitest';
import { toNumber, toNumberOrNull } from '../../lib/number-input';
import { ProductsSearch } from './products-search';

describe('the product list URL', () => {
  it('keeps what the list can use and drops the rest, so a stale link still opens', () => {
    expect(
      ProductsSearch.parse({
        search: 500,
        category: 3,
        is_active: false,
        in_stock: 'yes',
        low_stock: true,
        ordering: '-total_quantity_sold',
        page: 0,
      }),
    ).toEqual({ search: '500', category: 3, is_active: false, low_stock: true, ordering: '-total_quantity_sold' });
    expect(ProductsSearch.parse({ ordering: 'sku', category: -1 })).toEqual({});
  });
});

describe('number boxes', () => {
  it('read blank as missing (a price) or none (a discount), anything else as a number for the schema to judge', () => {
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('95000')).toBe(95000);
    expect(toNumber('1.5')).toBe(1.5);
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('0')).toBe(0);
  });
});
