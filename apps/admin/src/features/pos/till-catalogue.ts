/**
 * What the till knows of the catalogue, in memory: every product it was shown this session (and on this device
 * before, from IndexedDB), by key and by barcode, and the quantity prices of those it sold. A scan of a known code is
 * a map lookup, so the line shows at once and works offline; the server is asked only for codes it hasn't seen.
 */
import { foldVietnamese } from '@shop/domain/search-text';
import type { PriceTier } from '@shop/domain/wholesale.rules';
import { type TillItem, type TillProductRow, itemLabel, itemsOf } from './till-items';

export function createTillCatalogue() {
  const items = new Map<string, TillItem>();
  /** A barcode → the keys it names: one item, or a product's variants for the product's own code. */
  const codes = new Map<string, string[]>();
  const tiers = new Map<number, PriceTier[]>();
  /** What the server answered this session; the rest came from the device and may be out of date. */
  const freshItems = new Set<string>();
  const freshTiers = new Set<number>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const l of [...listeners]) l();
  };

  function keep(list: readonly TillItem[], fresh = true) {
    for (const item of list) {
      if (fresh) freshItems.add(item.key);
      const before = items.get(item.key);
      if (before?.barcode && before.barcode !== item.barcode) codes.delete(before.barcode);
      items.set(item.key, item);
      if (item.barcode) codes.set(item.barcode, [item.key]);
    }
  }

  return {
    /** Keeps the items of rows the API answered; answers them. */
    remember(rows: readonly TillProductRow[]): TillItem[] {
      const out: TillItem[] = [];
      for (const row of rows) {
        const list = itemsOf(row);
        keep(list);
        if (row.barcode && list.length && list[0]!.variant !== null)
          codes.set(
            row.barcode,
            list.map((i) => i.key),
          );
        out.push(...list);
      }
      return out;
    },
    /** What the server's lookup of a code answered, kept under that code (whether or not its rows name barcodes). */
    learn(code: string, list: readonly TillItem[]) {
      if (!list.length) return;
      keep(list.filter((i) => !items.has(i.key)));
      codes.set(
        code,
        list.map((i) => i.key),
      );
    },
    /** Items loaded from the device (earlier sessions). */
    restore(list: readonly TillItem[], known: readonly { product: number; tiers: PriceTier[] }[]) {
      keep(
        list.filter((i) => !items.has(i.key)),
        false,
      );
      for (const t of known) if (!tiers.has(t.product)) tiers.set(t.product, t.tiers);
      changed();
    },
    /** The items a scanned code names (exact), from memory. */
    byBarcode(code: string): TillItem[] {
      return (codes.get(code) ?? []).flatMap((k) => items.get(k) ?? []);
    },
    /** Known items whose name or SKU holds every word typed (accents and case ignored): the offline search. */
    search(text: string, limit = 20): TillItem[] {
      const words = foldVietnamese(text).split(/\s+/).filter(Boolean);
      if (!words.length) return [];
      const out: TillItem[] = [];
      for (const item of items.values()) {
        const hay = foldVietnamese(`${itemLabel(item)} ${item.sku}`);
        if (words.every((w) => hay.includes(w))) out.push(item);
        if (out.length === limit) break;
      }
      return out;
    },
    get: (key: string) => items.get(key),
    /** Tiers to ask again (a sale was refused: its prices may have changed). */
    staleTiers(products: readonly number[]) {
      for (const p of products) freshTiers.delete(p);
    },
    setTiers(product: number, list: PriceTier[]) {
      tiers.set(product, list);
      freshTiers.add(product);
      changed();
    },
    /** The product's tiers were read from the server this session (the device's may be old). */
    hasTiers: (product: number) => freshTiers.has(product),
    /** The item is as the server answered it this session. */
    isFresh: (key: string) => freshItems.has(key),
    tiersOf: (product: number): readonly PriceTier[] => tiers.get(product) ?? [],
    /** The tiers known, fresh or from the device (null: none at all). */
    knowsTiers: (product: number) => tiers.has(product),
    /** Changes with every tier list learnt, for a screen that prices lines with them. */
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    size: () => items.size,
  };
}

export type TillCatalogue = ReturnType<typeof createTillCatalogue>;
