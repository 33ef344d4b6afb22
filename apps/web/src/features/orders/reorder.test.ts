import type { Product, Variant } from '@shop/domain/catalog.schemas';
import type { OrderItem } from '@shop/domain/order-response.schemas';
import { describe, expect, it } from 'vitest';
import { planReorder } from './reorder';

const variant = (over: Partial<Variant> = {}): Variant =>
  ({ id: 21, product: 2, name: '1kg', is_active: true, stock: 10, max_quantities_in_cart: null, ...over }) as Variant;
const product = (id: number, over: Partial<Product> = {}): Product =>
  ({ id, name: `SP${id}`, is_active: true, stock: 10, max_quantities_in_cart: null, variants: [], ...over }) as Product;
const item = (productId: number, quantity: number, variantId?: number): OrderItem =>
  ({
    id: productId * 100,
    product: { id: productId, name: `SP${productId}` },
    variant: variantId ? { id: variantId, name: '1kg' } : null,
    product_name: `SP${productId}`,
    variant_name: variantId ? '1kg' : null,
    quantity,
  }) as OrderItem;

const run = (items: OrderItem[], products: Product[], cart: { key: string; quantity: number }[] = []) =>
  planReorder(items, new Map(products.map((p) => [p.id, p])), cart);

describe('planReorder', () => {
  it('adds every line still sold, at its quantity', () => {
    const plan = run([item(1, 2), item(2, 3, 21)], [product(1), product(2, { variants: [variant()] })]);
    expect(plan.lines.map((l) => [l.product.id, l.variant?.id, l.quantity])).toEqual([
      [1, undefined, 2],
      [2, 21, 3],
    ]);
    expect(plan.missing).toEqual([]);
  });

  it.each([
    ['a product that no longer exists', [], 'SP1 (ngừng bán)'],
    ['an inactive product', [product(1, { is_active: false })], 'SP1 (ngừng bán)'],
    ['a sold-out product', [product(1, { stock: 0 })], 'SP1 (hết hàng)'],
  ])('names %s', (_, products, text) => {
    const plan = run([item(1, 2)], products);
    expect(plan.lines).toEqual([]);
    expect(plan.missing).toEqual([text]);
  });

  it('names a variant removed or turned off', () => {
    expect(run([item(2, 1, 21)], [product(2)]).missing).toEqual(['SP2 - 1kg (ngừng bán)']);
    const off = product(2, { variants: [variant({ is_active: false })] });
    expect(run([item(2, 1, 21)], [off]).missing).toEqual(['SP2 - 1kg (ngừng bán)']);
  });

  it('adds up to the stock and the cart limit, counting what the cart holds', () => {
    expect(run([item(1, 5)], [product(1, { stock: 3 })]).lines[0]!.quantity).toBe(3);
    const limited = run([item(1, 5)], [product(1, { max_quantities_in_cart: 4 })], [{ key: '1', quantity: 1 }]);
    expect(limited.lines[0]!.quantity).toBe(3);
    expect(limited.missing).toEqual(['SP1 (chỉ thêm được 3)']);
    const full = run([item(1, 1)], [product(1, { max_quantities_in_cart: 2 })], [{ key: '1', quantity: 2 }]);
    expect(full.missing).toEqual(['SP1 (giỏ hàng đã có số lượng tối đa)']);
  });
});
