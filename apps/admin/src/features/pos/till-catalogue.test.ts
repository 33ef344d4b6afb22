/** What the till knows of the catalogue: items of rows, barcodes to items, the offline search (DESIGN §15). */
import { describe, expect, it } from 'vitest';
import { productRow, variantRow } from './pos.testing';
import { createTillCatalogue } from './till-catalogue';
import { barcodeMatches, itemsOf, looksLikeBarcode } from './till-items';

const plain = productRow({
  id: 1,
  name: 'Trà Ô Long',
  barcode: '8930000000011',
  price: 90_000,
  discount_price: 80_000,
});
const sized = productRow({
  id: 2,
  name: 'Bột sữa',
  barcode: '8930000000028',
  variants: [
    variantRow({ id: 21, product: 2, name: '1 kg', barcode: '8930000000219', order_multiple: 2 }),
    variantRow({ id: 22, product: 2, name: '5 kg', barcode: '8930000000226' }),
    variantRow({ id: 23, product: 2, name: 'Cũ', is_active: false, barcode: '8930000000233' }),
  ],
});

describe('itemsOf and barcodeMatches', () => {
  it('a plain product is one item at its line price; a product with variants, its active variants', () => {
    expect(itemsOf(plain)).toEqual([expect.objectContaining({ key: '1', price: 80_000, multiple: 1 })]);
    expect(itemsOf(sized).map((i) => [i.key, i.multiple])).toEqual([
      ['2_21', 2],
      ['2_22', 1],
    ]);
    expect(itemsOf({ ...plain, is_active: false })).toEqual([]);
    // A plain product's item carries its own SKU (none on a row kept from before products had one).
    expect(itemsOf({ ...plain, sku: 'OLONG-1' })[0]!.sku).toBe('OLONG-1');
    expect(itemsOf({ ...plain, sku: undefined as unknown as null })[0]!.sku).toBe('');
  });

  it("the lookup's matched variant, the product's own code, or its variants for the product's code", () => {
    expect(barcodeMatches([{ ...sized, matched_variant: 22 }], '8930000000226').map((i) => i.key)).toEqual(['2_22']);
    expect(barcodeMatches([plain], '8930000000011').map((i) => i.key)).toEqual(['1']);
    expect(barcodeMatches([sized], '8930000000028').map((i) => i.key)).toEqual(['2_21', '2_22']);
    expect(barcodeMatches([{ ...sized, matched_variant: 23 }], '8930000000233')).toEqual([]);
    // A server that ignored `barcode` answers a page of everything: only the exact code counts.
    expect(barcodeMatches([plain, sized], '8930000000219').map((i) => i.key)).toEqual(['2_21']);
    expect(barcodeMatches([plain, sized], '999')).toEqual([]);
    // The server's match, its rows naming no barcodes: a null match is the product's own code.
    const bare = { ...sized, barcode: null, variants: sized.variants.map((v) => ({ ...v, barcode: null })) };
    expect(barcodeMatches([{ ...bare, matched_variant: null }], 'X-1').map((i) => i.key)).toEqual(['2_21', '2_22']);
    expect(barcodeMatches([{ ...plain, barcode: null, matched_variant: null }], 'X-2').map((i) => i.key)).toEqual([
      '1',
    ]);
  });

  it('tells a scanned code from a name', () => {
    expect(looksLikeBarcode('8930000000011')).toBe(true);
    expect(looksLikeBarcode('TS-001')).toBe(true);
    expect(looksLikeBarcode('tra sua')).toBe(false);
    expect(looksLikeBarcode('abc')).toBe(false);
  });
});

describe('createTillCatalogue', () => {
  it('finds remembered items by barcode, and all variants by their product’s code', () => {
    const c = createTillCatalogue();
    c.remember([plain, sized]);
    expect(c.byBarcode('8930000000011').map((i) => i.key)).toEqual(['1']);
    expect(c.byBarcode('8930000000219').map((i) => i.key)).toEqual(['2_21']);
    expect(c.byBarcode('8930000000028').map((i) => i.key)).toEqual(['2_21', '2_22']);
    expect(c.byBarcode('8930000000233')).toEqual([]);
  });

  it("keeps what the server's lookup of a code answered under that code, even from rows without barcodes", () => {
    const c = createTillCatalogue();
    const items = itemsOf(productRow({ id: 9 }));
    c.learn('8930000000099', items);
    expect(c.byBarcode('8930000000099').map((i) => i.key)).toEqual(['9']);
    c.learn('000', []);
    expect(c.byBarcode('000')).toEqual([]);
  });

  it('forgets a code that moved to another item', () => {
    const c = createTillCatalogue();
    c.remember([plain]);
    c.remember([{ ...plain, barcode: '8930000000999' }]);
    expect(c.byBarcode('8930000000011')).toEqual([]);
    expect(c.byBarcode('8930000000999').map((i) => i.key)).toEqual(['1']);
  });

  it('searches what it knows by name or SKU, accents and case ignored', () => {
    const c = createTillCatalogue();
    c.remember([plain, sized]);
    expect(c.search('tra o long').map((i) => i.key)).toEqual(['1']);
    expect(c.search('BỘT 5').map((i) => i.key)).toEqual(['2_22']);
    expect(c.search('sku-21').map((i) => i.key)).toEqual(['2_21']);
    expect(c.search('  ')).toEqual([]);
  });

  it('keeps the tiers learnt, and restores what the device kept without overriding newer data', () => {
    const c = createTillCatalogue();
    c.remember([plain]);
    const before = c.version();
    c.setTiers(1, [{ variant: null, group: null, min_quantity: 5, price: 70_000 }]);
    expect(c.version()).toBeGreaterThan(before);
    c.restore(
      [{ ...itemsOf(plain)[0]!, price: 1 }, ...itemsOf(sized)],
      [
        { product: 1, tiers: [] },
        { product: 2, tiers: [] },
      ],
    );
    expect(c.byBarcode('8930000000011')[0]!.price).toBe(80_000);
    expect(c.tiersOf(1)).toHaveLength(1);
    // The device's are used, but asked again of the server when it can be reached.
    expect(c.knowsTiers(2)).toBe(true);
    expect(c.hasTiers(2)).toBe(false);
    expect(c.isFresh('1')).toBe(true);
    expect(c.isFresh('2_21')).toBe(false);
    expect(c.size()).toBe(3);
  });
});
