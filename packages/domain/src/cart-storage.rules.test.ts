import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cart-storage.rules';
import { toCartItem } from './cart.rules';

const product = (): Parameters<typeof toCartItem>[0] => ({
  id: 7,
  name: 'Trà xanh',
  slug: 'tra-xanh',
  image_url: '/media/tra-xanh.jpg',
  price: 100_000,
  discount_price: null,
  unit: 'gói',
  stock: 50,
  max_quantities_in_cart: null,
});

const variant = (): NonNullable<Parameters<typeof toCartItem>[2]> => ({
  id: 3,
  name: 'Hộp 1kg',
  unit: 'hộp',
  price: 250_000,
  discount_price: 200_000,
  stock: 20,
  main_image: '/media/hop-1kg.jpg',
  max_quantities_in_cart: null,
});

describe('parseStoredCart', () => {
  const good = toCartItem(product(), 2);
  const goodVariant = toCartItem(product(), 1, variant());

  // [case, stored text, keys kept]
  const table: [string, string | null, string[]][] = [
    ['no entry', null, []],
    ['empty text', '', []],
    ['not JSON', '{oops', []],
    ['JSON but not an array', JSON.stringify({ items: [good] }), []],
    ['JSON null', 'null', []],
    ['valid lines', JSON.stringify([good, goodVariant]), ['7', '7_3']],
    ['drops a line with a bad quantity', JSON.stringify([{ ...good, quantity: 0 }, goodVariant]), ['7_3']],
    ['drops a fractional quantity', JSON.stringify([{ ...good, quantity: 1.5 }]), []],
    ['drops a string price', JSON.stringify([{ ...good, price: '100000' }]), []],
    ['drops a line with missing fields', JSON.stringify([{ key: '7', id: 7, quantity: 1 }, goodVariant]), ['7_3']],
    ['drops null and primitives', JSON.stringify([null, 3, 'x', good]), ['7']],
    ['drops a key that does not match the ids', JSON.stringify([{ ...good, key: '8' }]), []],
    ['keeps the first of two lines with the same key', JSON.stringify([good, { ...good, quantity: 5 }]), ['7']],
  ];
  it.each(table)('%s', (_case, raw, keys) => {
    expect(parseStoredCart(raw).map((i) => i.key)).toEqual(keys);
  });

  it('round-trips what the cart saves', () => {
    expect(parseStoredCart(JSON.stringify([good, goodVariant]))).toEqual([good, goodVariant]);
  });
});
