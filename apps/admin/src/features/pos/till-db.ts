/**
 * The till's storage on the device (IndexedDB, through `idb`): the sales waiting to be sent and those refused (the
 * outbox, sale-queue.ts), and the products and quantity prices seen on this device, so a known product scans while
 * the connection is down.
 */
import type { PriceTier } from '@shop/domain/wholesale.rules';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { FailedSale, QueueStore, QueuedSale } from './sale-queue';
import type { TillItem } from './till-items';

interface TillSchema extends DBSchema {
  pending: { key: string; value: QueuedSale };
  failed: { key: string; value: FailedSale };
  items: { key: string; value: TillItem & { seen: number } };
  tiers: { key: number; value: { product: number; tiers: PriceTier[]; seen: number } };
}

export type TillDb = IDBPDatabase<TillSchema>;

export const TILL_DB_NAME = 'shop-pos';

export function openTillDb(name = TILL_DB_NAME): Promise<TillDb> {
  return openDB<TillSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'client_sale_id' });
      db.createObjectStore('failed', { keyPath: 'client_sale_id' });
      db.createObjectStore('items', { keyPath: 'key' });
      db.createObjectStore('tiers', { keyPath: 'product' });
    },
  });
}

/** The outbox in IndexedDB: a sale is written before it is sent, and moves to `failed` in the same transaction. */
export function idbQueueStore(db: Promise<TillDb>): QueueStore {
  return {
    pending: async () => (await db).getAll('pending'),
    failed: async () => (await db).getAll('failed'),
    put: async (sale) => void (await (await db).put('pending', sale)),
    remove: async (id) => (await db).delete('pending', id),
    async fail(sale) {
      const tx = (await db).transaction(['pending', 'failed'], 'readwrite');
      await Promise.all([
        tx.objectStore('pending').delete(sale.client_sale_id),
        tx.objectStore('failed').put(sale),
        tx.done,
      ]);
    },
    dismiss: async (id) => (await db).delete('failed', id),
  };
}

/** Products seen on this device, kept for offline scans: at most this many, the longest unseen dropped first. */
const ITEMS_KEPT = 20_000;

/** What the till knows of the catalogue from earlier sessions on this device. */
export async function loadCatalogue(db: Promise<TillDb>) {
  const d = await db;
  const [items, tiers] = await Promise.all([d.getAll('items'), d.getAll('tiers')]);
  return { items, tiers };
}

/** Keeps items and tiers seen now (one transaction), trimming the oldest past {@link ITEMS_KEPT}. */
export async function saveCatalogue(
  db: Promise<TillDb>,
  items: readonly TillItem[],
  tiers: readonly { product: number; tiers: PriceTier[] }[],
) {
  const d = await db;
  const seen = Date.now();
  const tx = d.transaction(['items', 'tiers'], 'readwrite');
  const writes: Promise<unknown>[] = [
    ...items.map((i) => tx.objectStore('items').put({ ...i, seen })),
    ...tiers.map((t) => tx.objectStore('tiers').put({ ...t, seen })),
  ];
  await Promise.all([...writes, tx.done]);
  const count = await d.count('items');
  if (count > ITEMS_KEPT) {
    const all = (await d.getAll('items')).sort((a, b) => a.seen - b.seen);
    const trim = d.transaction('items', 'readwrite');
    await Promise.all([...all.slice(0, count - ITEMS_KEPT).map((i) => trim.store.delete(i.key)), trim.done]);
  }
}
