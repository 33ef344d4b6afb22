import { describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_MESSAGES as M } from './admin-catalog.rules';
import { AdminProductListQuery, CategoryMove, ProductInput, ProductUpdate } from './admin-catalog.schemas';
import { ImportQuery } from './admin-import.schemas';
import { StockAdjustment } from './admin-stock.schemas';

const valid = { name: '  Trà đen  ', category: 3, price: 85_000 };

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('ProductInput', () => {
  it('fills the defaults of a new product', () => {
    expect(ProductInput.parse(valid)).toEqual({
      name: 'Trà đen',
      slug: '',
      category: 3,
      price: 85_000,
      discount_price: null,
      stock: 0,
      unit: '',
      weight: 0,
      description: '',
      specifications: '',
      image_url: '',
      image_alts: {},
      is_active: true,
      is_featured: false,
      max_quantities_in_cart: null,
      variants: [],
    });
  });

  it.each([
    ['discount at the price', { discount_price: 85_000 }, 'discount_price', M.discountNotBelowPrice],
    ['negative stock', { stock: -1 }, 'stock', M.stockInvalid],
    ['price 0 on an active product', { price: 0 }, 'price', M.priceZeroActive],
    ['a price as text', { price: '85000' }, 'price', M.priceInvalid],
    ['a fractional price', { price: 1.5 }, 'price', M.priceInvalid],
    ['a slug with accents', { slug: 'trà-đen' }, 'slug', M.slugInvalid],
    ['a blank name', { name: '  ' }, 'name', M.nameRequired],
    ['no category', { category: undefined }, 'category', M.categoryRequired],
    ['grams below a gram', { weight: 0.0001 }, 'weight', M.weightInvalid],
    ['a script address', { image_url: 'javascript:alert(1)' }, 'image_url', M.imageUrlInvalid],
  ])('refuses %s with its field message', (_, change, field, message) => {
    expect(fieldsOf(ProductInput.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it('reads barcodes trimmed and upper-cased, blank as none, and refuses a bad one at its field', () => {
    const parsed = ProductInput.parse({
      ...valid,
      barcode: ' 8938505974192 ',
      variants: [
        { name: 'A', sku: 'A', price: 1, barcode: 'ab-1.2_x' },
        { name: 'B', sku: 'B', price: 1, barcode: '  ' },
        { name: 'C', sku: 'C', price: 1, barcode: null },
        { name: 'D', sku: 'D', price: 1 },
      ],
    });
    expect(parsed.barcode).toBe('8938505974192');
    expect(parsed.variants.map((v) => v.barcode)).toEqual(['AB-1.2_X', null, null, undefined]);
    expect(ProductInput.parse(valid).barcode).toBeUndefined();
    expect(ProductUpdate.parse({ barcode: '' })).toEqual({ barcode: null });
    for (const bad of ['mã-vạch', 'A B', 'x'.repeat(33), 42]) {
      expect(fieldsOf(ProductInput.safeParse({ ...valid, barcode: bad }))).toEqual({ barcode: M.barcodeInvalid });
    }
    const twice = ProductInput.safeParse({
      ...valid,
      barcode: 'X1',
      variants: [{ name: 'A', sku: 'A', price: 1, barcode: 'x1' }],
    });
    expect(fieldsOf(twice)).toEqual({ 'variants.0.barcode': M.barcodeDuplicate });
  });

  it('reads the product’s own SKU as a variant’s (trimmed, upper-cased), blank as none, refusing a bad one', () => {
    expect(ProductInput.parse({ ...valid, sku: ' tra-den-500g ' }).sku).toBe('TRA-DEN-500G');
    expect(ProductInput.parse(valid).sku).toBeUndefined();
    expect(ProductUpdate.parse({ sku: '  ' })).toEqual({ sku: null });
    expect(ProductUpdate.parse({ sku: null })).toEqual({ sku: null });
    expect(ProductInput.parse({ ...valid, sku: 'A'.repeat(64) }).sku).toBe('A'.repeat(64));
    for (const bad of ['trà', 'A B', '-A', 'A'.repeat(65), 42]) {
      expect(fieldsOf(ProductInput.safeParse({ ...valid, sku: bad }))).toEqual({ sku: M.skuInvalid });
    }
    // One SKU names one thing: the product's own can't be one of its variants'.
    const twice = ProductInput.safeParse({ ...valid, sku: 'x-1', variants: [{ name: 'A', sku: 'X-1', price: 1 }] });
    expect(fieldsOf(twice)).toEqual({ 'variants.0.sku': M.skuDuplicate });
  });

  it('takes costs as whole dong or none, on the product and each variant', () => {
    const parsed = ProductInput.parse({
      ...valid,
      cost_price: 55_000,
      variants: [
        { name: 'A', sku: 'A', price: 1, cost_price: 0 },
        { name: 'B', sku: 'B', price: 1, cost_price: null },
        { name: 'C', sku: 'C', price: 1 },
      ],
    });
    expect(parsed.cost_price).toBe(55_000);
    expect(parsed.variants.map((v) => v.cost_price)).toEqual([0, null, undefined]);
    expect(ProductUpdate.parse({ cost_price: null })).toEqual({ cost_price: null });
    for (const bad of [-1, 1.5, '55000', 2 ** 31]) {
      expect(fieldsOf(ProductInput.safeParse({ ...valid, cost_price: bad }))).toEqual({
        cost_price: M.costPriceInvalid,
      });
      const variant = { name: 'A', sku: 'A', price: 1, cost_price: bad };
      expect(fieldsOf(ProductInput.safeParse({ ...valid, variants: [variant] }))).toEqual({
        'variants.0.cost_price': M.costPriceInvalid,
      });
    }
  });

  it('upper-cases SKUs and refuses one twice, and a variant with negative stock', () => {
    const result = ProductInput.safeParse({
      ...valid,
      variants: [
        { name: 'Gói 500g', sku: 'tra-500g', price: 85_000 },
        { name: 'Gói 1kg', sku: 'TRA-1KG', price: 160_000, stock: -2 },
      ],
    });
    expect(fieldsOf(result)).toEqual({ 'variants.1.stock': M.stockInvalid });
    const twice = ProductInput.safeParse({
      ...valid,
      variants: [
        { name: 'Gói 500g', sku: 'tra-500g', price: 85_000 },
        { name: 'Gói 1kg', sku: 'TRA-500G', price: 160_000 },
      ],
    });
    expect(fieldsOf(twice)).toEqual({ 'variants.1.sku': M.skuDuplicate });
  });
});

describe('ProductUpdate', () => {
  it('takes any subset and adds no defaults', () => {
    expect(ProductUpdate.parse({ price: 90_000 })).toEqual({ price: 90_000 });
    expect(ProductUpdate.parse({})).toEqual({});
  });
});

describe('StockAdjustment', () => {
  it('takes a signed change with its reason; variant, location and note optional', () => {
    expect(StockAdjustment.parse({ delta: -3, reason: 'damaged' })).toEqual({
      delta: -3,
      reason: 'damaged',
      variant: null,
      location: null,
      note: '',
    });
    // DESIGN §15: where the units are counted; the first location when left out.
    expect(StockAdjustment.parse({ delta: 2, reason: 'received', location: 4 })).toMatchObject({ location: 4 });
  });

  it.each([
    [{ delta: 0, reason: 'correction' }, 'delta', M.deltaInvalid],
    [{ delta: '5', reason: 'correction' }, 'delta', M.deltaInvalid],
    [{ delta: 5, reason: 'order' }, 'reason', M.reasonInvalid],
    [{ delta: -5, reason: 'received' }, 'delta', M.receivedPositive],
    [{ delta: 5, reason: 'damaged' }, 'delta', M.damagedNegative],
    [{ delta: 5, reason: 'received', location: '2' }, 'location', M.idInvalid],
  ])('refuses %j', (body, field, message) => {
    expect(fieldsOf(StockAdjustment.safeParse(body))[field]).toBe(message);
  });
});

describe('queries', () => {
  it('reads the list filters from a URL', () => {
    expect(
      AdminProductListQuery.parse({ search: ' tra ', is_active: 'false', low_stock: 'true', ordering: '-stock' }),
    ).toMatchObject({ search: 'tra', is_active: false, low_stock: true, low_stock_threshold: 5, ordering: '-stock' });
    expect(AdminProductListQuery.safeParse({ ordering: 'weight' }).success).toBe(false);
  });

  it('reads a scanned barcode as the shop keeps it, and refuses one that cannot be', () => {
    expect(AdminProductListQuery.parse({ barcode: ' abc-1 ' }).barcode).toBe('ABC-1');
    expect(AdminProductListQuery.parse({ barcode: 8938505974192 }).barcode).toBe('8938505974192');
    expect(AdminProductListQuery.parse({ barcode: '' }).barcode).toBeUndefined();
    expect(fieldsOf(AdminProductListQuery.safeParse({ barcode: 'mã vạch' }))).toEqual({ barcode: M.barcodeInvalid });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    [undefined, false],
  ])('dry_run=%s → %s', (value, expected) => {
    expect(ImportQuery.parse({ dry_run: value }).dry_run).toBe(expected);
  });

  it('a move names its parent (null for the top) and an optional position', () => {
    expect(CategoryMove.parse({ parent: null })).toEqual({ parent: null });
    expect(CategoryMove.safeParse({ parent: 2, position: -1 }).success).toBe(false);
  });
});
