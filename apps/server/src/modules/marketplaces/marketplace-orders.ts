// Marketplace orders in (DESIGN §16): a webhook is a hint, so a job re-reads the order from the marketplace; the poll
// and "Đồng bộ ngay" read every order updated in a window. Either way each order read is resolved through the links
// (its units → our products) and handed to the orders area, which makes it once and walks it to the marketplace's
// status.
import { createHash } from 'node:crypto';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { type JobRow, enqueue } from '../../lib/job-queue';
import type { MarketplaceOrderRead, OrdersService } from '../orders/orders.service';
import { catalogueLocation } from '../stock/stock.service';
import type { MarketplaceConnections } from './marketplace-connections';
import { type LinkedItem, linkedItems } from './marketplace-order-links.repo';
import type { MarketplaceOrder } from './marketplace-provider';

export const MARKETPLACE_ORDER_JOB = 'marketplace.order';
/** Orders read from the marketplace per call (the providers split further as their platform allows). */
const READ_BATCH = 100;
/** Orders of a batch imported at once. */
const IMPORT_CONCURRENCY = 4;

/**
 * Where a marketplace's orders take their stock (the links area's setting, DESIGN §16); null: the catalogue's
 * selling location.
 */
export type MarketplaceLocation = (channel: MarketplaceChannel) => Promise<number | null>;

export interface MarketplaceOrderDeps {
  db: Db;
  log: FastifyBaseLogger;
  connections: MarketplaceConnections;
  orders: Pick<OrdersService, 'importMarketplaceOrder'>;
  location: MarketplaceLocation;
}

/** A webhook body's key: the same bytes twice (a replay, a retry) are one job. */
export const bodyKey = (rawBody: string) => createHash('sha256').update(rawBody).digest('hex').slice(0, 32);

/** The order as the orders area takes it: each line with the product or variant its unit is linked to. */
function toRead(channel: MarketplaceChannel, order: MarketplaceOrder, links: Map<string, LinkedItem>) {
  const read: MarketplaceOrderRead = {
    source: channel,
    id: order.id,
    status: order.status.trim().toUpperCase(),
    updatedAt: order.updatedAt,
    buyer: order.buyer,
    recipient: order.recipient,
    lines: order.lines.map((line) => {
      const link = links.get(line.externalId);
      return {
        productId: link?.productId ?? null,
        variantId: link?.variantId ?? null,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      };
    }),
    total: order.total,
    cod: order.cod,
    tracking: order.tracking,
  };
  return read;
}

export function createMarketplaceOrders({ db, log, connections, orders, location }: MarketplaceOrderDeps) {
  /** Each order read made or applied, at the marketplace's location (else the catalogue's selling one). */
  async function importAll(channel: MarketplaceChannel, read: MarketplaceOrder[]) {
    const links = await linkedItems(
      db,
      channel,
      read.flatMap((o) => o.lines.map((l) => l.externalId)),
    );
    const at = (await location(channel)) ?? (await catalogueLocation(db));
    // A few at once: each order is its own transactions, and orders on the same shelf lock its rows in one order.
    let next = 0;
    const worker = async () => {
      while (next < read.length) await orders.importMarketplaceOrder(toRead(channel, read[next++]!, links), at);
    };
    await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, read.length) }, worker));
  }

  /**
   * Re-reads these orders from the marketplace and imports them, reading the next batch while one is imported; how
   * many it read.
   */
  async function pull(channel: MarketplaceChannel, ids: string[]): Promise<number> {
    const readBatch = (i: number) => {
      const reading = connections.withShop(channel, (provider, auth) =>
        provider.getOrders(auth, ids.slice(i, i + READ_BATCH)),
      );
      reading.catch(() => {}); // awaited below; an import failing first must not leave it unhandled
      return reading;
    };
    let count = 0;
    let next = ids.length > 0 ? readBatch(0) : undefined;
    for (let i = 0; next; i += READ_BATCH) {
      const read = await next;
      next = i + READ_BATCH < ids.length ? readBatch(i + READ_BATCH) : undefined;
      await importAll(channel, read);
      count += read.length;
    }
    return count;
  }

  return {
    pull,

    /** Queues the re-read a webhook asked for; the same body again is the same job (a replay changes nothing). */
    hint(channel: MarketplaceChannel, orderId: string, rawBody: string, tx: DbOrTx = db) {
      return enqueue(tx, {
        kind: MARKETPLACE_ORDER_JOB,
        key: `${MARKETPLACE_ORDER_JOB}:${channel}:${orderId}:${bodyKey(rawBody)}`,
        payload: { channel, orderId },
        ref: `marketplace:${channel}:${orderId}`,
      });
    },

    /** The re-read job's handler: a marketplace that is off or unlinked now has nothing to read. */
    async runJob(job: JobRow) {
      const { channel, orderId } = job.payload as { channel: MarketplaceChannel; orderId: string };
      if (!connections.channels().includes(channel) || !(await connections.read(channel))) {
        log.warn({ channel, orderId }, 'marketplace webhook for a marketplace that is off or not linked: ignored');
        return;
      }
      await pull(channel, [orderId]);
    },
  };
}

export type MarketplaceOrders = ReturnType<typeof createMarketplaceOrders>;
