// The demo catalogue's costs and own SKUs (DESIGN §16, §17): every product and variant has a plausible cost, and
// every product without variants an SKU the product form would take, unique among all the demo's SKUs.
import { SKU_MAX_LENGTH, SKU_PATTERN } from '@shop/domain/admin-catalog.rules';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-catalogue';

describe('demo catalogue', () => {
  it('costs each product and variant 60–70 % of its price, in whole thousands of dong', () => {
    const priced = demoProducts.flatMap((p) => [
      { name: p.slug, price: p.price, cost: p.cost_price },
      ...p.variants.map((v) => ({ name: v.sku, price: v.price, cost: v.cost_price })),
    ]);
    for (const { name, price, cost } of priced) {
      expect(cost % 1000, name).toBe(0);
      // Rounding to 1,000 đ moves the share by at most 500 đ either way.
      expect(cost, name).toBeGreaterThanOrEqual(price * 0.6 - 500);
      expect(cost, name).toBeLessThanOrEqual(price * 0.7 + 500);
    }
    // Not one share for all: the margins differ from product to product.
    expect(new Set(demoProducts.map((p) => Math.round((p.cost_price / p.price) * 100))).size).toBeGreaterThan(3);
  });

  it('gives each product without variants its own SKU, and none to a product with variants', () => {
    const skus = demoProducts.flatMap((p) => [...(p.sku ? [p.sku] : []), ...p.variants.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of demoProducts) {
      if (p.variants.length) expect(p.sku, p.slug).toBeNull();
      else {
        expect(p.sku, p.slug).toMatch(SKU_PATTERN);
        expect(p.sku!.length, p.slug).toBeLessThanOrEqual(SKU_MAX_LENGTH);
      }
    }
  });
});
