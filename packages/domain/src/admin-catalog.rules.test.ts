import { describe, expect, it } from 'vitest';
import {
  CATALOG_ADMIN_MESSAGES as M,
  isImageUrl,
  isStorableWeight,
  issuesToFields,
  normalBarcode,
  productRuleIssues,
  wouldMakeCycle,
} from './admin-catalog.rules';

const variant = (over: Partial<{ price: number; discount_price: number | null; is_active: boolean; sku: string }>) => ({
  price: 10_000,
  discount_price: null,
  is_active: true,
  sku: 'A',
  ...over,
});

describe('productRuleIssues', () => {
  it.each([
    ['a discount equal to the price', { price: 100, discount_price: 100 }, ['discount_price', M.discountNotBelowPrice]],
    ['a discount above the price', { price: 100, discount_price: 150 }, ['discount_price', M.discountNotBelowPrice]],
    ['price 0 while active', { price: 0, discount_price: null }, ['price', M.priceZeroActive]],
  ] as const)('refuses %s', (_, product, [field, message]) => {
    const fields = issuesToFields(productRuleIssues({ is_active: true, ...product, variants: [] }));
    expect(fields[field]).toContain(message);
  });

  it('lets an inactive product cost 0 and a discount sit below the price', () => {
    expect(productRuleIssues({ price: 0, discount_price: null, is_active: false, variants: [] })).toEqual([]);
    expect(productRuleIssues({ price: 100, discount_price: 99, is_active: true, variants: [] })).toEqual([]);
  });

  it('checks each variant and names it by its place; an inactive variant may cost 0', () => {
    const issues = productRuleIssues({
      price: 100,
      discount_price: null,
      is_active: true,
      variants: [
        variant({ sku: 'A' }),
        variant({ sku: 'B', price: 0 }),
        variant({ sku: 'A', discount_price: 10_000 }),
        variant({ sku: 'C', price: 0, is_active: false }),
      ],
    });
    expect(issuesToFields(issues)).toEqual({
      'variants.1.price': [M.priceZeroActive],
      'variants.2.discount_price': [M.discountNotBelowPrice],
      'variants.2.sku': [M.skuDuplicate],
    });
  });
});

describe('barcodes', () => {
  it('refuses a code the product or an earlier variant already has, naming the later one', () => {
    const issues = productRuleIssues({
      price: 100,
      discount_price: null,
      is_active: true,
      barcode: '8938505974192',
      variants: [
        { ...variant({ sku: 'A' }), barcode: '8938505974192' },
        { ...variant({ sku: 'B' }), barcode: 'X-1' },
        { ...variant({ sku: 'C' }), barcode: null },
        { ...variant({ sku: 'D' }), barcode: null },
        { ...variant({ sku: 'E' }), barcode: 'X-1' },
      ],
    });
    expect(issuesToFields(issues)).toEqual({
      'variants.0.barcode': [M.barcodeDuplicate],
      'variants.4.barcode': [M.barcodeDuplicate],
    });
  });

  it.each([
    [' 8938505974192 ', '8938505974192'],
    ['abc-1.x_2', 'ABC-1.X_2'],
    ['', null],
    ['mã vạch', null],
    ['A B', null],
    ['1'.repeat(32), '1'.repeat(32)],
    ['1'.repeat(33), null],
  ])('reads %j as %j', (text, code) => {
    expect(normalBarcode(text)).toBe(code);
  });
});

describe('wouldMakeCycle', () => {
  // 1 ─ 2 ─ 3 ; 4
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);
  it.each([
    [1, 1, true],
    [1, 3, true],
    [2, 3, true],
    [3, 1, false],
    [2, 4, false],
    [1, null, false],
    [4, 3, false],
  ] as const)('category %d under %s → %s', (id, parent, expected) => {
    expect(wouldMakeCycle(parents, id, parent)).toBe(expected);
  });

  it('stops on a loop already in the data', () => {
    expect(
      wouldMakeCycle(
        new Map([
          [5, 6],
          [6, 5],
        ]),
        1,
        5,
      ),
    ).toBe(true);
  });
});

describe('weights and image addresses', () => {
  it.each([
    [0, true],
    [0.5, true],
    [1.235, true],
    [0.1 + 0.2, true],
    [1.2345, false],
    [-1, false],
    [10_001, false],
    [Number.NaN, false],
  ])('weight %d kg → %s', (kg, ok) => {
    expect(isStorableWeight(kg)).toBe(ok);
  });

  it.each([
    ['', true],
    ['/media/products/a.webp', true],
    ['https://cdn.example.com/a.webp', true],
    ['//evil.example/a.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAA', false],
    ['/media/a b.png', false],
  ])('%j → %s', (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });
});
