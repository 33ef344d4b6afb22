/**
 * The till's long-lived parts, one each per tab and made the first time the till opens: the device's database, the
 * catalogue the till has seen, and the sale outbox, which keeps sending while the tab is open (on the `online` event
 * and on a timer), whatever page of the back office is showing.
 */
import type { PriceTier } from '@shop/domain/wholesale.rules';
import { ApiError } from '../../lib/api';
import { priceTiers, productRow, productsByBarcode, searchProducts, sendSale } from './pos.queries';
import { createSaleQueue } from './sale-queue';
import { createTillCatalogue } from './till-catalogue';
import { idbQueueStore, loadCatalogue, openTillDb, saveCatalogue } from './till-db';
import { type TillItem, type TillProductRow, barcodeMatches } from './till-items';

/** How often waiting sales are tried again while the tab is open. */
export const RETRY_EVERY_MS = 15_000;
const SAVE_AFTER_MS = 1_500;

const unreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

function create() {
  const db = openTillDb();
  db.catch(() => undefined);
  const catalogue = createTillCatalogue();
  const queue = createSaleQueue({
    store: idbQueueStore(db),
    send: sendSale,
    // Two tabs of the till on one device take turns, so a sale is not sent twice at once.
    exclusive: <T>(fn: () => Promise<T>) =>
      navigator.locks ? (navigator.locks.request('pos-sale-queue', fn) as Promise<T>) : fn(),
  });

  // The catalogue seen this session goes to the device a moment later, in one write.
  const itemsToSave = new Map<string, TillItem>();
  const tiersToSave = new Map<number, PriceTier[]>();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const items = [...itemsToSave.values()];
    const tiers = [...tiersToSave].map(([product, list]) => ({ product, tiers: list }));
    itemsToSave.clear();
    tiersToSave.clear();
    saveCatalogue(db, items, tiers).catch(() => undefined);
  };
  const later = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, SAVE_AFTER_MS);
  };
  const remember = (rows: readonly TillProductRow[]) => {
    const items = catalogue.remember(rows);
    for (const i of items) itemsToSave.set(i.key, i);
    later();
    return items;
  };
  loadCatalogue(db)
    .then(({ items, tiers }) => catalogue.restore(items, tiers))
    .catch(() => undefined);

  const tiersAsked = new Map<number, Promise<void>>();

  return {
    catalogue,
    queue,
    /** The items a scanned code names: from memory at once, else the server's exact lookup. */
    async findByCode(code: string): Promise<TillItem[]> {
      const known = catalogue.byBarcode(code);
      if (known.length) return known;
      const rows = await productsByBarcode(code);
      remember(rows);
      const found = barcodeMatches(rows, code);
      catalogue.learn(code, found);
      return found;
    },
    /** Name or SKU: the server's search; what the till knows when the server can't be reached. */
    async search(text: string, signal?: AbortSignal): Promise<TillItem[]> {
      try {
        return remember(await searchProducts(text, signal));
      } catch (error) {
        if (unreachable(error)) return catalogue.search(text);
        throw error;
      }
    },
    /**
     * The items of these products as the server has them now (a line added from what the device kept, or a sale
     * refused): answers those whose price or pack size changed.
     */
    async refresh(list: readonly TillItem[], force = false): Promise<TillItem[]> {
      const stale = list.filter((i) => force || !catalogue.isFresh(i.key));
      const ids = [...new Set(stale.map((i) => i.product))];
      if (force) catalogue.staleTiers(ids);
      remember(await Promise.all(ids.map((id) => productRow(id))));
      return stale.flatMap((i) => {
        const now = catalogue.get(i.key);
        return now && (now.price !== i.price || now.multiple !== i.multiple) ? [now] : [];
      });
    },
    /** The quantity prices of these products, asked once each (kept for offline sales). */
    ensureTiers(products: readonly number[]): Promise<void> {
      const asks = products.map((product) => {
        if (catalogue.hasTiers(product)) return Promise.resolve();
        let ask = tiersAsked.get(product);
        if (!ask) {
          ask = priceTiers(product)
            .then((list) => {
              catalogue.setTiers(product, list);
              tiersToSave.set(product, list);
              later();
            })
            .finally(() => tiersAsked.delete(product));
          tiersAsked.set(product, ask);
        }
        return ask;
      });
      return Promise.all(asks).then(() => undefined);
    },
  };
}

let services: ReturnType<typeof create> | null = null;
let started = false;

export function tillServices() {
  return (services ??= create());
}

/** Starts the outbox's sending (once per tab): now, when the connection returns, and on a timer while sales wait. */
export function startSending() {
  const { queue } = tillServices();
  if (started) return;
  started = true;
  const flush = () => void queue.flush().catch(() => undefined);
  void queue.refresh().then(flush, () => undefined);
  window.addEventListener('online', flush);
  setInterval(() => {
    if (queue.snapshot().pending.length && navigator.onLine !== false) flush();
  }, RETRY_EVERY_MS);
}
