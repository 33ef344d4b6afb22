import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CART_PLACEHOLDER_IMAGE,
  addItem,
  cartItemCount,
  cartItemKey,
  cartTotal,
  checkQuantity,
  lineTotal,
  limitMessage,
  removeItem,
  stockMessage,
  toCartItem,
  updateItemQuantity,
  validateCart,
  type CartItem,
} from './cart.rules';

type ProductIn = Parameters<typeof toCartItem>[0];
type VariantIn = NonNullable<Parameters<typeof toCartItem>[2]>;

function product(over: Partial<ProductIn> = {}): ProductIn {
  return {
    id: 7,
    name: 'Trà xanh',
    slug: 'tra-xanh',
    image_url: '/media/tra-xanh.jpg',
    price: 100_000,
    discount_price: null,
    unit: 'gói',
    stock: 50,
    max_quantities_in_cart: null,
    ...over,
  };
}

function variant(over: Partial<VariantIn> = {}): VariantIn {
  return {
    id: 3,
    name: 'Hộp 1kg',
    unit: 'hộp',
    price: 250_000,
    discount_price: 200_000,
    stock: 20,
    main_image: '/media/hop-1kg.jpg',
    max_quantities_in_cart: null,
    ...over,
  };
}

/** A cart line, as toCartItem builds it, with overrides. */
function line(over: Partial<CartItem> = {}): CartItem {
  return { ...toCartItem(product(), 1), ...over };
}

describe('cartItemKey', () => {
  it.each([
    [7, undefined, '7'],
    [7, 3, '7_3'],
    [12, 100, '12_100'],
  ])('product %s, variant %s → %s', (id, variantId, key) => {
    expect(cartItemKey(id, variantId)).toBe(key);
  });
});

describe('toCartItem', () => {
  it('builds a product line: key id, title name, product price, product limit and stock', () => {
    const item = toCartItem(product({ discount_price: 80_000, max_quantities_in_cart: 5 }), 2);
    expect(item).toEqual({
      key: '7',
      id: 7,
      name: 'Trà xanh',
      title: 'Trà xanh',
      slug: 'tra-xanh',
      thumbnail: '/media/tra-xanh.jpg',
      price: 100_000,
      discountedPrice: 80_000,
      unit: 'gói',
      quantity: 2,
      max_quantities_in_cart: 5,
      stock: 50,
    });
  });

  it("builds a variant line: key id_variantId, title 'name - variant', the variant's price, unit, image, stock", () => {
    const item = toCartItem(product({ max_quantities_in_cart: 5 }), 1, variant({ max_quantities_in_cart: 2 }));
    expect(item).toMatchObject({
      key: '7_3',
      id: 7,
      variantId: 3,
      variantName: 'Hộp 1kg',
      name: 'Trà xanh',
      title: 'Trà xanh - Hộp 1kg',
      thumbnail: '/media/hop-1kg.jpg',
      price: 250_000,
      discountedPrice: 200_000,
      unit: 'hộp',
      max_quantities_in_cart: 2,
      stock: 20,
    });
  });

  // [case, product image, variant main image (undefined = no variant), thumbnail]
  const thumbnails: [string, string, string | undefined, string][] = [
    ['variant image first', '/p.jpg', '/v.jpg', '/v.jpg'],
    ['variant without image falls back to the product', '/p.jpg', '', '/p.jpg'],
    ['product image', '/p.jpg', undefined, '/p.jpg'],
    ['no image at all: placeholder', '', '', CART_PLACEHOLDER_IMAGE],
    ['product without image: placeholder', '', undefined, CART_PLACEHOLDER_IMAGE],
  ];
  it.each(thumbnails)('thumbnail: %s', (_case, image, main, expected) => {
    const v = main === undefined ? undefined : variant({ main_image: main });
    expect(toCartItem(product({ image_url: image }), 1, v).thumbnail).toBe(expected);
  });

  it("ignores a discount that is not below the price (line price from pricing's linePrice)", () => {
    expect(toCartItem(product({ discount_price: 120_000 }), 1).discountedPrice).toBe(100_000);
  });

  it("uses the product's unit when the variant has none", () => {
    expect(toCartItem(product(), 1, variant({ unit: '' })).unit).toBe('gói');
  });
});

describe('messages', () => {
  it.each([
    [5, 'Trà xanh', undefined, "Rất tiếc, bạn chỉ có thể tối đa 5 sản phẩm 'Trà xanh' trong giỏ hàng."],
    [2, 'Trà xanh', 'Hộp 1kg', "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh - Hộp 1kg' trong giỏ hàng."],
    [2, 'Trà xanh', '', "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh' trong giỏ hàng."],
    [3, '', undefined, 'Quantity limit exceeded'],
    [3, '   ', 'Hộp', 'Quantity limit exceeded'],
  ])('limitMessage(%s, %j, %j)', (limit, name, variantName, expected) => {
    expect(limitMessage(limit, name, variantName)).toBe(expected);
  });

  it.each([
    [4, 'Chỉ còn 4 sản phẩm trong kho.'],
    [1, 'Chỉ còn 1 sản phẩm trong kho.'],
    [0, 'Sản phẩm này đã hết hàng.'],
  ])('stockMessage(%s)', (stock, expected) => {
    expect(stockMessage(stock)).toBe(expected);
  });

  it('keeps the spec texts exactly', () => {
    expect(CART_MESSAGES).toMatchObject({
      added: 'Đã thêm sản phẩm vào giỏ hàng!',
      addFailed: 'Có lỗi xảy ra khi thêm sản phẩm vào giỏ hàng',
      itemNotFound: 'Item not found in cart',
      limitFallback: 'Quantity limit exceeded',
      checkoutLimitFallback: 'Có sản phẩm vượt quá giới hạn số lượng trong giỏ hàng',
    });
  });
});

describe('checkQuantity', () => {
  const limited = line({ max_quantities_in_cart: 3, stock: 10 });
  // [case, line, quantity, message or null when allowed]
  const table: [string, CartItem, number, string | null][] = [
    ['within the limit', limited, 2, null],
    ['exactly the limit', limited, 3, null],
    ['above the limit', limited, 4, "Rất tiếc, bạn chỉ có thể tối đa 3 sản phẩm 'Trà xanh' trong giỏ hàng."],
    ['null limit: no limit', line({ max_quantities_in_cart: null, stock: 1000 }), 999, null],
    ['exactly the stock', line({ stock: 4 }), 4, null],
    ['above the stock', line({ stock: 4 }), 5, 'Chỉ còn 4 sản phẩm trong kho.'],
    ['no stock', line({ stock: 0 }), 1, 'Sản phẩm này đã hết hàng.'],
    [
      'limit and stock both exceeded: the limit message wins',
      line({ max_quantities_in_cart: 2, stock: 1 }),
      3,
      "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh' trong giỏ hàng.",
    ],
    ['zero', limited, 0, CART_MESSAGES.invalidQuantity],
    ['negative', limited, -1, CART_MESSAGES.invalidQuantity],
    ['fraction', limited, 1.5, CART_MESSAGES.invalidQuantity],
    ['NaN', limited, Number.NaN, CART_MESSAGES.invalidQuantity],
    ['Infinity', line({ stock: 10 }), Number.POSITIVE_INFINITY, CART_MESSAGES.invalidQuantity],
    ['unsafe integer', line({ stock: 10 }), 2 ** 53, CART_MESSAGES.invalidQuantity],
  ];
  it.each(table)('%s', (_case, item, quantity, message) => {
    expect(checkQuantity(item, quantity)).toEqual(message === null ? { success: true } : { success: false, message });
  });
});

describe('addItem', () => {
  it('appends a new line', () => {
    const result = addItem([], product(), 2);
    expect(result).toEqual({ success: true, items: [toCartItem(product(), 2)] });
  });

  it('raises the quantity of an existing key instead of adding a line', () => {
    const first = addItem([], product(), 2).items;
    const result = addItem(first, product(), 3);
    expect(result.success).toBe(true);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]!.quantity).toBe(5);
  });

  it('keeps the product line and a variant line, and two variants, apart', () => {
    let items = addItem([], product(), 1).items;
    items = addItem(items, product(), 1, variant()).items;
    items = addItem(items, product(), 1, variant({ id: 4, name: 'Gói 500g' })).items;
    expect(items.map((i) => i.key)).toEqual(['7', '7_3', '7_4']);
  });

  it('appends after the existing lines and keeps their order when raising one', () => {
    let items = addItem([], product({ id: 1 }), 1).items;
    items = addItem(items, product({ id: 2 }), 1).items;
    items = addItem(items, product({ id: 1 }), 1).items;
    expect(items.map((i) => [i.key, i.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('takes the fresh price, stock and limit when raising an existing line', () => {
    const old = [line({ quantity: 1, discountedPrice: 90_000, stock: 3 })];
    const result = addItem(old, product({ discount_price: 70_000, stock: 40 }), 1);
    expect(result.items[0]).toMatchObject({ quantity: 2, discountedPrice: 70_000, stock: 40 });
  });

  // [case, existing quantity in cart, product limit, variant limit (undefined = no variant), added, message|null]
  const limits: [string, number, number | null, number | null | undefined, number, string | null][] = [
    ['product limit: existing + added within', 2, 5, undefined, 3, null],
    [
      'product limit: existing + added above',
      3,
      5,
      undefined,
      3,
      "Rất tiếc, bạn chỉ có thể tối đa 5 sản phẩm 'Trà xanh' trong giỏ hàng.",
    ],
    [
      'product limit: a single add above it',
      0,
      5,
      undefined,
      6,
      "Rất tiếc, bạn chỉ có thể tối đa 5 sản phẩm 'Trà xanh' trong giỏ hàng.",
    ],
    ['null product limit: none', 30, null, undefined, 20, null],
    [
      "variant's limit, not the product's",
      1,
      10,
      2,
      2,
      "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh - Hộp 1kg' trong giỏ hàng.",
    ],
    ["variant's null limit means none even when the product has one", 9, 1, null, 10, null],
    ["variant's limit allows more than the product's", 1, 1, 5, 4, null],
  ];
  it.each(limits)('%s', (_case, existing, productLimit, variantLimit, added, message) => {
    const p = product({ max_quantities_in_cart: productLimit, stock: 100 });
    const v = variantLimit === undefined ? undefined : variant({ max_quantities_in_cart: variantLimit, stock: 100 });
    const start = existing > 0 ? [toCartItem(p, existing, v)] : [];
    const result = addItem(start, p, added, v);
    if (message === null) {
      expect(result.success).toBe(true);
      expect(result.items[0]!.quantity).toBe(existing + added);
    } else {
      expect(result).toEqual({ success: false, message, items: start });
    }
  });

  it("counts only the same product and variant's existing quantity against the limit", () => {
    const p = product({ max_quantities_in_cart: 2 });
    const v = variant({ max_quantities_in_cart: 2 });
    // 2 of the product alone and 2 of the variant: each line is at its own limit.
    const items = addItem(addItem([], p, 2).items, p, 2, v);
    expect(items.success).toBe(true);
    expect(items.items.map((i) => i.quantity)).toEqual([2, 2]);
  });

  it("refuses more than the variant's stock, even when the product has stock", () => {
    const result = addItem([], product({ stock: 100 }), 3, variant({ stock: 2 }));
    expect(result).toMatchObject({ success: false, message: 'Chỉ còn 2 sản phẩm trong kho.' });
  });

  it('refuses existing + added above the stock', () => {
    const start = [toCartItem(product({ stock: 5 }), 4)];
    expect(addItem(start, product({ stock: 5 }), 2)).toMatchObject({
      success: false,
      message: 'Chỉ còn 5 sản phẩm trong kho.',
    });
  });

  it('refuses a sold-out product', () => {
    expect(addItem([], product({ stock: 0 }), 1)).toMatchObject({
      success: false,
      message: 'Sản phẩm này đã hết hàng.',
    });
  });

  it.each([0, -2, 1.5, Number.NaN])('refuses the quantity %s and leaves the cart as it was', (quantity) => {
    const start = [line()];
    expect(addItem(start, product(), quantity)).toEqual({
      success: false,
      message: CART_MESSAGES.invalidQuantity,
      items: start,
    });
  });

  it('never changes the list it was given', () => {
    const start = Object.freeze([line({ quantity: 1 })]) as readonly CartItem[];
    addItem(start, product(), 1);
    addItem(start, product({ id: 8 }), 1);
    expect(start[0]!.quantity).toBe(1);
    expect(start).toHaveLength(1);
  });
});

describe('updateItemQuantity', () => {
  const a = line({ key: '1', id: 1, quantity: 2, max_quantities_in_cart: 3, stock: 10 });
  const b = line({ key: '2', id: 2, quantity: 1, name: 'Bột sữa', stock: 10 });

  it('sets the quantity', () => {
    expect(updateItemQuantity([a, b], '2', 4)).toEqual({ success: true, items: [a, { ...b, quantity: 4 }] });
  });

  it.each([0, -1, -0.5])('removes the line at quantity %s', (quantity) => {
    expect(updateItemQuantity([a, b], '1', quantity)).toEqual({ success: true, items: [b] });
  });

  it("fails with 'Item not found in cart' for a missing key", () => {
    expect(updateItemQuantity([a], '99', 1)).toEqual({ success: false, message: 'Item not found in cart', items: [a] });
    expect(updateItemQuantity([], '1', 0)).toMatchObject({ success: false, message: 'Item not found in cart' });
  });

  it('compares the new quantity with the limit', () => {
    expect(updateItemQuantity([a], '1', 3)).toMatchObject({ success: true });
    expect(updateItemQuantity([a], '1', 4)).toEqual({
      success: false,
      message: "Rất tiếc, bạn chỉ có thể tối đa 3 sản phẩm 'Trà xanh' trong giỏ hàng.",
      items: [a],
    });
  });

  it("names 'product - variant' in a variant line's message", () => {
    const v = toCartItem(product(), 2, variant({ max_quantities_in_cart: 2 }));
    expect(updateItemQuantity([v], '7_3', 3)).toMatchObject({
      message: "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh - Hộp 1kg' trong giỏ hàng.",
    });
  });

  it('allows lowering a line that is over its limit or stock, step by step (the shopper is fixing it)', () => {
    const over = { ...a, quantity: 6, stock: 4 };
    expect(updateItemQuantity([over], '1', 5)).toEqual({ success: true, items: [{ ...over, quantity: 5 }] });
    // …but not raising it, nor keeping it as it is.
    expect(updateItemQuantity([over], '1', 7)).toMatchObject({ success: false });
    expect(updateItemQuantity([over], '1', 6)).toMatchObject({ success: false });
  });

  it('compares the new quantity with the stock', () => {
    expect(updateItemQuantity([b], '2', 11)).toMatchObject({
      success: false,
      message: 'Chỉ còn 10 sản phẩm trong kho.',
    });
  });

  it.each([1.5, Number.NaN])('refuses the quantity %s', (quantity) => {
    expect(updateItemQuantity([a], '1', quantity)).toMatchObject({
      success: false,
      message: CART_MESSAGES.invalidQuantity,
    });
  });
});

describe('removeItem', () => {
  it('removes the line and keeps the rest in order', () => {
    const items = [line({ key: '1', id: 1 }), line({ key: '2', id: 2 }), line({ key: '3', id: 3 })];
    expect(removeItem(items, '2').map((i) => i.key)).toEqual(['1', '3']);
  });
  it('leaves the cart as it was for a missing key', () => {
    const items = [line()];
    expect(removeItem(items, 'x')).toEqual(items);
  });
});

describe('validateCart', () => {
  const ok = line({ key: '1', id: 1, quantity: 2, max_quantities_in_cart: 5 });
  const overLimitA = line({ key: '2', id: 2, name: 'Bột A', title: 'Bột A', quantity: 4, max_quantities_in_cart: 3 });
  const overLimitB = line({ key: '3', id: 3, name: 'Bột B', title: 'Bột B', quantity: 9, max_quantities_in_cart: 1 });
  const overStock = line({ key: '4', id: 4, quantity: 8, stock: 5 });
  const nameless = line({ key: '5', id: 5, name: '', title: '', quantity: 3, max_quantities_in_cart: 2 });

  // [case, lines, message or null when valid]
  const table: [string, CartItem[], string | null][] = [
    ['an empty cart', [], null],
    ['every line within its limit', [ok, line({ key: '9', id: 9, quantity: 100, stock: 100 })], null],
    [
      'the first failure of several',
      [ok, overLimitA, overLimitB],
      "Rất tiếc, bạn chỉ có thể tối đa 3 sản phẩm 'Bột A' trong giỏ hàng.",
    ],
    [
      'the first failure in cart order',
      [overLimitB, overLimitA],
      "Rất tiếc, bạn chỉ có thể tối đa 1 sản phẩm 'Bột B' trong giỏ hàng.",
    ],
    [
      'a variant line over its limit',
      [{ ...toCartItem(product(), 3, variant({ max_quantities_in_cart: 2 })) }],
      "Rất tiếc, bạn chỉ có thể tối đa 2 sản phẩm 'Trà xanh - Hộp 1kg' trong giỏ hàng.",
    ],
    ['a line above its stock', [ok, overStock], 'Chỉ còn 5 sản phẩm trong kho.'],
    ["a line without a name gets checkout's fallback", [nameless], CART_MESSAGES.checkoutLimitFallback],
  ];
  it.each(table)('%s', (_case, items, message) => {
    expect(validateCart(items)).toEqual(message === null ? { success: true } : { success: false, message });
  });
});

describe('cartTotal and cartItemCount', () => {
  // [case, lines as [line price, quantity], total, count]
  const table: [string, [number, number][], number, number][] = [
    ['empty', [], 0, 0],
    ['one line', [[45_000, 3]], 135_000, 3],
    [
      'several lines',
      [
        [45_000, 3],
        [200_000, 1],
        [12_500, 2],
      ],
      360_000,
      6,
    ],
    ['free line', [[0, 4]], 0, 4],
  ];
  it.each(table)('%s', (_case, lines, total, count) => {
    const items = lines.map(([discountedPrice, quantity], i) =>
      line({ key: String(i + 1), id: i + 1, discountedPrice, quantity }),
    );
    expect(cartTotal(items)).toBe(total);
    expect(cartItemCount(items)).toBe(count);
  });

  it('sums the discounted line price, not the list price', () => {
    const item = toCartItem(product({ price: 100_000, discount_price: 80_000 }), 2);
    expect(lineTotal(item)).toBe(160_000);
    expect(cartTotal([item])).toBe(160_000);
  });
});
